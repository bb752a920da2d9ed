package dev.shutter.domain.relationship;

/** One user's edge to another: nothing, a pending request, or a follow. Also the {@code outgoing_status}. */
public enum Edge {
    NONE("none"),
    REQUESTED("requested"),
    FOLLOWS("follows");

    private final String wireName;

    Edge(String wireName) {
        this.wireName = wireName;
    }

    /** The name on the wire: {@code none}, {@code requested} or {@code follows}. */
    public String wireName() {
        return wireName;
    }
}
