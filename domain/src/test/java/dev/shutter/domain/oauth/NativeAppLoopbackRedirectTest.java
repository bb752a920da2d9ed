package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** RFC 8252 7.3: http on 127.0.0.1 or [::1] matches any port; localhost gets no such exception. */
@DisplayName("A native app's loopback redirect")
class NativeAppLoopbackRedirectTest {

    @ParameterizedTest(name = "registered {0}, requested {1} -> matches: {2}")
    @CsvSource({
        "http://127.0.0.1/cb,          http://127.0.0.1:51234/cb,       true",
        "http://127.0.0.1/cb,          http://127.0.0.1/cb,             true",
        "http://127.0.0.1:8080/cb,     http://127.0.0.1:9090/cb,        true",
        "http://127.0.0.1:8080/cb,     http://127.0.0.1/cb,             true",
        "http://[::1]/cb,              http://[::1]:51234/cb,           true",
        "http://[::1]:8080/cb,         http://[::1]/cb,                 true",
        "http://127.0.0.1/cb,          http://127.0.0.1:51234/cb?x=1,   true",
        "http://127.0.0.1/cb,          http://127.0.0.1:51234/cb/,      false",
        "http://127.0.0.1/cb,          http://127.0.0.1:51234/other,    false",
        "http://127.0.0.1/cb,          https://127.0.0.1:51234/cb,      false",
        "http://127.0.0.1/cb,          http://127.0.0.2:51234/cb,       false",
        "http://127.0.0.1/cb,          http://[::1]:51234/cb,           false",
        "http://127.0.0.1/cb,          http://localhost:51234/cb,       false",
        "http://127.0.0.1/cb,          http://127.0.0.1:51234/cb#f,     false",
        "https://127.0.0.1/cb,         https://127.0.0.1:51234/cb,      false",
        "http://localhost/cb,          http://localhost:51234/cb,       false",
        "http://localhost/cb,          http://localhost/cb,             true",
        "http://localhost:8080/cb,     http://localhost:9090/cb,        false",
    })
    @DisplayName("any port on 127.0.0.1 and [::1] over http, nothing else relaxed")
    void loopback(String registered, String requested, boolean matches) {
        assertThat(RedirectUri.of(registered).matches(requested)).isEqualTo(matches);
    }

    @ParameterizedTest(name = "requested {0} -> matches: {1}")
    @CsvSource({
        "'http://127.0.0.1:5000/cb?a=1&b=2',   true",
        "'http://127.0.0.1:5000/cb?a=1&b=2&c', true",
        "'http://127.0.0.1:5000/cb?b=2&a=1',   false",
        "'http://127.0.0.1:5000/cb?a=1',       false",
        "'http://127.0.0.1:5000/cb',           false",
    })
    @DisplayName("the query rules still apply on loopback")
    void queryRulesUnchanged(String requested, boolean matches) {
        assertThat(RedirectUri.of("http://127.0.0.1/cb?a=1&b=2").matches(requested))
                .isEqualTo(matches);
    }
}
