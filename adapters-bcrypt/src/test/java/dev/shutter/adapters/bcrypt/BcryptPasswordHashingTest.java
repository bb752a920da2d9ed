package dev.shutter.adapters.bcrypt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.PasswordHashingProvider;
import dev.shutter.ports.out.Randomness;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** bcrypt as before the move, and registered where {@code Shutter.builder} looks. */
class BcryptPasswordHashingTest {

    private final Randomness randomness = Randomness.from(new Random(7));

    @Test
    @DisplayName("the provider is found through META-INF/services, at cost 12 by default and 4 for tests")
    void registeredAsTheProvider() {
        PasswordHashingProvider provider = PasswordHashingProvider.installed().orElseThrow();
        assertThat(provider).isInstanceOf(BcryptPasswordHashingProvider.class);
        assertThat(provider.create(randomness).hash("correct horse")).startsWith("$2a$12$");
        assertThat(provider.cheapest(randomness).hash("correct horse")).startsWith("$2a$04$");
    }

    @Test
    @DisplayName("a hash verifies its password and no other, and each hash has a fresh salt")
    void hashAndVerify() {
        PasswordHashing hashing = new BcryptPasswordHashing(4, randomness);
        String hash = hashing.hash("correct horse");
        assertThat(hashing.verify("correct horse", hash)).isTrue();
        assertThat(hashing.verify("correct horsf", hash)).isFalse();
        assertThat(hashing.hash("correct horse")).isNotEqualTo(hash);
    }

    @Test
    @DisplayName("hashes stored by another bcrypt implementation (jBCrypt's test vectors) still verify")
    void storedHashesStillVerify() {
        PasswordHashing hashing = new BcryptPasswordHashing(4, randomness);
        assertThat(hashing.verify("a", "$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe"))
                .isTrue();
        assertThat(hashing.verify("b", "$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe"))
                .isFalse();
    }

    @Test
    @DisplayName("passwords over 71 bytes are pre-hashed, so a change past byte 72 still counts")
    void longPasswordsCountEveryByte() {
        PasswordHashing hashing = new BcryptPasswordHashing(4, randomness);
        String longPassword = "x".repeat(100);
        String hash = hashing.hash(longPassword);
        assertThat(hashing.verify(longPassword, hash)).isTrue();
        assertThat(hashing.verify("x".repeat(99) + "y", hash)).isFalse();
    }

    @Test
    @DisplayName("a cost outside 4 to 31 is refused")
    void costBounds() {
        assertThatThrownBy(() -> new BcryptPasswordHashing(3, randomness)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new BcryptPasswordHashing(32, randomness))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
