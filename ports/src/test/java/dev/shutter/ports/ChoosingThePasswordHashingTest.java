package dev.shutter.ports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.PasswordHashingProvider;
import dev.shutter.ports.out.Storage;
import java.lang.reflect.Proxy;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The ports carry no password hashing of their own: the host gives one or an adapter registers one. */
class ChoosingThePasswordHashingTest {

    /** A storage no builder may touch: every call fails. */
    private static final Storage UNTOUCHED = (Storage) Proxy.newProxyInstance(
            Storage.class.getClassLoader(), new Class<?>[] {Storage.class}, (proxy, method, args) -> {
                throw new AssertionError("the builder called storage." + method.getName());
            });

    @Test
    @DisplayName("with no hashing given and none on the class path, build() names the artifact to add")
    void noHashingNamesTheArtifact() {
        assertThat(PasswordHashingProvider.installed()).isEmpty();
        assertThatThrownBy(() -> Shutter.builder(UNTOUCHED).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("dev.shutter:shutter-adapters-bcrypt")
                .hasMessageContaining("passwordHashing(");
    }

    @Test
    @DisplayName("a hashing the host gives needs no provider on the class path")
    void givenHashingNeedsNoProvider() {
        PasswordHashing plain = new PasswordHashing() {
            @Override
            public String hash(String password) {
                return "plain:" + password;
            }

            @Override
            public boolean verify(String password, String hash) {
                return hash.equals("plain:" + password);
            }
        };
        // wiring asks the storage for its stores (and keeps them) but runs nothing yet
        Storage stores = (Storage) Proxy.newProxyInstance(
                Storage.class.getClassLoader(), new Class<?>[] {Storage.class}, (proxy, method, args) -> null);
        assertThat(Shutter.builder(stores).passwordHashing(plain).build()).isNotNull();
    }
}
