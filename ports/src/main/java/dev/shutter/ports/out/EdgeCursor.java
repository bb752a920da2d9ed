package dev.shutter.ports.out;

import dev.shutter.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;

/**
 * A position in a list of edges, newest first: the edge's time and the other user's id, which breaks
 * ties. A page starts strictly after it.
 */
public record EdgeCursor(Instant at, UserId other) {
    public EdgeCursor {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(other, "other");
    }
}
