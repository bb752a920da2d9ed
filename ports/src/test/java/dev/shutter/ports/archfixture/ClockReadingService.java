package dev.shutter.ports.archfixture;

import java.time.Instant;
import java.util.Random;

/** Deliberately broken: reads the clock and makes its own randomness. Only the architecture tests load it. */
public final class ClockReadingService {

    private ClockReadingService() {}

    public static Instant stamp() {
        return Instant.now().plusMillis(new Random().nextInt(10));
    }
}
