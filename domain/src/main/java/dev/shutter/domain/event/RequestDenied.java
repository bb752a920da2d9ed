package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;

/** {@code to} denied the pending request of {@code from} to follow them. */
public record RequestDenied(UserId from, UserId to) implements PairEvent {

    public static final String TYPE = "request_denied";

    public RequestDenied {
        PairEvent.requireBoth(from, to);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
