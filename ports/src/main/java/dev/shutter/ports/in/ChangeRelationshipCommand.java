package dev.shutter.ports.in;

import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.domain.user.UserId;
import java.util.Objects;

/**
 * The caller does {@code action} to {@code target} ({@code POST /users/{user-id}/relationship}); written
 * by name: {@code ChangeRelationshipCommand.follow(bob)}.
 */
public record ChangeRelationshipCommand(UserId target, RelationshipAction action) {

    public ChangeRelationshipCommand {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(action, "action");
    }

    /** Follow (or ask to follow, if they are private). */
    public static ChangeRelationshipCommand follow(UserId target) {
        return new ChangeRelationshipCommand(target, RelationshipAction.FOLLOW);
    }

    /** Stop following, or withdraw a request. */
    public static ChangeRelationshipCommand unfollow(UserId target) {
        return new ChangeRelationshipCommand(target, RelationshipAction.UNFOLLOW);
    }

    /** Block: edges and requests both ways go. */
    public static ChangeRelationshipCommand block(UserId target) {
        return new ChangeRelationshipCommand(target, RelationshipAction.BLOCK);
    }

    /** Lift a block. */
    public static ChangeRelationshipCommand unblock(UserId target) {
        return new ChangeRelationshipCommand(target, RelationshipAction.UNBLOCK);
    }

    /** Approve their request to follow the caller. */
    public static ChangeRelationshipCommand approve(UserId target) {
        return new ChangeRelationshipCommand(target, RelationshipAction.APPROVE);
    }

    /** Deny their request to follow the caller. */
    public static ChangeRelationshipCommand deny(UserId target) {
        return new ChangeRelationshipCommand(target, RelationshipAction.DENY);
    }
}
