package dev.shutter.ports.in;

import dev.shutter.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;

/** A user erased at {@code at}: only the id remains, as a tombstone that keeps it from being reused. */
public record Erased(UserId user, Instant at) {

    public Erased {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(at, "at");
    }
}
