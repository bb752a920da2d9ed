package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Once the redirect URI is verified, errors go back to it (query for code, fragment for token) with state
 * echoed; except the implicit flow of an app that has it off, which is a 403 page. The Live app of these
 * scenarios is approved for comments only.
 */
@DisplayName("Authorizing, after the redirect URI is verified")
class AuthorizingAfterTheRedirectIsVerifiedTest {

    private static Either<AuthorizationFailure, AuthorizationRequest> validate(
            AuthorizeParams params, Client client, AppMode mode) {
        return AuthorizationRequest.validate(params.build(), Option.some(client), mode);
    }

    private static AuthorizationFailure.Redirect redirectOf(Either<AuthorizationFailure, AuthorizationRequest> result) {
        assertThat(result.getLeft()).isInstanceOf(AuthorizationFailure.Redirect.class);
        return (AuthorizationFailure.Redirect) result.getLeft();
    }

    @ParameterizedTest(name = "[{0}]")
    @NullAndEmptySource
    @ValueSource(strings = {"id_token", "CODE", "code token"})
    @DisplayName("a missing or unknown response_type is redirected as unsupported_response_type, in the query")
    void unsupportedResponseType(String responseType) {
        // when
        AuthorizationFailure.Redirect redirect = redirectOf(
                validate(AuthorizeParams.valid().responseType(responseType), Apps.withImplicit(), AppMode.LIVE));

        // then
        assertThat(redirect.error()).isEqualTo("unsupported_response_type");
        assertThat(redirect.target()).isEqualTo(new RedirectTarget(Apps.CALLBACK, false, Option.some("xyz")));
    }

    @Test
    @DisplayName("response_type is checked before scope")
    void responseTypeBeforeScope() {
        AuthorizationFailure.Redirect redirect = redirectOf(validate(
                AuthorizeParams.valid().responseType("id_token").scope("everything"),
                Apps.confidential(),
                AppMode.LIVE));
        assertThat(redirect.error()).isEqualTo("unsupported_response_type");
    }

    @Test
    @DisplayName("the implicit flow of an app that has it off is a 403 page, before the scope is looked at")
    void implicitDisabled() {
        // when
        AuthorizationFailure failure = validate(
                        AuthorizeParams.valid().responseType("token").scope("everything"),
                        Apps.confidential(),
                        AppMode.LIVE)
                .getLeft();

        // then
        assertThat(failure).isEqualTo(new AuthorizationFailure.Page(403, "Implicit authentication is disabled"));
    }

    @Test
    @DisplayName("an unknown scope is redirected as invalid_scope, with state")
    void unknownScope() {
        // when
        AuthorizationFailure.Redirect redirect = redirectOf(
                validate(AuthorizeParams.valid().scope("comments everything"), Apps.confidential(), AppMode.LIVE));

        // then
        assertThat(redirect.error()).isEqualTo("invalid_scope");
        assertThat(redirect.description()).contains("everything");
        assertThat(redirect.target().state()).isEqualTo(Option.some("xyz"));
        assertThat(redirect.target().inFragment()).isFalse();
    }

    @Test
    @DisplayName("on the implicit flow, an invalid scope goes back in the fragment")
    void unknownScopeImplicit() {
        AuthorizationFailure.Redirect redirect = redirectOf(validate(
                AuthorizeParams.valid().responseType("token").scope("everything"), Apps.withImplicit(), AppMode.LIVE));
        assertThat(redirect.error()).isEqualTo("invalid_scope");
        assertThat(redirect.target().inFragment()).isTrue();
    }

    @Test
    @DisplayName("in Live, a known scope the app is not approved for is invalid_scope; in Sandbox it is granted")
    void unapprovedScope() {
        // given
        AuthorizeParams params = AuthorizeParams.valid().scope("comments relationships");

        // when
        Either<AuthorizationFailure, AuthorizationRequest> live = validate(params, Apps.confidential(), AppMode.LIVE);
        Either<AuthorizationFailure, AuthorizationRequest> sandbox =
                validate(params, Apps.confidential(), AppMode.SANDBOX);

        // then
        assertThat(redirectOf(live).error()).isEqualTo("invalid_scope");
        assertThat(redirectOf(live).description()).contains("relationships");
        assertThat(sandbox.get().scopes().values()).containsExactly(Scope.BASIC, Scope.COMMENTS, Scope.RELATIONSHIPS);
    }

    @Test
    @DisplayName("scope is checked before PKCE")
    void scopeBeforePkce() {
        AuthorizationFailure.Redirect redirect =
                redirectOf(validate(AuthorizeParams.valid().scope("everything"), Apps.publicClient(), AppMode.LIVE));
        assertThat(redirect.error()).isEqualTo("invalid_scope");
    }

    @Test
    @DisplayName("a valid code request keeps the redirect URI as sent, the state, and basic plus the scopes asked")
    void validCodeRequest() {
        // given
        String sent = Apps.CALLBACK + "?session=42";

        // when
        AuthorizationRequest request = validate(
                        AuthorizeParams.valid().redirectUri(sent).scope("comments"), Apps.confidential(), AppMode.LIVE)
                .get();

        // then
        assertThat(request.client()).isEqualTo(Apps.confidential());
        assertThat(request.responseType()).isEqualTo(ResponseType.CODE);
        assertThat(request.target()).isEqualTo(new RedirectTarget(sent, false, Option.some("xyz")));
        assertThat(request.scopes()).isEqualTo(Scopes.of(List.of(Scope.COMMENTS)));
        assertThat(request.codeChallenge().isEmpty()).isTrue();
    }

    @Test
    @DisplayName("a valid token request answers in the fragment; no scope means basic")
    void validTokenRequest() {
        // when
        AuthorizationRequest request = validate(
                        AuthorizeParams.valid().responseType("token"), Apps.withImplicit(), AppMode.LIVE)
                .get();

        // then
        assertThat(request.responseType()).isEqualTo(ResponseType.TOKEN);
        assertThat(request.target().inFragment()).isTrue();
        assertThat(request.scopes()).isEqualTo(Scopes.basic());
    }

    @ParameterizedTest(name = "[{0}]")
    @NullAndEmptySource
    @DisplayName("an absent or empty state is not echoed")
    void noState(String state) {
        // when
        AuthorizationFailure.Redirect redirect = redirectOf(
                validate(AuthorizeParams.valid().state(state).scope("everything"), Apps.confidential(), AppMode.LIVE));

        // then
        assertThat(redirect.target().state().isEmpty()).isTrue();
    }
}
