package dev.shutter.domain;

import java.util.Random;
import java.util.function.Consumer;

/**
 * Runs a randomised check many times, each try with its own seeded {@link Random}, so a failure can be
 * replayed: the message names the base seed and the try. The base seed is fixed (the build is
 * repeatable) and may be changed with {@code -Dshutter.seed=...} to explore other cases.
 */
public final class RandomTries {

    /** The default base seed. */
    public static final long BASE_SEED = 20_151_117L;

    private RandomTries() {}

    /** Runs {@code check} {@code tries} times. */
    public static void run(int tries, Consumer<Random> check) {
        long base = Long.getLong("shutter.seed", BASE_SEED);
        for (int i = 0; i < tries; i++) {
            long seed = base + i * 0x9E37_79B9_7F4A_7C15L;
            try {
                check.accept(new Random(seed));
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError(
                        "try " + i + " of base seed " + base + " (seed " + seed + ") failed: " + e.getMessage(), e);
            }
        }
    }
}
