package dev.shutter.ports.in;

import dev.shutter.domain.oauth.AuthorizationRequest;
import jakarta.validation.constraints.Size;

/**
 * The parameters of {@code GET /oauth/authorize}, as sent; absent ones are null. A host that makes one
 * itself names the flow:
 *
 * <pre>{@code
 * AuthorizeCommand.code(clientId, "https://app.example/cb").scopes("relationships").state("af0ifjsldkj").build()
 * }</pre>
 */
public record AuthorizeCommand(
        @Size(max = 256) String clientId,
        @Size(max = 2048) String redirectUri,
        @Size(max = 64) String responseType,
        @Size(max = 1024) String scope,
        @Size(max = 2048) String state,
        @Size(max = 256) String codeChallenge,
        @Size(max = 64) String codeChallengeMethod) {

    /** The code flow ({@code response_type=code}): the app exchanges the code for a token. */
    public static Builder code(String clientId, String redirectUri) {
        return new Builder(clientId, redirectUri, "code");
    }

    /** The implicit flow ({@code response_type=token}): the token comes in the redirect's fragment. */
    public static Builder token(String clientId, String redirectUri) {
        return new Builder(clientId, redirectUri, "token");
    }

    /** The same parameters as the domain checks them. */
    public AuthorizationRequest.Parameters parameters() {
        return new AuthorizationRequest.Parameters(
                clientId, redirectUri, responseType, scope, state, codeChallenge, codeChallengeMethod);
    }

    /** The optional parameters of an authorization request, each named; {@link #build()} checks them. */
    public static final class Builder {

        private final String clientId;
        private final String redirectUri;
        private final String responseType;
        private String scope;
        private String state;
        private String codeChallenge;
        private String codeChallengeMethod;

        private Builder(String clientId, String redirectUri, String responseType) {
            this.clientId = clientId;
            this.redirectUri = redirectUri;
            this.responseType = responseType;
        }

        /** The scopes asked for ({@code basic} when none). */
        public Builder scopes(String... scopes) {
            this.scope = String.join(" ", scopes);
            return this;
        }

        /** The app's opaque value, returned with the redirect. */
        public Builder state(String value) {
            this.state = value;
            return this;
        }

        /** PKCE (RFC 7636): the challenge and its method ({@code S256} or {@code plain}). */
        public Builder codeChallenge(String challenge, String method) {
            this.codeChallenge = challenge;
            this.codeChallengeMethod = method;
            return this;
        }

        /** The command; an {@link InvalidCommandException} names the first field the use case would refuse. */
        public AuthorizeCommand build() {
            return CommandCheck.valid(new AuthorizeCommand(
                    clientId, redirectUri, responseType, scope, state, codeChallenge, codeChallengeMethod));
        }
    }
}
