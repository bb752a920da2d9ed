package dev.shutter.testsupport;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Assumptions;

/**
 * What an end-to-end test needs from the machine (a browser, a database). Missing on a developer's
 * machine, the test is skipped with a message saying what to install; under {@code CI=true} it fails,
 * so that CI cannot go green by skipping.
 */
public final class Prerequisites {

    private Prerequisites() {}

    /** Whether this run is CI's ({@code CI=true}). */
    public static boolean inCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /** Skips the test (or fails it under CI) unless {@code met}; {@code missing} says what is missing. */
    public static void require(boolean met, String missing) {
        if (met) {
            return;
        }
        if (inCi()) {
            fail(missing + " (CI=true: a missing prerequisite fails instead of skipping)");
        }
        Assumptions.abort(missing + "; skipped (under CI=true this fails)");
    }
}
