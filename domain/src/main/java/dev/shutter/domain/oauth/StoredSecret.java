package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.util.Objects;

/**
 * A client secret as stored: never the secret itself. A secret the server generated (256 random bits)
 * is stored as its SHA-256; a secret a person chose is stored with the slow password hash. The encoded
 * form names its kind ({@code sha256:...} or {@code slow:...}) so both verify.
 */
public record StoredSecret(Kind kind, String hash) {

    /** How the secret was hashed. */
    public enum Kind {
        SHA256("sha256"),
        SLOW("slow");

        private final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }
    }

    public StoredSecret {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(hash, "hash");
    }

    /** A generated secret, stored as its SHA-256. */
    public static StoredSecret ofGenerated(String secret) {
        return new StoredSecret(Kind.SHA256, Hashes.sha256Hex(secret));
    }

    /** The stored form. */
    public String encoded() {
        return kind.prefix + ":" + hash;
    }

    /** Reads back {@link #encoded()}. */
    public static Option<StoredSecret> decode(String encoded) {
        if (encoded == null) {
            return Option.none();
        }
        for (Kind kind : Kind.values()) {
            if (encoded.startsWith(kind.prefix + ":")) {
                return Option.some(new StoredSecret(kind, encoded.substring(kind.prefix.length() + 1)));
            }
        }
        return Option.none();
    }

    /**
     * Whether {@code presented} is the SHA-256-stored secret, compared in constant time. Slow-hashed
     * secrets are verified by the password hashing port instead.
     */
    public boolean matchesGenerated(String presented) {
        return kind == Kind.SHA256 && presented != null && Hashes.constantTimeEquals(hash, Hashes.sha256Hex(presented));
    }
}
