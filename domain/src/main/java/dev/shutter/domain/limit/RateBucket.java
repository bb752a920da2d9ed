package dev.shutter.domain.limit;

import java.time.Instant;
import java.util.Objects;

/** Requests counted in one minute that starts at {@code minute}. */
public record RateBucket(Instant minute, long count) {
    public RateBucket {
        Objects.requireNonNull(minute, "minute");
        if (count < 0) {
            throw new IllegalArgumentException("counts are not negative");
        }
    }
}
