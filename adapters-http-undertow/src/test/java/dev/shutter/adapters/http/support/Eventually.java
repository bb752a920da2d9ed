package dev.shutter.adapters.http.support;

import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;

/** Waiting for a server to notice an outage, or its end: asked every 200 ms for at most 20 s. */
public final class Eventually {

    private static final Duration PATIENCE = Duration.ofSeconds(20);

    private Eventually() {}

    /** Whether {@code condition} held within the patience. */
    public static boolean holds(BooleanSupplier condition) throws InterruptedException {
        Instant deadline = Instant.now().plus(PATIENCE);
        while (Instant.now().isBefore(deadline)) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Thread.sleep(200);
        }
        return false;
    }
}
