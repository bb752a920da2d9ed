package dev.shutter.ports.out;

import java.time.Instant;

/** The clock, injected so that time can be fixed or moved in tests. */
@FunctionalInterface
public interface TimeSource {

    /** The current instant. */
    Instant now();

    /** The system clock: the one place of Shutter's core that reads it, as a host's default. */
    static TimeSource system() {
        return Instant::now;
    }
}
