package dev.shutter.domain.relationship;

import dev.shutter.domain.Failure;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;

/** The relationship rules between two named users. */
public final class Relationship {

    private Relationship() {}

    /** The state after {@code me} does {@code action} to {@code them}; acting on oneself is refused. */
    public static Either<Failure, PairState> change(
            UserId me, UserId them, PairState before, RelationshipAction action) {
        if (me.equals(them)) {
            return Either.left(new Failure.ActionOnSelf());
        }
        return before.apply(action);
    }
}
