package dev.shutter.adapters.http.archfixture;

import java.time.Instant;

/** Deliberately broken: a handler that reads the clock instead of being given one. */
public final class ReadsTheClock {

    private ReadsTheClock() {}

    public static long now() {
        return Instant.now().getEpochSecond();
    }
}
