package dev.shutter.domain.oauth;

/** Builds the query of {@code GET /oauth/authorize}, starting from a valid code-flow request. */
final class AuthorizeParams {

    /** RFC 7636 appendix B. */
    static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    /** RFC 7636 appendix B. */
    static final String VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

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
