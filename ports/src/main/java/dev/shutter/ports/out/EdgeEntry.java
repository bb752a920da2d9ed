package dev.shutter.ports.out;

import dev.shutter.domain.user.UserId;
import java.time.Instant;

/** One row of a relationship list: the other user, and since when the edge is in its state. */
public record EdgeEntry(UserId other, Instant at) {

    /** The cursor that continues after this entry. */
    public EdgeCursor cursor() {
        return new EdgeCursor(at, other);
    }
}
