package dev.shutter.ports;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.Outcome;
import dev.shutter.ports.in.Page;
import dev.shutter.ports.in.RelationshipListsUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.UserPage;
import io.vavr.control.Option;
import java.util.concurrent.CompletableFuture;

/**
 * What a token's user may do to and read of relationships (scope {@code relationships}; docs/spec/DECISIONS.md
 * section 5). A change answers the token user's outgoing status afterwards.
 */
public final class RelationshipOperations {

    private final TokenRequest request;
    private final RelationshipUseCase relationships;
    private final RelationshipListsUseCase lists;

    RelationshipOperations(TokenRequest request, RelationshipUseCase relationships, RelationshipListsUseCase lists) {
        this.request = request;
        this.relationships = relationships;
        this.lists = lists;
    }

    /** Follows {@code user}, or asks to when they are private. */
    public CompletableFuture<Outcome<Edge>> follow(UserId user) {
        return change(ChangeRelationshipCommand.follow(user));
    }

    /** Stops following {@code user}, or withdraws the request. */
    public CompletableFuture<Outcome<Edge>> unfollow(UserId user) {
        return change(ChangeRelationshipCommand.unfollow(user));
    }

    /** Blocks {@code user}: the follows and requests between the two end. */
    public CompletableFuture<Outcome<Edge>> block(UserId user) {
        return change(ChangeRelationshipCommand.block(user));
    }

    /** Lifts a block of {@code user}. */
    public CompletableFuture<Outcome<Edge>> unblock(UserId user) {
        return change(ChangeRelationshipCommand.unblock(user));
    }

    /** Approves {@code user}'s request to follow the token's user. */
    public CompletableFuture<Outcome<Edge>> approve(UserId user) {
        return change(ChangeRelationshipCommand.approve(user));
    }

    /** Denies (ignores) {@code user}'s request to follow the token's user. */
    public CompletableFuture<Outcome<Edge>> deny(UserId user) {
        return change(ChangeRelationshipCommand.deny(user));
    }

    /** Any of the actions above, chosen by value. */
    public CompletableFuture<Outcome<Edge>> change(ChangeRelationshipCommand command) {
        return request.run(
                Endpoint.RELATIONSHIP_POST,
                relationshipPath(command.target()),
                caller -> relationships.change(caller, command));
    }

    /** The relationship with {@code user}: both statuses, and whether they are private. */
    public CompletableFuture<Outcome<RelationshipView>> status(UserId user) {
        return request.read(Endpoint.RELATIONSHIP_GET, relationshipPath(user), relationships.reading(user));
    }

    /** Whom {@code user} follows, newest first. A private user's lists are theirs alone. */
    public CompletableFuture<Outcome<UserPage>> follows(UserId user, Page page) {
        return request.read(
                Endpoint.FOLLOWS, "/users/" + user.value() + "/follows", lists.follows(Option.some(user), page));
    }

    /** Whom the token's user follows. */
    public CompletableFuture<Outcome<UserPage>> follows(Page page) {
        return request.read(Endpoint.FOLLOWS, "/users/self/follows", lists.follows(Option.none(), page));
    }

    /** Who follows {@code user}, newest first, under the same visibility as {@link #follows(UserId, Page)}. */
    public CompletableFuture<Outcome<UserPage>> followedBy(UserId user, Page page) {
        return request.read(
                Endpoint.FOLLOWED_BY,
                "/users/" + user.value() + "/followed-by",
                lists.followedBy(Option.some(user), page));
    }

    /** Who follows the token's user. */
    public CompletableFuture<Outcome<UserPage>> followedBy(Page page) {
        return request.read(Endpoint.FOLLOWED_BY, "/users/self/followed-by", lists.followedBy(Option.none(), page));
    }

    /** Who asked to follow the token's user and waits for an answer. */
    public CompletableFuture<Outcome<UserPage>> requestedBy(Page page) {
        return request.read(Endpoint.REQUESTED_BY, "/users/self/requested-by", lists.requestedBy(page));
    }

    private static String relationshipPath(UserId user) {
        return "/users/" + user.value() + "/relationship";
    }
}
