package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Registering a redirect URI")
class RegisteringARedirectUriTest {

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "https://app.example/cb",
                "https://app.example/cb?a=1&b=2",
                "http://127.0.0.1/cb",
                "http://[::1]:8080/cb",
                "myapp://callback.host/path"
            })
    @DisplayName("absolute URIs with a host are accepted, kept as written")
    void accepted(String raw) {
        assertThat(RedirectUri.parse(raw).get().value()).isEqualTo(raw);
        assertThat(RedirectUri.of(raw)).isEqualTo(RedirectUri.of(raw));
        assertThat(RedirectUri.of(raw).toString()).isEqualTo(raw);
    }

    @ParameterizedTest(name = "[{0}]")
    @NullAndEmptySource
    @ValueSource(
            strings = {
                "https://app.example/cb#fragment",
                "/cb",
                "app.example/cb",
                "mailto:someone@app.example",
                "https://user:pw@app.example/cb",
                "https://app example/cb"
            })
    @DisplayName("relative, opaque, fragment-carrying or user-info URIs are refused")
    void refused(String raw) {
        assertThat(RedirectUri.parse(raw).isEmpty()).isTrue();
    }

    @Test
    @DisplayName("of() throws on what parse() refuses")
    void ofThrows() {
        assertThatThrownBy(() -> RedirectUri.of("https://app.example/cb#f"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
