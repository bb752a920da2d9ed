package dev.shutter.adapters.bcrypt.archfixture;

import org.junit.jupiter.api.Assertions;

/** Deliberately broken: adapter code that depends on a test library. */
public final class TestLibraryLeak {

    private TestLibraryLeak() {}

    public static void check(boolean condition) {
        Assertions.assertTrue(condition);
    }
}
