package dev.shutter.adapters.jdbc.archfixture;

import org.junit.jupiter.api.Assertions;

/** Deliberately broken: a JDBC class that depends on a test library. */
public final class LeaksTestLibrary {

    private LeaksTestLibrary() {}

    public static void check(boolean condition) {
        Assertions.assertTrue(condition);
    }
}
