package dev.shutter.bench.mix;

import java.util.Arrays;
import java.util.stream.Collectors;

/** What one request of a load does, by the name its shares use. */
enum Operation {
    /** {@code GET /v1/users/{id}/follows?count=50}: a user's first page of follows. */
    FOLLOWS("follows"),
    /** {@code GET /v1/users/{id}/followed-by?count=50}: a user's first page of followers. */
    FOLLOWED_BY("followed-by"),
    /** {@code GET /v1/users/{id}/relationship}. */
    RELATIONSHIP("relationship"),
    /** {@code GET /v1/media/{id}/comments}. */
    COMMENTS("comments"),
    /** {@code POST /v1/users/{id}/relationship} {@code action=follow}. */
    FOLLOW("follow"),
    /** {@code POST /v1/users/{id}/relationship} {@code action=unfollow}, of a user the caller follows. */
    UNFOLLOW("unfollow"),
    /** {@code POST /v1/media/{id}/comments}. */
    COMMENT("comment"),
    /** {@code DELETE /v1/media/{id}/comments/{id}}: the oldest comment the load posted and has not deleted. */
    UNCOMMENT("uncomment");

    private final String name;

    Operation(String name) {
        this.name = name;
    }

    String wireName() {
        return name;
    }

    boolean writes() {
        return this == FOLLOW || this == UNFOLLOW || this == COMMENT || this == UNCOMMENT;
    }

    static Operation named(String name) {
        return Arrays.stream(values())
                .filter(operation -> operation.name.equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no operation '" + name + "' (one of "
                        + Arrays.stream(values()).map(Operation::wireName).collect(Collectors.joining(", "))
                        + ")"));
    }
}
