package dev.shutter.ports.out;

import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Where {@code Shutter.builder} finds its {@link PasswordHashing} when the host gives none: an adapter
 * (such as {@code shutter-adapters-bcrypt}) registers one in {@code META-INF/services}.
 */
public interface PasswordHashingProvider {

    /** The artifact that brings the default provider, named in the error when none is found. */
    String DEFAULT_ARTIFACT = "dev.shutter:shutter-adapters-bcrypt";

    /** The hashing at production strength, salted from {@code randomness}. */
    PasswordHashing create(Randomness randomness);

    /** The same algorithm at its cheapest strength: for tests only, where speed matters more. */
    PasswordHashing cheapest(Randomness randomness);

    /** The first provider on the class path that loaded the ports, if any. */
    static Optional<PasswordHashingProvider> installed() {
        return ServiceLoader.load(PasswordHashingProvider.class, PasswordHashingProvider.class.getClassLoader())
                .findFirst();
    }

    /** The first provider on the class path, or an error that names the artifact to add. */
    static PasswordHashingProvider required() {
        return installed()
                .orElseThrow(() -> new IllegalStateException("No password hashing: add " + DEFAULT_ARTIFACT
                        + " to the class path (runtime scope is enough), or give one with passwordHashing(...)"));
    }
}
