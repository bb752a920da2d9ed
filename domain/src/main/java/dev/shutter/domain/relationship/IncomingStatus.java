package dev.shutter.domain.relationship;

/** What the other user is to me, as {@code incoming_status} reports it. */
public enum IncomingStatus {
    FOLLOWED_BY("followed_by"),
    REQUESTED_BY("requested_by"),
    BLOCKED_BY_YOU("blocked_by_you"),
    NONE("none");

    private final String wireName;

    IncomingStatus(String wireName) {
        this.wireName = wireName;
    }

    /** The name on the wire. */
    public String wireName() {
        return wireName;
    }
}
