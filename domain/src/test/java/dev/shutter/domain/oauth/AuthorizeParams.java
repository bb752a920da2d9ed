package dev.shutter.domain.oauth;

/** Builds the query of {@code GET /oauth/authorize}, starting from a valid code-flow request. */
final class AuthorizeParams {

    static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuwJDu9pQwM";
    static final String VERIFIER = "dBjftJeZ4CVP-mJ0kLNOxfL8Q5_Ci6bSgLzCcZDlLtY";

    private String clientId = "demo";
    private String redirectUri = Apps.CALLBACK;
    private String responseType = "code";
    private String scope;
    private String state = "xyz";
    private String codeChallenge;
    private String codeChallengeMethod;

    static AuthorizeParams valid() {
        return new AuthorizeParams();
    }

    AuthorizeParams clientId(String value) {
        clientId = value;
        return this;
    }

    AuthorizeParams redirectUri(String value) {
        redirectUri = value;
        return this;
    }

    AuthorizeParams responseType(String value) {
        responseType = value;
        return this;
    }

    AuthorizeParams scope(String value) {
        scope = value;
        return this;
    }

    AuthorizeParams state(String value) {
        state = value;
        return this;
    }

    AuthorizeParams pkce(String challenge, String method) {
        codeChallenge = challenge;
        codeChallengeMethod = method;
        return this;
    }

    AuthorizationRequest.Parameters build() {
        return new AuthorizationRequest.Parameters(
                clientId, redirectUri, responseType, scope, state, codeChallenge, codeChallengeMethod);
    }
}
