package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * RFC 6749 3.1: response parameters "MUST NOT be included more than once". A redirect URI whose query already
 * holds one is refused before anything is redirected to it, and cannot be registered.
 */
@DisplayName("Redirect URIs carrying a response parameter")
class RedirectUrisCarryingResponseParametersTest {

    private static Either<AuthorizationFailure, AuthorizationRequest> validate(AuthorizeParams params) {
        return AuthorizationRequest.validate(params.build(), Option.some(Apps.withImplicit()), AppMode.LIVE);
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "code=ATTACKER",
                "code=ATTACKER&state=forged&iss=https%3A%2F%2Fevil.example",
                "x=1&state=forged",
                "iss=https%3A%2F%2Fevil.example",
                "error=access_denied",
                "error_description=x",
                "error_reason=user_denied",
                "error_uri=https%3A%2F%2Fevil.example",
                "access_token=stolen",
                "token_type=bearer",
                "expires_in=1",
                "scope=basic",
                "code",
                "code=",
                "c%6Fde=ATTACKER",
                "%63%6F%64%65=ATTACKER",
                "x=1;code=ATTACKER"
            })
    @DisplayName("a requested redirect_uri whose query holds one gets an error page naming it, in either flow")
    void refusedInTheRequest(String query) {
        for (String responseType : new String[] {"code", "token", "id_token"}) {
            // given: a URI that matches the registered one, extra query parameters being allowed
            String requested = Apps.CALLBACK + "?" + query;
            assertThat(RedirectUri.of(Apps.CALLBACK).matches(requested)).isTrue();

            // when
            Either<AuthorizationFailure, AuthorizationRequest> answer =
                    validate(AuthorizeParams.valid().redirectUri(requested).responseType(responseType));

            // then: a page, never a redirect
            assertThat(answer.getLeft()).isInstanceOf(AuthorizationFailure.Page.class);
            AuthorizationFailure.Page page = (AuthorizationFailure.Page) answer.getLeft();
            assertThat(page.status()).isEqualTo(400);
            assertThat(page.message()).startsWith("Redirect URI must not carry the response parameter ");
        }
    }

    @Test
    @DisplayName("the page names the first response parameter of the query")
    void namesTheFirst() {
        assertThat(validate(AuthorizeParams.valid().redirectUri(Apps.CALLBACK + "?a=1&state=s&code=c"))
                        .getLeft())
                .isEqualTo(AuthorizationFailure.Page.redirectCarriesResponseParameter("state"));
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"codes=1", "xcode=1", "Code=1", "the_code=1", "a=code", "next=%2Fcb%3Fcode%3D1", "c+ode=1"})
    @DisplayName("other names, and a response name only inside a value, are still allowed")
    void otherNamesAllowed(String query) {
        assertThat(validate(AuthorizeParams.valid().redirectUri(Apps.CALLBACK + "?" + query))
                        .isRight())
                .as(query)
                .isTrue();
    }

    @Test
    @DisplayName("the check comes after the redirect is matched: an unregistered URI is still the mismatch page")
    void afterTheMatch() {
        assertThat(validate(AuthorizeParams.valid().redirectUri("https://evil.example/cb?code=x"))
                        .getLeft())
                .isEqualTo(AuthorizationFailure.Page.redirectMismatch());
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "https://app.example/cb?code=1",
                "https://app.example/cb?a=1&state=x",
                "https://app.example/cb?iss=https%3A%2F%2Fapp.example",
                "http://127.0.0.1/cb?access_token=x",
                "myapp://callback.host/path?error"
            })
    @DisplayName("a URI whose query holds one cannot be registered, and the operator is told which")
    void notRegistrable(String raw) {
        assertThat(RedirectUri.registrable(raw).getLeft())
                .startsWith("must not carry the response parameter ")
                .contains("RFC 6749 section 3.1");
        assertThat(RedirectUri.parse(raw)).isEmpty();
    }

    @Test
    @DisplayName("a registered query without response parameters is registrable as before")
    void registrableQueries() {
        assertThat(RedirectUri.registrable("https://app.example/cb?a=1&b=2").isRight())
                .isTrue();
        assertThat(RedirectUri.registrable("https://app.example/cb?next=code").isRight())
                .isTrue();
    }
}
