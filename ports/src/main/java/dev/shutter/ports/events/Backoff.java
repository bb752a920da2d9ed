package dev.shutter.ports.events;

import java.time.Duration;
import java.util.Objects;

/** A pause that doubles from {@code first} at each step, up to {@code most}. */
public record Backoff(Duration first, Duration most) {

    public Backoff {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(most, "most");
        if (first.isNegative() || first.isZero() || most.compareTo(first) < 0) {
            throw new IllegalArgumentException("a back-off starts above zero and grows to at least its start");
        }
    }

    /** The pause after {@code steps} steps in a row (0 for the first): {@code first * 2^steps}, at most {@code most}. */
    public Duration after(int steps) {
        Duration pause = first;
        for (int i = 0; i < steps && pause.compareTo(most) < 0; i++) {
            pause = pause.multipliedBy(2);
        }
        return pause.compareTo(most) > 0 ? most : pause;
    }
}
