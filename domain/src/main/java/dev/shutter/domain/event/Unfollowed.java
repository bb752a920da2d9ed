package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;

/** {@code from} stopped following {@code to}. */
public record Unfollowed(UserId from, UserId to) implements PairEvent {

    public static final String TYPE = "unfollowed";

    public Unfollowed {
        PairEvent.requireBoth(from, to);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
