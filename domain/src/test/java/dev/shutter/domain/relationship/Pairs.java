package dev.shutter.domain.relationship;

import dev.shutter.domain.Failure;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;

/** Two users and shorthands for the states of the pair (me, them) that the scenarios start from. */
final class Pairs {

    static final UserId ME = new UserId("1001");
    static final UserId THEM = new UserId("1002");

    private Pairs() {}

    static PairState state(Edge mine, Edge theirs, boolean iBlock, boolean theyBlock, boolean theyArePrivate) {
        return new PairState(mine, theirs, iBlock, theyBlock, theyArePrivate);
    }

    static PairState publicPair(Edge mine, Edge theirs) {
        return state(mine, theirs, false, false, false);
    }

    static PairState privatePair(Edge mine, Edge theirs) {
        return state(mine, theirs, false, false, true);
    }

    /** What {@link #ME} doing {@code action} to {@link #THEM} gives. */
    static Either<Failure, PairState> act(PairState before, RelationshipAction action) {
        return Relationship.change(ME, THEM, before, action);
    }
}
