package dev.shutter.domain.oauth;

/**
 * The secret of a PKCE exchange (RFC 7636 section 4.1): 43 to 128 letters, digits, {@code -}, {@code .},
 * {@code _} or {@code ~}. The app keeps it, sends its {@link #challenge()} with the authorization request and
 * the verifier itself with the exchange. {@link #toString()} does not show it.
 */
public record CodeVerifier(String value) {

    public CodeVerifier {
        if (!Pkce.isWellFormedVerifier(value)) {
            throw new IllegalArgumentException("a code verifier is 43 to 128 letters, digits, '-', '.', '_' or '~'");
        }
    }

    /** Its S256 challenge. */
    public CodeChallenge challenge() {
        return new CodeChallenge(Pkce.challengeOf(value));
    }

    @Override
    public String toString() {
        return "CodeVerifier[hidden]";
    }
}
