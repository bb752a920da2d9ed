package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;

/** {@code from} blocked {@code to}; every edge and request between the two ended with it. */
public record Blocked(UserId from, UserId to) implements PairEvent {

    public static final String TYPE = "blocked";

    public Blocked {
        PairEvent.requireBoth(from, to);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
