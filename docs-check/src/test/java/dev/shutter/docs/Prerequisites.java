package dev.shutter.docs;

import org.junit.jupiter.api.Assumptions;

/** A test that needs a tool the machine may lack: skipped saying so, or failed under CI (CI=true). */
final class Prerequisites {

    private Prerequisites() {}

    static void require(boolean present, String what) {
        if (!present && "true".equals(System.getenv("CI"))) {
            throw new AssertionError("CI=true and " + what);
        }
        Assumptions.assumeTrue(present, what);
    }
}
