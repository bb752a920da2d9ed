package dev.shutter.domain.oauth;

import static dev.shutter.domain.oauth.AuthorizeParams.CHALLENGE;
import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** PKCE (RFC 7636, S256 only): accepted on the code flow, required of public clients. */
@DisplayName("PKCE on the authorization request")
class PkceOnTheAuthorizationRequestTest {

    private static Either<AuthorizationFailure, AuthorizationRequest> validate(AuthorizeParams params, Client client) {
        return AuthorizationRequest.validate(params.build(), Option.some(client), AppMode.LIVE);
    }

    private static void assertInvalidRequest(Either<AuthorizationFailure, AuthorizationRequest> result) {
        assertThat(result.getLeft()).isInstanceOf(AuthorizationFailure.Redirect.class);
        AuthorizationFailure.Redirect redirect = (AuthorizationFailure.Redirect) result.getLeft();
        assertThat(redirect.error()).isEqualTo("invalid_request");
        assertThat(redirect.target().state()).isEqualTo(Option.some("xyz"));
        assertThat(redirect.target().inFragment()).isFalse();
    }

    @Test
    @DisplayName("a public client without a challenge is refused with invalid_request")
    void publicWithoutChallenge() {
        assertInvalidRequest(validate(AuthorizeParams.valid(), Apps.publicClient()));
        assertInvalidRequest(validate(AuthorizeParams.valid().pkce("", "S256"), Apps.publicClient()));
    }

    @ParameterizedTest(name = "method [{0}]")
    @CsvSource(
            value = {"plain", "s256", "S512", "NULL"},
            nullValues = "NULL")
    @DisplayName("a challenge with a method other than S256, or none, is refused with invalid_request")
    void methodNotS256(String method) {
        assertInvalidRequest(validate(AuthorizeParams.valid().pkce(CHALLENGE, method), Apps.publicClient()));
        assertInvalidRequest(validate(AuthorizeParams.valid().pkce(CHALLENGE, method), Apps.confidential()));
    }

    @ParameterizedTest(name = "challenge [{0}]")
    @CsvSource({
        "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuwJDu9pQw",
        "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuwJDu9pQwMM",
        "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuwJDu9pQw=",
        "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuwJDu9pQ+M",
    })
    @DisplayName("a malformed S256 challenge is refused with invalid_request")
    void malformedChallenge(String challenge) {
        assertInvalidRequest(validate(AuthorizeParams.valid().pkce(challenge, "S256"), Apps.publicClient()));
    }

    @Test
    @DisplayName("a public client with a good S256 challenge is accepted and the challenge kept")
    void publicWithChallenge() {
        AuthorizationRequest request = validate(AuthorizeParams.valid().pkce(CHALLENGE, "S256"), Apps.publicClient())
                .get();
        assertThat(request.codeChallenge()).isEqualTo(Option.some(CHALLENGE));
    }

    @Test
    @DisplayName("a confidential client may use PKCE or not")
    void confidentialEitherWay() {
        assertThat(validate(AuthorizeParams.valid(), Apps.confidential()).get().codeChallenge())
                .isEqualTo(Option.none());
        assertThat(validate(AuthorizeParams.valid().pkce(CHALLENGE, "S256"), Apps.confidential())
                        .get()
                        .codeChallenge())
                .isEqualTo(Option.some(CHALLENGE));
    }
}
