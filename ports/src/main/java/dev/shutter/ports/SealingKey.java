package dev.shutter.ports;

import dev.shutter.domain.oauth.SealedSecret;
import java.util.Arrays;

/** A 256-bit server key that seals signing secrets; it must live outside the database. */
public final class SealingKey {

    private final byte[] key;

    public SealingKey(byte[] key) {
        if (key.length != SealedSecret.KEY_BYTES) {
            throw new IllegalArgumentException("a sealing key has 32 bytes");
        }
        this.key = key.clone();
    }

    /** A copy of the key bytes. */
    public byte[] bytes() {
        return key.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SealingKey that && Arrays.equals(key, that.key);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(key);
    }

    @Override
    public String toString() {
        return "SealingKey[hidden]";
    }
}
