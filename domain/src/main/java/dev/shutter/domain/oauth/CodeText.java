package dev.shutter.domain.oauth;

import io.vavr.control.Option;

/**
 * An authorization code as the app holds it, between the redirect and the exchange: 1 to 256 visible ASCII
 * characters or spaces (RFC 6749 appendix A.11). Only its SHA-256 is stored ({@link AuthorizationCode}); its text
 * is a credential, so {@link #toString()} does not show it.
 */
public record CodeText(String value) {

    /** The longest code an exchange takes. */
    public static final int MAX_LENGTH = 256;

    public CodeText {
        if (!isWellFormed(value)) {
            throw new IllegalArgumentException("an authorization code is 1 to 256 visible ASCII characters");
        }
    }

    /** The code, if {@code raw} is one. */
    public static Option<CodeText> parse(String raw) {
        return isWellFormed(raw) ? Option.some(new CodeText(raw)) : Option.none();
    }

    private static boolean isWellFormed(String raw) {
        return raw != null
                && !raw.isEmpty()
                && raw.length() <= MAX_LENGTH
                && raw.chars().allMatch(c -> c >= 0x20 && c <= 0x7E);
    }

    @Override
    public String toString() {
        return "CodeText[hidden]";
    }
}
