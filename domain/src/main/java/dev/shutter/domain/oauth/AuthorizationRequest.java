package dev.shutter.domain.oauth;

import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * An authorization request that passed every check of docs/spec/DECISIONS.md section 3, in order. What the consent
 * page shows, and what approval turns into a code or a token.
 */
public record AuthorizationRequest(
        Client client, RedirectTarget target, ResponseType responseType, Scopes scopes, Option<String> codeChallenge) {

    public AuthorizationRequest {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(responseType, "responseType");
        Objects.requireNonNull(scopes, "scopes");
        Objects.requireNonNull(codeChallenge, "codeChallenge");
    }

    /** The query parameters of {@code GET /oauth/authorize}, as sent (absent ones null). */
    public record Parameters(
            String clientId,
            String redirectUri,
            String responseType,
            String scope,
            String state,
            String codeChallenge,
            String codeChallengeMethod) {}

    /**
     * Checks {@code params} against {@code client} (looked up by its id; empty if unknown) in the mode the
     * app is in now. The first failing check decides the answer.
     */
    public static Either<AuthorizationFailure, AuthorizationRequest> validate(
            Parameters params, Option<Client> client, AppMode mode) {
        if (params.clientId() == null || client.isEmpty()) {
            return Either.left(AuthorizationFailure.Page.invalidClient());
        }
        Client app = client.get();
        if (params.redirectUri() == null || !app.acceptsRedirect(params.redirectUri())) {
            return Either.left(AuthorizationFailure.Page.redirectMismatch());
        }
        Option<String> repeated = RedirectUri.responseParameterIn(params.redirectUri());
        if (repeated.isDefined()) {
            return Either.left(AuthorizationFailure.Page.redirectCarriesResponseParameter(repeated.get()));
        }
        Option<ResponseType> type = ResponseType.parse(params.responseType());
        Option<String> state = Option.of(params.state()).filter(s -> !s.isEmpty());
        RedirectTarget target = new RedirectTarget(params.redirectUri(), type.contains(ResponseType.TOKEN), state);
        if (type.isEmpty()) {
            return redirect(target, "unsupported_response_type", "response_type must be code or token");
        }
        if (type.get() == ResponseType.TOKEN && !app.implicitAllowed()) {
            return Either.left(AuthorizationFailure.Page.implicitDisabled());
        }
        Either<String, Scopes> scopes = Scopes.parse(params.scope());
        if (scopes.isLeft()) {
            return redirect(target, "invalid_scope", "unknown scope: " + scopes.getLeft());
        }
        Option<Scope> forbidden = Option.ofOptional(scopes.get().values().stream()
                .filter(s -> !app.mayRequest(s, mode))
                .findFirst());
        if (forbidden.isDefined()) {
            return redirect(
                    target,
                    "invalid_scope",
                    "this app may not request scope " + forbidden.get().wireName());
        }
        return checkPkce(params, app, type.get(), target)
                .map(challenge -> new AuthorizationRequest(app, target, type.get(), scopes.get(), challenge));
    }

    private static Either<AuthorizationFailure, Option<String>> checkPkce(
            Parameters params, Client app, ResponseType type, RedirectTarget target) {
        if (type != ResponseType.CODE) {
            return Either.right(Option.none());
        }
        String challenge = params.codeChallenge();
        String method = params.codeChallengeMethod();
        if (challenge == null || challenge.isEmpty()) {
            return app.isPublic()
                    ? redirect(target, "invalid_request", "code_challenge is required for public clients")
                    : Either.right(Option.none());
        }
        if (!Pkce.S256.equals(method)) {
            return redirect(target, "invalid_request", "code_challenge_method must be S256");
        }
        if (!Pkce.isWellFormedChallenge(challenge)) {
            return redirect(target, "invalid_request", "code_challenge is not a valid S256 challenge");
        }
        return Either.right(Option.some(challenge));
    }

    private static <T> Either<AuthorizationFailure, T> redirect(
            RedirectTarget target, String error, String description) {
        return Either.left(new AuthorizationFailure.Redirect(target, error, description));
    }
}
