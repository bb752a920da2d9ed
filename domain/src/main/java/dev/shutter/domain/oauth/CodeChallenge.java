package dev.shutter.domain.oauth;

/**
 * A PKCE challenge with the one method Shutter accepts, {@code S256} (RFC 7636 section 4.2): the unpadded
 * base64url SHA-256 of a {@link CodeVerifier}, 43 characters. An app makes it with {@link CodeVerifier#challenge()}.
 */
public record CodeChallenge(String value) {

    public CodeChallenge {
        if (!Pkce.isWellFormedChallenge(value)) {
            throw new IllegalArgumentException("an S256 code challenge is 43 base64url characters");
        }
    }

    /** Its method's wire name, {@value Pkce#S256}. */
    public String method() {
        return Pkce.S256;
    }
}
