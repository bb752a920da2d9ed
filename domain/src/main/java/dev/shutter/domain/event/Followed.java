package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;

/** {@code from} now follows {@code to}: a follow of a public user, an approved request, or a request approved when {@code to} turned public. */
public record Followed(UserId from, UserId to) implements PairEvent {

    public static final String TYPE = "followed";

    public Followed {
        PairEvent.requireBoth(from, to);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
