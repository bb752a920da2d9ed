package dev.shutter.ports.in;

import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.RedirectTarget;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.Map;

/** What an approved authorization request sends the browser back with: a code, or a token. */
public sealed interface AuthorizationGrant {

    /** Where the browser goes, with {@code iss} set to {@code issuer}. */
    String location(String issuer);

    /** The authorization code issued, in the code flow; none in the implicit flow. */
    Option<CodeText> issuedCode();

    /** The access token issued, in the implicit flow; none in the code flow. */
    Option<String> issuedToken();

    /** The code flow: {@code code} in the query. */
    record CodeIssued(RedirectTarget target, CodeText code) implements AuthorizationGrant {
        public String location(String issuer) {
            return target.withParameters(Map.of("code", code.value()), issuer);
        }

        public Option<CodeText> issuedCode() {
            return Option.some(code);
        }

        public Option<String> issuedToken() {
            return Option.none();
        }
    }

    /** The implicit flow: {@code access_token} and {@code token_type} (RFC 6749 section 4.2.2) in the fragment. */
    record TokenIssued(RedirectTarget target, String accessToken) implements AuthorizationGrant {
        public String location(String issuer) {
            Map<String, String> parameters = new LinkedHashMap<>();
            parameters.put("access_token", accessToken);
            parameters.put("token_type", "bearer");
            return target.withParameters(parameters, issuer);
        }

        public Option<CodeText> issuedCode() {
            return Option.none();
        }

        public Option<String> issuedToken() {
            return Option.some(accessToken);
        }
    }
}
