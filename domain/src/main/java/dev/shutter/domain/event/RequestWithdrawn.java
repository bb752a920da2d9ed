package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;

/** {@code from} withdrew the pending request to follow {@code to}. */
public record RequestWithdrawn(UserId from, UserId to) implements PairEvent {

    public static final String TYPE = "request_withdrawn";

    public RequestWithdrawn {
        PairEvent.requireBoth(from, to);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
