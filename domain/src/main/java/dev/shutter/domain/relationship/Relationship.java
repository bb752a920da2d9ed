package dev.shutter.domain.relationship;

import dev.shutter.domain.Failure;
import dev.shutter.domain.event.Blocked;
import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.FollowRequested;
import dev.shutter.domain.event.Followed;
import dev.shutter.domain.event.RequestDenied;
import dev.shutter.domain.event.RequestWithdrawn;
import dev.shutter.domain.event.Unblocked;
import dev.shutter.domain.event.Unfollowed;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;

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

    /**
     * {@link #change} with the events of the change: {@code FollowRequested} or {@code Followed} for a new
     * edge of mine, {@code Unfollowed} or {@code RequestWithdrawn} for one I ended, {@code Followed} or
     * {@code RequestDenied} for their request I answered, {@code Blocked} (which ends both edges with it,
     * so they raise no events of their own) and {@code Unblocked}. An action that changes nothing (a
     * second follow) has none.
     */
    public static Either<Failure, Transition> transition(
            UserId me, UserId them, PairState before, RelationshipAction action) {
        return change(me, them, before, action)
                .map(after -> new Transition(after, events(me, them, before, after, action)));
    }

    /**
     * The pair seen by {@code requester} after {@code user} turned public: a pending request of theirs is
     * approved, which is a {@code Followed} event.
     */
    public static Transition afterTurningPublic(UserId requester, UserId user, PairState seenByRequester) {
        PairState after = seenByRequester.afterTheyTurnPublic();
        List<DomainEvent> events =
                seenByRequester.mine() != after.mine() ? List.of(new Followed(requester, user)) : List.of();
        return new Transition(after, events);
    }

    private static List<DomainEvent> events(
            UserId me, UserId them, PairState before, PairState after, RelationshipAction action) {
        List<DomainEvent> events = new ArrayList<>();
        if (action == RelationshipAction.BLOCK) {
            if (!before.iBlock()) {
                events.add(new Blocked(me, them));
            }
            return events;
        }
        if (before.iBlock() && !after.iBlock()) {
            events.add(new Unblocked(me, them));
        }
        if (before.mine() != after.mine()) {
            events.add(
                    switch (after.mine()) {
                        case REQUESTED -> new FollowRequested(me, them);
                        case FOLLOWS -> new Followed(me, them);
                        case NONE ->
                            before.mine() == Edge.FOLLOWS ? new Unfollowed(me, them) : new RequestWithdrawn(me, them);
                    });
        }
        if (before.theirs() != after.theirs()) {
            events.add(after.theirs() == Edge.FOLLOWS ? new Followed(them, me) : new RequestDenied(them, me));
        }
        return events;
    }
}
