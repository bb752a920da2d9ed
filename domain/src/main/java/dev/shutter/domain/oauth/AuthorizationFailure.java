package dev.shutter.domain.oauth;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Why an authorization request ends, other than with a grant (docs/spec/DECISIONS.md section 3). Before the redirect
 * URI is verified the answer is a page and never a redirect; after it, a redirect with an RFC 6749 error.
 */
public sealed interface AuthorizationFailure {

    /** An error page with no redirect. */
    record Page(int status, String message) implements AuthorizationFailure {
        /** Unknown or missing {@code client_id}. */
        public static Page invalidClient() {
            return new Page(400, "Invalid Client ID");
        }

        /** Missing or unregistered {@code redirect_uri}. */
        public static Page redirectMismatch() {
            return new Page(400, "Redirect URI does not match registered redirect URI");
        }

        /** A {@code redirect_uri} whose query already holds {@code name}, a {@link ResponseParameters} name. */
        public static Page redirectCarriesResponseParameter(String name) {
            return new Page(
                    400, "Redirect URI must not carry the response parameter " + name + " (RFC 6749 section 3.1)");
        }

        /** {@code response_type=token} for an app without the implicit flow. */
        public static Page implicitDisabled() {
            return new Page(403, "Implicit authentication is disabled");
        }

        /** A user who is not a sandbox user of a Sandbox app. */
        public static Page sandboxOnly() {
            return new Page(400, "This app is in sandbox mode: only its sandbox users may authorize it.");
        }
    }

    /** A redirect to the verified URI carrying {@code error} and {@code error_description}. */
    record Redirect(RedirectTarget target, String error, String description) implements AuthorizationFailure {

        /** The URL to redirect to. */
        public String location(String issuer) {
            Map<String, String> params = new LinkedHashMap<>();
            params.put("error", error);
            if (error.equals("access_denied")) {
                params.put("error_reason", "user_denied");
            }
            params.put("error_description", description);
            return target.withParameters(params, issuer);
        }

        /** The user pressed deny. */
        public static Redirect denied(RedirectTarget target) {
            return new Redirect(target, "access_denied", "The user denied your request");
        }
    }
}
