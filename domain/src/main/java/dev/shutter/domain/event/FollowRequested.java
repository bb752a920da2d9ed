package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;

/** A user asked to follow a private user; {@code to} may approve or deny it. */
public record FollowRequested(UserId from, UserId to) implements PairEvent {

    public static final String TYPE = "follow_requested";

    public FollowRequested {
        PairEvent.requireBoth(from, to);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
