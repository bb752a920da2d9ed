package dev.shutter.domain.archfixture;

import org.junit.jupiter.api.function.Executable;

/** Broken on purpose: a domain class that depends on a library outside the whitelist (JUnit). */
public final class DependsOnATestLibrary {

    private DependsOnATestLibrary() {}

    public static Executable nothing() {
        return () -> {};
    }
}
