package dev.shutter.domain.oauth;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * CSRF tokens bound to a session: an HMAC of a fixed label keyed with the session id, which only the
 * session's own browser (holding the cookie) can present. Nothing to store.
 */
public final class Csrf {

    private Csrf() {}

    /** The CSRF token of the session whose id is {@code sessionId}. */
    public static String tokenFor(String sessionId) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(sessionId.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] tag = mac.doFinal("shutter-csrf".getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(tag);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has HmacSHA256", e);
        }
    }

    /** Whether {@code presented} is the CSRF token of {@code sessionId}. */
    public static boolean verifies(String sessionId, String presented) {
        return presented != null && Hashes.constantTimeEquals(tokenFor(sessionId), presented);
    }
}
