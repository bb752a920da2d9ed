package dev.shutter.ports.out;

import java.time.Instant;

/** The clock, injected so that time can be fixed or moved in tests. */
@FunctionalInterface
public interface TimeSource {

    /** The current instant. */
    Instant now();

    /**
     * A count of nanoseconds from an arbitrary origin, for how long an operation took: by default read from
     * {@link #now()} (a test's clock moves it); the system clock reads {@code System.nanoTime()}, which never
     * goes back.
     */
    default long nanoTime() {
        Instant now = now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    /** The system clock: the one place of Shutter's core that reads it, as a host's default. */
    static TimeSource system() {
        return new TimeSource() {
            @Override
            public Instant now() {
                return Instant.now();
            }

            @Override
            public long nanoTime() {
                return System.nanoTime();
            }
        };
    }
}
