package dev.shutter.ports.in;

import dev.shutter.domain.oauth.AuthorizationRequest;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.CodeChallenge;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scope;
import jakarta.validation.constraints.Size;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The parameters of {@code GET /oauth/authorize}, as sent; absent ones are null. A host that makes one
 * itself names the flow:
 *
 * <pre>{@code
 * AuthorizeCommand.code(app.client().id(), RedirectUri.of("https://app.example/cb"))
 *         .scopes(Scope.RELATIONSHIPS).state("af0ifjsldkj").build()
 * }</pre>
 */
public final class AuthorizeCommand {

    @Size(max = 256)
    private final String clientId;

    @Size(max = 2048)
    private final String redirectUri;

    @Size(max = 64)
    private final String responseType;

    @Size(max = 1024)
    private final String scope;

    @Size(max = 2048)
    private final String state;

    @Size(max = 256)
    private final String codeChallenge;

    @Size(max = 64)
    private final String codeChallengeMethod;

    private AuthorizeCommand(
            String clientId,
            String redirectUri,
            String responseType,
            String scope,
            String state,
            String codeChallenge,
            String codeChallengeMethod) {
        this.clientId = clientId;
        this.redirectUri = redirectUri;
        this.responseType = responseType;
        this.scope = scope;
        this.state = state;
        this.codeChallenge = codeChallenge;
        this.codeChallengeMethod = codeChallengeMethod;
    }

    public String clientId() {
        return clientId;
    }

    public String redirectUri() {
        return redirectUri;
    }

    public String responseType() {
        return responseType;
    }

    public String scope() {
        return scope;
    }

    public String state() {
        return state;
    }

    public String codeChallenge() {
        return codeChallenge;
    }

    public String codeChallengeMethod() {
        return codeChallengeMethod;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AuthorizeCommand that
                && java.util.Objects.equals(clientId, that.clientId)
                && java.util.Objects.equals(redirectUri, that.redirectUri)
                && java.util.Objects.equals(responseType, that.responseType)
                && java.util.Objects.equals(scope, that.scope)
                && java.util.Objects.equals(state, that.state)
                && java.util.Objects.equals(codeChallenge, that.codeChallenge)
                && java.util.Objects.equals(codeChallengeMethod, that.codeChallengeMethod);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(
                clientId, redirectUri, responseType, scope, state, codeChallenge, codeChallengeMethod);
    }

    @Override
    public String toString() {
        return "AuthorizeCommand[clientId=" + clientId + ", redirectUri=" + redirectUri + ", responseType="
                + responseType + ", scope=" + scope + ", state=" + state + ", codeChallenge=" + codeChallenge
                + ", codeChallengeMethod=" + codeChallengeMethod + "]";
    }

    /**
     * The code flow ({@code response_type=code}) for the app {@code client}: the app exchanges the code for a
     * token. {@code redirectUri} is the one the app asks for, matched against the app's registered ones.
     */
    public static Builder code(ClientId client, RedirectUri redirectUri) {
        return new Builder(client, redirectUri, "code");
    }

    /** The implicit flow ({@code response_type=token}) for the app {@code client}: the token comes in the redirect's fragment. */
    public static Builder token(ClientId client, RedirectUri redirectUri) {
        return new Builder(client, redirectUri, "token");
    }

    /** The same parameters as the domain checks them. */
    public AuthorizationRequest.Parameters parameters() {
        return new AuthorizationRequest.Parameters(
                clientId, redirectUri, responseType, scope, state, codeChallenge, codeChallengeMethod);
    }

    /**
     * The request as the browser sent it, each parameter by its wire name ({@code client_id}, {@code
     * scope}...), absent ones null: the use case checks it and answers with the catalogue's errors.
     */
    public static AuthorizeCommand fromParameters(Function<String, String> parameter) {
        return new AuthorizeCommand(
                parameter.apply("client_id"),
                parameter.apply("redirect_uri"),
                parameter.apply("response_type"),
                parameter.apply("scope"),
                parameter.apply("state"),
                parameter.apply("code_challenge"),
                parameter.apply("code_challenge_method"));
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

        private Builder(ClientId client, RedirectUri redirectUri, String responseType) {
            this.clientId = Objects.requireNonNull(client, "client").value();
            this.redirectUri =
                    Objects.requireNonNull(redirectUri, "redirectUri").value();
            this.responseType = responseType;
        }

        /** The scopes asked for ({@code basic} when none). */
        public Builder scopes(Scope... scopes) {
            this.scope = Arrays.stream(scopes).map(Scope::wireName).collect(Collectors.joining(" "));
            return this;
        }

        /** The app's opaque value, returned with the redirect. */
        public Builder state(String value) {
            this.state = value;
            return this;
        }

        /** PKCE (RFC 7636): the challenge of the app's {@link dev.shutter.domain.oauth.CodeVerifier}, method {@code S256}. */
        public Builder codeChallenge(CodeChallenge challenge) {
            this.codeChallenge = challenge.value();
            this.codeChallengeMethod = challenge.method();
            return this;
        }

        /** The command; an {@link InvalidCommandException} names the first field the use case would refuse. */
        public AuthorizeCommand build() {
            return CommandCheck.valid(new AuthorizeCommand(
                    clientId, redirectUri, responseType, scope, state, codeChallenge, codeChallengeMethod));
        }
    }
}
