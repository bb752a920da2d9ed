package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** RFC 8252 8.3: plain http only to a loopback host; and only ports a socket can have. */
@DisplayName("Registering a plain-http redirect URI, and ports out of range")
class RegisteringAPlainHttpRedirectUriTest {

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"http://evil.example/cb", "HTTP://app.example/cb", "http://10.0.0.1/cb"})
    @DisplayName("http to a host that is not loopback is refused, saying https is required")
    void plainHttpElsewhere(String raw) {
        // when
        var registered = RedirectUri.registrable(raw);

        // then
        assertThat(registered.getLeft()).contains("must use https", "loopback", "RFC 8252");
        assertThat(RedirectUri.parse(raw).isEmpty()).isTrue();
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"http://127.0.0.1:8080/cb", "http://[::1]/cb", "http://localhost:3000/cb"})
    @DisplayName("http to 127.0.0.1, [::1] or localhost is accepted")
    void plainHttpOnLoopback(String raw) {
        assertThat(RedirectUri.registrable(raw).get().value()).isEqualTo(raw);
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"https://app.example:0/cb", "https://app.example:99999/cb", "http://127.0.0.1:65536/cb"})
    @DisplayName("a registered port outside 1-65535 is refused")
    void registeredPortOutOfRange(String raw) {
        assertThat(RedirectUri.registrable(raw).getLeft()).isEqualTo("the port must be from 1 to 65535");
    }

    @ParameterizedTest(name = "requested {0} -> matches: {1}")
    @CsvSource({
        "http://127.0.0.1:0/cb,     false",
        "http://127.0.0.1:99999/cb, false",
        "http://127.0.0.1:65536/cb, false",
        "http://[::1]:0/cb,         false",
        "http://127.0.0.1:1/cb,     true",
        "http://127.0.0.1:65535/cb, true",
    })
    @DisplayName("a loopback request on a port outside 1-65535 does not match")
    void requestedPortOutOfRange(String requested, boolean matches) {
        // given
        RedirectUri registered =
                RedirectUri.of(requested.contains("[::1]") ? "http://[::1]/cb" : "http://127.0.0.1/cb");

        // when / then
        assertThat(registered.matches(requested)).isEqualTo(matches);
    }
}
