package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every example of docs/spec/DECISIONS.md section 4, one case each. */
@DisplayName("Matching a registered redirect URI")
class MatchingARegisteredRedirectUriTest {

    @ParameterizedTest(name = "{0} -> matches: {1}")
    @CsvSource({
        "https://app.example/callback,             true",
        "https://app.example/callback?x=1,         true",
        "https://app.example/callback/,            false",
        "https://app.example/,                     false",
        "https://app.example/callback2,            false",
        "http://app.example/callback,              false",
        "https://evil.example/callback,            false",
        "https://app.example.evil.example/callback, false",
        "https://app.example:8443/callback,        false",
        "https://app.example/callback#f,           false",
        "https://APP.example/callback,             true",
        "https://app.example/CALLBACK,             false",
    })
    @DisplayName("registered https://app.example/callback")
    void registeredWithoutQuery(String requested, boolean matches) {
        // given
        RedirectUri registered = RedirectUri.of("https://app.example/callback");

        // when / then
        assertThat(registered.matches(requested)).isEqualTo(matches);
    }

    @ParameterizedTest(name = "{0} -> matches: {1}")
    @CsvSource({
        "'https://app.example/cb?a=1&b=2',     true",
        "'https://app.example/cb?a=1&b=2&c=3', true",
        "'https://app.example/cb?c=3&a=1&b=2', false",
        "'https://app.example/cb?b=2&a=1',     false",
        "'https://app.example/cb?a=1',         false",
        "'https://app.example/cb',             false",
    })
    @DisplayName("registered https://app.example/cb?a=1&b=2")
    void registeredWithQuery(String requested, boolean matches) {
        // given
        RedirectUri registered = RedirectUri.of("https://app.example/cb?a=1&b=2");

        // when / then
        assertThat(registered.matches(requested)).isEqualTo(matches);
    }

    @Test
    @DisplayName("a registered query is matched as a whole parameter, not as a text prefix")
    void queryPrefixIsNotEnough() {
        RedirectUri registered = RedirectUri.of("https://app.example/cb?a=1&b=2");
        assertThat(registered.matches("https://app.example/cb?a=1&b=22")).isFalse();
    }

    @Test
    @DisplayName("a client with several redirect URIs accepts a request that matches any one")
    void severalRegistered() {
        // given
        Client app = Apps.withRedirects("https://app.example/callback", "https://app.example/cb?a=1");

        // when / then
        assertThat(app.acceptsRedirect("https://app.example/callback?x=1")).isTrue();
        assertThat(app.acceptsRedirect("https://app.example/cb?a=1&x=1")).isTrue();
        assertThat(app.acceptsRedirect("https://app.example/cb")).isFalse();
    }

    @Test
    @DisplayName("unusable requests never match")
    void unusable() {
        RedirectUri registered = RedirectUri.of("https://app.example/callback");
        assertThat(registered.matches(null)).isFalse();
        assertThat(registered.matches("")).isFalse();
        assertThat(registered.matches("/callback")).isFalse();
        assertThat(registered.matches("https://app.example/call back")).isFalse();
        assertThat(registered.matches("https://user@app.example/callback")).isFalse();
        assertThat(registered.matches("https://app.example/callback?x=" + "y".repeat(2100)))
                .isFalse();
    }
}
