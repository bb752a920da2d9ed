package dev.shutter.adapters.bcrypt;

import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.PasswordHashingProvider;
import dev.shutter.ports.out.Randomness;

/** Registers bcrypt with {@code Shutter.builder} (META-INF/services): cost 12, or 4 for tests. */
public final class BcryptPasswordHashingProvider implements PasswordHashingProvider {

    /** The lowest cost bcrypt accepts. */
    static final int MINIMUM_COST = 4;

    @Override
    public PasswordHashing create(Randomness randomness) {
        return new BcryptPasswordHashing(BcryptPasswordHashing.DEFAULT_COST, randomness);
    }

    @Override
    public PasswordHashing cheapest(Randomness randomness) {
        return new BcryptPasswordHashing(MINIMUM_COST, randomness);
    }
}
