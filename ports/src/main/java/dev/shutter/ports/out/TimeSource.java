package dev.shutter.ports.out;

import java.time.Instant;

/** The clock, injected so that time can be fixed or moved in tests. */
@FunctionalInterface
public interface TimeSource {

    /** The current instant. */
    Instant now();
}
