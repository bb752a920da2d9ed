package dev.shutter.adapters.bcrypt;

import at.favre.lib.crypto.bcrypt.BCrypt;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.Randomness;
import java.nio.charset.StandardCharsets;

/**
 * bcrypt (Patrick Favre-Bulle's library), salted from the injected {@link Randomness}. Cost 12 in
 * production; tests may lower it to the minimum of 4 to stay fast.
 */
public final class BcryptPasswordHashing implements PasswordHashing {

    /** The production cost: about a quarter of a second per hash on a current core. */
    public static final int DEFAULT_COST = 12;

    private static final int SALT_BYTES = 16;

    private final int cost;
    private final Randomness randomness;

    public BcryptPasswordHashing(int cost, Randomness randomness) {
        if (cost < 4 || cost > 31) {
            throw new IllegalArgumentException("bcrypt cost is 4 to 31");
        }
        this.cost = cost;
        this.randomness = randomness;
    }

    @Override
    public String hash(String password) {
        byte[] hash = BCrypt.withDefaults().hash(cost, randomness.bytes(SALT_BYTES), bytesOf(password));
        return new String(hash, StandardCharsets.UTF_8);
    }

    @Override
    public boolean verify(String password, String hash) {
        return BCrypt.verifyer().verify(bytesOf(password), hash.getBytes(StandardCharsets.UTF_8)).verified;
    }

    /** bcrypt reads at most 72 bytes; longer passwords are pre-hashed so that every byte counts. */
    private static byte[] bytesOf(String password) {
        byte[] raw = password.getBytes(StandardCharsets.UTF_8);
        if (raw.length <= 71) {
            return raw;
        }
        String digest = Hashes.sha256Hex(password);
        return digest.getBytes(StandardCharsets.US_ASCII);
    }
}
