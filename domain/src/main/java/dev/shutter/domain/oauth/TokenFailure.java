package dev.shutter.domain.oauth;

import java.util.Map;

/**
 * Why the token endpoint ({@code POST /oauth/access_token}), the revocation or the introspection endpoint refused,
 * with both the platform's and RFC 6749's vocabularies (docs/spec/DECISIONS.md section 3). Each case names its
 * {@link TokenCatalogueRow} and holds only what its answer needs.
 */
public sealed interface TokenFailure {

    /** The row of the token endpoint's table this failure is an entry of. */
    TokenCatalogueRow row();

    /** The values of the slots of the row's message, by slot name; none for a row whose message has none. */
    default Map<String, String> slots() {
        return Map.of();
    }

    /** HTTP status. */
    default int status() {
        return row().status();
    }

    /** RFC 6749 {@code error}. */
    default String error() {
        return row().error();
    }

    /** The platform's {@code error_message}, also sent as {@code error_description}. */
    default String message() {
        return row().message().fill(slots());
    }

    /** No {@code client_id}. */
    record MissingClientId() implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.MISSING_CLIENT_ID;
        }
    }

    /** Unknown {@code client_id}. */
    record UnknownClient() implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.UNKNOWN_CLIENT;
        }
    }

    /** Wrong or missing secret; {@code viaBasic} asks for a {@code WWW-Authenticate} header. */
    record WrongClientSecret(boolean viaBasic) implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.WRONG_CLIENT_SECRET;
        }
    }

    /**
     * A public client (one without a secret) at the introspection endpoint: RFC 7662 section 2.1 wants the
     * caller authorized, and a public client's id proves nothing.
     */
    record ConfidentialClientRequired() implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.CONFIDENTIAL_CLIENT_REQUIRED;
        }
    }

    /** {@code grant_type} other than {@code authorization_code}. */
    record UnsupportedGrantType() implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.UNSUPPORTED_GRANT_TYPE;
        }
    }

    /** No {@code code}. */
    record MissingCode() implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.MISSING_CODE;
        }
    }

    /** The code is unknown, used, expired, issued to another client, or its PKCE verifier fails. */
    record InvalidGrant() implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.INVALID_GRANT;
        }
    }

    /**
     * The code was used before: the tokens it issued are revoked (RFC 6749 section 4.1.2). The row of {@link
     * InvalidGrant}, so the same answer on the wire; a case of its own so that the revocation can be counted.
     */
    record ReplayedCode() implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.INVALID_GRANT;
        }
    }

    /** {@code redirect_uri} differs from the authorization request's. */
    record RedirectUriMismatch() implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.REDIRECT_URI_MISMATCH;
        }
    }

    /** A malformed request: a parameter repeated, or sent where it may not be; {@code message} says which. */
    record InvalidRequest(String message) implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.INVALID_REQUEST;
        }

        @Override
        public Map<String, String> slots() {
            return Map.of("message", message);
        }
    }

    /**
     * Too many introspections by one client in the sliding hour: a guard against guessing tokens. Sent
     * with {@code Retry-After}.
     */
    record TooManyRequests(long retryAfterSeconds) implements TokenFailure {
        public TokenCatalogueRow row() {
            return TokenCatalogueRow.TOO_MANY_REQUESTS;
        }

        @Override
        public Map<String, String> slots() {
            return Map.of("retryAfterSeconds", Long.toString(retryAfterSeconds));
        }
    }
}
