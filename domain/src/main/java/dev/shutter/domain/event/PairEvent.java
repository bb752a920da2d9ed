package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;
import java.util.Map;
import java.util.Objects;

/** An event between two users: {@code from} acted on (or asked) {@code to}. Its fields are those two ids. */
public sealed interface PairEvent extends DomainEvent
        permits FollowRequested, Followed, Unfollowed, RequestWithdrawn, RequestDenied, Blocked, Unblocked {

    UserId from();

    UserId to();

    @Override
    default Map<String, String> fields() {
        return EventFields.ordered("from", from().value(), "to", to().value());
    }

    /** Refuses a missing id. */
    static void requireBoth(UserId from, UserId to) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }
}
