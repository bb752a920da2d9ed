package dev.shutter.domain.oauth;

import static dev.shutter.domain.oauth.AuthorizeParams.CHALLENGE;
import static dev.shutter.domain.oauth.AuthorizeParams.VERIFIER;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Verifying a PKCE S256 challenge")
class VerifyingAPkceChallengeTest {

    @Test
    @DisplayName("RFC 7636 appendix B: dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk gives"
            + " E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    void rfcVector() {
        assertThat(Pkce.challengeOf("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"))
                .isEqualTo("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
        assertThat(Pkce.verifies(CHALLENGE, VERIFIER)).isTrue();
    }

    @Test
    @DisplayName("another verifier does not verify")
    void otherVerifier() {
        String oneCharacterOff = VERIFIER.substring(0, VERIFIER.length() - 1) + "l";
        assertThat(Pkce.verifies(CHALLENGE, oneCharacterOff)).isFalse();
        assertThat(Pkce.verifies(CHALLENGE, null)).isFalse();
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "dBjftJeZ4CVP-mJ0kLNOxfL8Q5_Ci6bSgLzCcZDlLt",
                "dBjftJeZ4CVP-mJ0kLNOxfL8Q5_Ci6bSgLzCcZDlLtY+",
                "dBjftJeZ4CVP mJ0kLNOxfL8Q5_Ci6bSgLzCcZDlLtY"
            })
    @DisplayName("a malformed verifier does not verify, even against its own hash")
    void malformedVerifier(String verifier) {
        assertThat(Pkce.verifies(Pkce.challengeOf(verifier), verifier)).isFalse();
    }

    @Test
    @DisplayName("verifiers of 43 and 128 unreserved characters are well formed")
    void verifierLengths() {
        String longest = "a-._~".repeat(25) + "abc";
        assertThat(longest).hasSize(128);
        assertThat(Pkce.verifies(Pkce.challengeOf(longest), longest)).isTrue();
        assertThat(Pkce.verifies(Pkce.challengeOf(longest + "a"), longest + "a"))
                .isFalse();
    }

    @ParameterizedTest(name = "[{0}]")
    @NullAndEmptySource
    @ValueSource(
            strings = {
                "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuwJDu9pQw",
                "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuwJDu9pQwMM",
                "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuwJDu9pQw=",
                "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuwJDu9pQ/M"
            })
    @DisplayName("a challenge is 43 base64url characters")
    void challengeShape(String challenge) {
        assertThat(Pkce.isWellFormedChallenge(challenge)).isFalse();
        assertThat(Pkce.isWellFormedChallenge(CHALLENGE)).isTrue();
    }
}
