package dev.shutter.ports;

/**
 * What one access token may do, as typed operations in the domain's words ({@link Shutter#as(String)}):
 * each is the {@code /v1} request of the same name, checked in the catalogue's order (token, signature where
 * the app enforces it, rate limit, scope, parameters, resource: docs/spec/DECISIONS.md section 2) and
 * answered as it would be, as a stage that completes with an {@link dev.shutter.ports.in.Outcome}.
 *
 * <pre>{@code
 * Outcome<Edge> outgoing = shutter.as(token).relationships().follow(bob).join();
 * }</pre>
 */
public final class TokenOperations {

    private final RelationshipOperations relationships;
    private final CommentOperations comments;
    private final UserOperations users;

    TokenOperations(RelationshipOperations relationships, CommentOperations comments, UserOperations users) {
        this.relationships = relationships;
        this.comments = comments;
        this.users = users;
    }

    /** Follow, unfollow, block, unblock, approve, deny; a relationship's status; the lists. */
    public RelationshipOperations relationships() {
        return relationships;
    }

    /** The comments of a media: read, post, delete. */
    public CommentOperations comments() {
        return comments;
    }

    /** The token's user. */
    public UserOperations users() {
        return users;
    }
}
