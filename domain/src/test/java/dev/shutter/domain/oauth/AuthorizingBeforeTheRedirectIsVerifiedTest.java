package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.RandomTries;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Until the redirect URI is verified, every failure is an error page: never redirect to an unverified URI. */
@DisplayName("Authorizing, before the redirect URI is verified")
class AuthorizingBeforeTheRedirectIsVerifiedTest {

    private static final AuthorizationFailure INVALID_CLIENT = new AuthorizationFailure.Page(400, "Invalid Client ID");
    private static final AuthorizationFailure REDIRECT_MISMATCH =
            new AuthorizationFailure.Page(400, "Redirect URI does not match registered redirect URI");

    private static Either<AuthorizationFailure, AuthorizationRequest> validate(
            AuthorizeParams params, Option<Client> client) {
        return AuthorizationRequest.validate(params.build(), client, AppMode.LIVE);
    }

    @Test
    @DisplayName("an unknown client gets the 'Invalid Client ID' page")
    void unknownClient() {
        assertThat(validate(AuthorizeParams.valid().clientId("nobody"), Option.none())
                        .getLeft())
                .isEqualTo(INVALID_CLIENT);
    }

    @Test
    @DisplayName("a missing client_id gets the 'Invalid Client ID' page")
    void missingClientId() {
        assertThat(validate(AuthorizeParams.valid().clientId(null), Option.some(Apps.confidential()))
                        .getLeft())
                .isEqualTo(INVALID_CLIENT);
    }

    @Test
    @DisplayName("the client is checked first: an unknown client with every other parameter wrong is still that page")
    void clientFirst() {
        // given
        AuthorizeParams everythingWrong = AuthorizeParams.valid()
                .clientId("nobody")
                .redirectUri("https://evil.example/cb")
                .responseType("id_token")
                .scope("everything");

        // when / then
        assertThat(validate(everythingWrong, Option.none()).getLeft()).isEqualTo(INVALID_CLIENT);
    }

    @Test
    @DisplayName("a missing redirect_uri gets the mismatch page")
    void missingRedirect() {
        assertThat(validate(AuthorizeParams.valid().redirectUri(null), Option.some(Apps.confidential()))
                        .getLeft())
                .isEqualTo(REDIRECT_MISMATCH);
    }

    @Test
    @DisplayName("a redirect_uri that does not match gets the mismatch page, whatever else is wrong")
    void mismatchingRedirect() {
        // given
        AuthorizeParams params = AuthorizeParams.valid()
                .redirectUri("https://evil.example/cb")
                .responseType("id_token")
                .scope("everything");

        // when / then
        assertThat(validate(params, Option.some(Apps.confidential())).getLeft()).isEqualTo(REDIRECT_MISMATCH);
    }

    @Test
    @DisplayName("whatever else is wrong, an unknown client or an unverified redirect is never answered by a redirect")
    void neverARedirect() {
        RandomTries.run(1000, random -> {
            // given
            boolean clientUnknown = random.nextBoolean();
            String clientId = clientUnknown ? pick(random, "other", null, "") : pick(random, "demo", null);
            AuthorizeParams params = AuthorizeParams.valid()
                    .clientId(clientId)
                    .redirectUri(
                            clientUnknown
                                    ? pick(random, Apps.CALLBACK, "https://evil.example/cb", null)
                                    : pick(random, "https://evil.example/cb", null, "", "https://app.example/cb/"))
                    .responseType(pick(random, "code", "token", "id_token", null))
                    .scope(pick(random, null, "comments", "everything", "relationships"))
                    .state(pick(random, null, "", "xyz"))
                    .pkce(pick(random, null, "short", AuthorizeParams.CHALLENGE), pick(random, null, "plain", "S256"));
            Option<Client> client = clientUnknown
                    ? Option.none()
                    : Option.some(pick(random, Apps.confidential(), Apps.publicClient(), Apps.withImplicit()));
            AppMode mode = random.nextBoolean() ? AppMode.LIVE : AppMode.SANDBOX;

            // when
            Either<AuthorizationFailure, AuthorizationRequest> result =
                    AuthorizationRequest.validate(params.build(), client, mode);

            // then
            assertThat(result.isLeft()).isTrue();
            assertThat(result.getLeft()).isInstanceOf(AuthorizationFailure.Page.class);
            assertThat(result.getLeft())
                    .isEqualTo(clientUnknown || clientId == null ? INVALID_CLIENT : REDIRECT_MISMATCH);
        });
    }

    @SafeVarargs
    private static <T> T pick(Random random, T... choices) {
        return choices[random.nextInt(choices.length)];
    }
}
