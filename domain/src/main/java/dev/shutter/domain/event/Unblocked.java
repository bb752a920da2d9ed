package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;

/** {@code from} no longer blocks {@code to}. */
public record Unblocked(UserId from, UserId to) implements PairEvent {

    public static final String TYPE = "unblocked";

    public Unblocked {
        PairEvent.requireBoth(from, to);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
