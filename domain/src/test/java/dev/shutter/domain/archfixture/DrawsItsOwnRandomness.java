package dev.shutter.domain.archfixture;

import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/** Broken on purpose: each nested class draws randomness in one of the ways the domain must not. */
public final class DrawsItsOwnRandomness {

    private DrawsItsOwnRandomness() {}

    public static final class NewRandom {
        public int roll() {
            return new Random().nextInt(6);
        }
    }

    public static final class NewSecureRandom {
        public int roll() {
            return new SecureRandom().nextInt(6);
        }
    }

    public static final class SecureRandomInstance {
        public int roll() throws NoSuchAlgorithmException {
            return SecureRandom.getInstanceStrong().nextInt(6);
        }
    }

    public static final class ThreadLocalRandomCurrent {
        public int roll() {
            return ThreadLocalRandom.current().nextInt(6);
        }
    }

    public static final class RandomUuid {
        public UUID id() {
            return UUID.randomUUID();
        }
    }

    public static final class MathRandom {
        public double roll() {
            return Math.random();
        }
    }
}
