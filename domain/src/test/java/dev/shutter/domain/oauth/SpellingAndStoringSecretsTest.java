package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Spelling and storing secrets")
class SpellingAndStoringSecretsTest {

    private static byte[] counting(int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) i;
        }
        return bytes;
    }

    @Test
    @DisplayName("an access token is <user-id>.<hex of 24 random bytes>: 192 bits, over the 160 asked")
    void accessToken() {
        // when
        String token = Secrets.accessToken(new UserId("1001"), counting(24));

        // then
        assertThat(token).isEqualTo("1001.000102030405060708090a0b0c0d0e0f1011121314151617");
        assertThat(token).matches("1001\\.[0-9a-f]{48}");
        assertThat(Secrets.TOKEN_BYTES * 8).isGreaterThanOrEqualTo(160);
    }

    @Test
    @DisplayName("an access token refuses fewer random bytes than it needs, and takes more")
    void accessTokenBytes() {
        assertThatThrownBy(() -> Secrets.accessToken(new UserId("1001"), new byte[23]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(Secrets.accessToken(new UserId("7"), new byte[32])).matches("7\\.0{64}");
    }

    @Test
    @DisplayName("codes, session ids and client secrets are base64url of 32 random bytes, without padding")
    void opaque() {
        // given
        byte[] ones = new byte[32];
        Arrays.fill(ones, (byte) 0xFF);

        // when / then
        assertThat(Secrets.opaque(new byte[32])).isEqualTo("A".repeat(43));
        assertThat(Secrets.opaque(ones)).isEqualTo("_".repeat(42) + "8");
        assertThat(Secrets.opaque(counting(32))).matches("[A-Za-z0-9_-]{43}");
        assertThatThrownBy(() -> Secrets.opaque(new byte[31])).isInstanceOf(IllegalArgumentException.class);
        assertThat(Secrets.CODE_BYTES * 8).isGreaterThanOrEqualTo(128);
        assertThat(Secrets.CLIENT_SECRET_BYTES * 8).isGreaterThanOrEqualTo(256);
    }

    @Test
    @DisplayName("SHA-256 lookups are lower-case hex (FIPS 180-2 'abc' vector)")
    void sha256() {
        assertThat(Hashes.sha256Hex("abc"))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assertThat(Hashes.constantTimeEquals("abc", "abc")).isTrue();
        assertThat(Hashes.constantTimeEquals("abc", "abd")).isFalse();
        assertThat(Hashes.constantTimeEquals("abc", "abcd")).isFalse();
    }

    @Test
    @DisplayName("a generated client secret is stored as its SHA-256, never as itself, and reads back")
    void generatedSecret() {
        // when
        StoredSecret stored = StoredSecret.ofGenerated("s3cret");

        // then
        assertThat(stored.kind()).isEqualTo(StoredSecret.Kind.SHA256);
        assertThat(stored.encoded()).isEqualTo("sha256:" + Hashes.sha256Hex("s3cret"));
        assertThat(stored.encoded()).doesNotContain("s3cret");
        assertThat(StoredSecret.decode(stored.encoded())).isEqualTo(Option.some(stored));
        assertThat(stored.matchesGenerated("s3cret")).isTrue();
        assertThat(stored.matchesGenerated("s3cret ")).isFalse();
        assertThat(stored.matchesGenerated(null)).isFalse();
    }

    @Test
    @DisplayName("a person's secret is stored slow-hashed; its form says so, and it never matches as a generated one")
    void slowSecret() {
        // given
        String encoded = "slow:$2a$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW";

        // when
        StoredSecret stored = StoredSecret.decode(encoded).get();

        // then
        assertThat(stored.kind()).isEqualTo(StoredSecret.Kind.SLOW);
        assertThat(stored.hash()).isEqualTo(encoded.substring("slow:".length()));
        assertThat(stored.encoded()).isEqualTo(encoded);
        assertThat(new StoredSecret(StoredSecret.Kind.SLOW, Hashes.sha256Hex("x")).matchesGenerated("x"))
                .isFalse();
    }

    @Test
    @DisplayName("an unknown stored form is not read")
    void unknownForm() {
        assertThat(StoredSecret.decode(null)).isEqualTo(Option.none());
        assertThat(StoredSecret.decode("md5:abc")).isEqualTo(Option.none());
        assertThat(StoredSecret.decode("s3cret")).isEqualTo(Option.none());
    }
}
