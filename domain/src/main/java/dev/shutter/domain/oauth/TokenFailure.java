package dev.shutter.domain.oauth;

/**
 * Why the token endpoint ({@code POST /oauth/access_token}) or the revocation endpoint refused, with
 * both the platform's and RFC 6749's vocabularies (docs/spec/DECISIONS.md section 3).
 */
public sealed interface TokenFailure {

    /** HTTP status. */
    int status();

    /** RFC 6749 {@code error}. */
    String error();

    /** The platform's {@code error_message}, also sent as {@code error_description}. */
    String message();

    /** No {@code client_id}. */
    record MissingClientId() implements TokenFailure {
        public int status() {
            return 400;
        }

        public String error() {
            return "invalid_request";
        }

        public String message() {
            return "You must provide a client_id";
        }
    }

    /** Unknown {@code client_id}. */
    record UnknownClient() implements TokenFailure {
        public int status() {
            return 400;
        }

        public String error() {
            return "invalid_client";
        }

        public String message() {
            return "Invalid Client ID";
        }
    }

    /** Wrong or missing secret; {@code viaBasic} asks for a {@code WWW-Authenticate} header. */
    record WrongClientSecret(boolean viaBasic) implements TokenFailure {
        public int status() {
            return 401;
        }

        public String error() {
            return "invalid_client";
        }

        public String message() {
            return "Invalid Client Secret";
        }
    }

    /** {@code grant_type} other than {@code authorization_code}. */
    record UnsupportedGrantType() implements TokenFailure {
        public int status() {
            return 400;
        }

        public String error() {
            return "unsupported_grant_type";
        }

        public String message() {
            return "Invalid grant_type";
        }
    }

    /** No {@code code}. */
    record MissingCode() implements TokenFailure {
        public int status() {
            return 400;
        }

        public String error() {
            return "invalid_request";
        }

        public String message() {
            return "You must provide a code";
        }
    }

    /** The code is unknown, used, expired, issued to another client, or its PKCE verifier fails. */
    record InvalidGrant() implements TokenFailure {
        public int status() {
            return 400;
        }

        public String error() {
            return "invalid_grant";
        }

        public String message() {
            return "Matching code was not found or was already used.";
        }
    }

    /**
     * The code was used before: the tokens it issued are revoked (RFC 6749 section 4.1.2). On the wire the
     * same answer as {@link InvalidGrant}; a case of its own so that the revocation can be counted.
     */
    record ReplayedCode() implements TokenFailure {
        public int status() {
            return 400;
        }

        public String error() {
            return "invalid_grant";
        }

        public String message() {
            return new InvalidGrant().message();
        }
    }

    /** {@code redirect_uri} differs from the authorization request's. */
    record RedirectUriMismatch() implements TokenFailure {
        public int status() {
            return 400;
        }

        public String error() {
            return "invalid_grant";
        }

        public String message() {
            return "Redirect URI does not match registered redirect URI";
        }
    }

    /** A malformed request: a parameter repeated, or sent where it may not be. */
    record InvalidRequest(String message) implements TokenFailure {
        public int status() {
            return 400;
        }

        public String error() {
            return "invalid_request";
        }
    }

    /**
     * Too many introspections by one client in the sliding hour: a guard against guessing tokens. Sent
     * with {@code Retry-After}.
     */
    record TooManyRequests(long retryAfterSeconds) implements TokenFailure {
        public int status() {
            return 429;
        }

        public String error() {
            return "invalid_request";
        }

        public String message() {
            return "Too many requests; retry in " + retryAfterSeconds + " seconds";
        }
    }
}
