package dev.shutter.domain.limit;

/** A budget of requests per token and hour. A write spends from {@link #ALL} and its own class. */
public enum RateClass {
    /** Every {@code /v1} request. */
    ALL("all"),
    /** POST and DELETE on comments. */
    COMMENT_WRITES("comments"),
    /** POST on relationship. */
    RELATIONSHIP_WRITES("relationships");

    private final String key;

    RateClass(String key) {
        this.key = key;
    }

    /** A short stable name, used in storage keys. */
    public String key() {
        return key;
    }
}
