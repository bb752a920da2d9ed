package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A secret kept for signed requests is sealed with AES-256-GCM under a server key. */
@DisplayName("Sealing a signing secret")
class SealingASigningSecretTest {

    private static final byte[] KEY = filled(32, 7);
    private static final byte[] NONCE = filled(12, 3);

    private static byte[] filled(int length, int value) {
        byte[] bytes = new byte[length];
        Arrays.fill(bytes, (byte) value);
        return bytes;
    }

    @Test
    @DisplayName("AES-256-GCM test case 14 of the GCM specification: base64url of the nonce, ciphertext and tag")
    void knownAnswer() {
        // given: zero key, zero nonce, sixteen zero bytes
        String plaintext = "\u0000".repeat(16);
        byte[] expected = HexFormat.of()
                .parseHex("000000000000000000000000"
                        + "cea7403d4d606b6e074ec5d3baf39d18"
                        + "d0d1c8a799996bf0265b98b5d48ab919");

        // when
        String sealed = SealedSecret.seal(new byte[32], new byte[12], plaintext);

        // then
        assertThat(sealed).isEqualTo(Base64.getUrlEncoder().withoutPadding().encodeToString(expected));
        assertThat(SealedSecret.open(new byte[32], sealed)).isEqualTo(Option.some(plaintext));
    }

    @Test
    @DisplayName("opens with its key to the secret, which the sealed form does not show")
    void roundTrip() {
        // when
        String sealed = SealedSecret.seal(KEY, NONCE, "6dc1787668c64c939929c17683d7cb74");

        // then
        assertThat(sealed).matches("[A-Za-z0-9_-]+").doesNotContain("6dc1787668c64c939929c17683d7cb74");
        assertThat(SealedSecret.open(KEY, sealed)).isEqualTo(Option.some("6dc1787668c64c939929c17683d7cb74"));
    }

    @Test
    @DisplayName("another nonce gives another sealed form of the same secret")
    void nonceMatters() {
        assertThat(SealedSecret.seal(KEY, NONCE, "s3cret"))
                .isNotEqualTo(SealedSecret.seal(KEY, filled(12, 4), "s3cret"));
    }

    @Test
    @DisplayName("another key, a changed byte, a truncated or garbled form opens to nothing")
    void refusesWhatItCannotOpen() {
        // given
        String sealed = SealedSecret.seal(KEY, NONCE, "s3cret");
        byte[] raw = Base64.getUrlDecoder().decode(sealed);
        raw[raw.length - 1] ^= 1;
        String tampered = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);

        // when / then
        assertThat(SealedSecret.open(filled(32, 8), sealed)).isEqualTo(Option.none());
        assertThat(SealedSecret.open(KEY, tampered)).isEqualTo(Option.none());
        assertThat(SealedSecret.open(KEY, sealed.substring(0, 16))).isEqualTo(Option.none());
        assertThat(SealedSecret.open(KEY, "not base64 at all!")).isEqualTo(Option.none());
        assertThat(SealedSecret.open(new byte[0], sealed)).isEqualTo(Option.none());
    }

    @Test
    @DisplayName("sealing needs a 32-byte key and a 12-byte nonce")
    void sizes() {
        assertThatThrownBy(() -> SealedSecret.seal(new byte[16], NONCE, "s"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SealedSecret.seal(KEY, new byte[16], "s"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
