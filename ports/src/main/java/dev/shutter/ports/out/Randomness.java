package dev.shutter.ports.out;

/** Random bytes for secrets and ids, injected. Production uses a {@code SecureRandom}. */
@FunctionalInterface
public interface Randomness {

    /** {@code count} fresh random bytes. */
    byte[] bytes(int count);

    /** Randomness drawn from {@code source}; production passes a {@code SecureRandom}. */
    static Randomness from(java.util.Random source) {
        return count -> {
            byte[] bytes = new byte[count];
            source.nextBytes(bytes);
            return bytes;
        };
    }

    /** A fresh {@code SecureRandom}: the one place of Shutter's core that makes one, as a host's default. */
    static Randomness secure() {
        return from(new java.security.SecureRandom());
    }

    /** A random long from 8 fresh bytes. */
    default long nextLong() {
        long value = 0;
        for (byte b : bytes(8)) {
            value = (value << 8) | (b & 0xFF);
        }
        return value;
    }
}
