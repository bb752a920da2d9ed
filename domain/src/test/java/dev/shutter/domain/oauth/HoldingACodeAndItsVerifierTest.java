package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class HoldingACodeAndItsVerifierTest {

    @Test
    @DisplayName("a code is 1 to 256 visible ASCII characters, and its text is not printed")
    void codes() {
        // when / then
        assertThat(CodeText.parse("SplxlOBeZQQYbYS6WxSbIA")).isNotEmpty();
        assertThat(CodeText.parse("c".repeat(256))).isNotEmpty();
        assertThat(CodeText.parse(null)).isEmpty();
        assertThat(CodeText.parse("")).isEmpty();
        assertThat(CodeText.parse("c".repeat(257))).isEmpty();
        assertThat(CodeText.parse("line\nbreak")).isEmpty();
        assertThat(CodeText.parse("caf\u00e9")).isEmpty();
        assertThat(new CodeText("SplxlOBeZQQYbYS6WxSbIA").toString()).doesNotContain("Splx");
        assertThatThrownBy(() -> new CodeText("")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("a verifier's challenge is RFC 7636's S256 of it, and a challenge of another shape is refused")
    void verifiers() {
        // given (RFC 7636 appendix B)
        CodeVerifier verifier = new CodeVerifier("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk");

        // when
        CodeChallenge challenge = verifier.challenge();

        // then
        assertThat(challenge.value()).isEqualTo("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
        assertThat(challenge.method()).isEqualTo("S256");
        assertThat(Pkce.verifies(challenge.value(), verifier.value())).isTrue();
        assertThat(verifier.toString()).doesNotContain("dBjf");
        assertThatThrownBy(() -> new CodeVerifier("too-short")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CodeChallenge("plain-text")).isInstanceOf(IllegalArgumentException.class);
    }
}
