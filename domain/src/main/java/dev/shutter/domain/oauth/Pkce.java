package dev.shutter.domain.oauth;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.regex.Pattern;

/** PKCE (RFC 7636), method {@code S256} only. */
public final class Pkce {

    /** The one method accepted. */
    public static final String S256 = "S256";

    private static final Pattern VERIFIER = Pattern.compile("[A-Za-z0-9._~-]{43,128}");
    private static final Pattern CHALLENGE = Pattern.compile("[A-Za-z0-9_-]{43}");

    private Pkce() {}

    /** Whether {@code challenge} has the shape of an S256 challenge. */
    public static boolean isWellFormedChallenge(String challenge) {
        return challenge != null && CHALLENGE.matcher(challenge).matches();
    }

    static boolean isWellFormedVerifier(String verifier) {
        return verifier != null && VERIFIER.matcher(verifier).matches();
    }

    /** The S256 challenge of {@code verifier}. */
    public static String challengeOf(String verifier) {
        byte[] digest = Hashes.sha256(verifier.getBytes(StandardCharsets.US_ASCII));
        return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
    }

    /** Whether {@code verifier} is well formed and its S256 challenge is {@code challenge}. */
    public static boolean verifies(String challenge, String verifier) {
        return isWellFormedVerifier(verifier) && Hashes.constantTimeEquals(challenge, challengeOf(verifier));
    }
}
