package dev.shutter.ports.contract;

import dev.shutter.ports.out.TimeSource;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;

/** A clock that stands still until a test moves it. */
public final class TestClock implements TimeSource {

    /** 2024-05-01T12:00:00Z: after the cut-over and the deadline, before nothing in particular. */
    public static final Instant DEFAULT_START = Instant.parse("2024-05-01T12:00:00Z");

    private final AtomicReference<Instant> now;

    public TestClock(Instant start) {
        this.now = new AtomicReference<>(start);
    }

    public TestClock() {
        this(DEFAULT_START);
    }

    @Override
    public Instant now() {
        return now.get();
    }

    /** Moves the clock forward. */
    public void advance(Duration by) {
        now.updateAndGet(t -> t.plus(by));
    }

    /** Sets the clock. */
    public void set(Instant instant) {
        now.set(instant);
    }
}
