package dev.shutter.ports.in;

import dev.shutter.domain.oauth.AuthorizationRequest;
import jakarta.validation.constraints.Size;

/** The parameters of {@code GET /oauth/authorize}, as sent; absent ones are null. */
public record AuthorizeCommand(
        @Size(max = 256) String clientId,
        @Size(max = 2048) String redirectUri,
        @Size(max = 64) String responseType,
        @Size(max = 1024) String scope,
        @Size(max = 2048) String state,
        @Size(max = 256) String codeChallenge,
        @Size(max = 64) String codeChallengeMethod) {

    /** The same parameters as the domain checks them. */
    public AuthorizationRequest.Parameters parameters() {
        return new AuthorizationRequest.Parameters(
                clientId, redirectUri, responseType, scope, state, codeChallenge, codeChallengeMethod);
    }
}
