package dev.shutter.domain.oauth;

import dev.shutter.domain.user.UserId;
import java.util.Base64;
import java.util.HexFormat;

/**
 * How fresh secrets are spelled, from random bytes that the caller supplies (the domain draws no
 * randomness itself).
 */
public final class Secrets {

    /** Random bytes in an access token: 192 bits, over the 160 that docs/spec/DECISIONS.md section 3 asks. */
    public static final int TOKEN_BYTES = 24;

    /** Random bytes in a code or a session id: 256 bits. */
    public static final int CODE_BYTES = 32;

    /** Random bytes in a generated client secret: 256 bits. */
    public static final int CLIENT_SECRET_BYTES = 32;

    private Secrets() {}

    /** An access token: {@code <user-id>.<hex of the random bytes>}. */
    public static String accessToken(UserId user, byte[] random) {
        requireAtLeast(random, TOKEN_BYTES);
        return user.value() + "." + HexFormat.of().formatHex(random);
    }

    /** A code, session id or client secret: base64url of the random bytes, no padding. */
    public static String opaque(byte[] random) {
        requireAtLeast(random, CODE_BYTES);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(random);
    }

    private static void requireAtLeast(byte[] random, int bytes) {
        if (random.length < bytes) {
            throw new IllegalArgumentException("needs at least " + bytes + " random bytes");
        }
    }
}
