package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.TestServers;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The plain-HTTP listener (docs/spec/DECISIONS.md section 8): 403, never a redirect, and exposed tokens revoked. */
class PlainHttpListenerTest {

    private final Platform platform = Platform.shared();

    private static int plainPort() {
        return TestServers.shared().httpPort().get();
    }

    @Test
    @DisplayName("every request is answered 403 HTTPS is required, without a Location")
    void refuses() {
        for (String target : List.of("/v1/users/self", "/oauth/authorize?client_id=x", "/health", "/anything")) {
            RawHttps.Raw raw = RawHttps.send(plainPort(), false, "GET " + target + " HTTP/1.1", null, null);
            assertThat(raw.status()).isEqualTo(403);
            assertThat(raw.hasHeader("Location")).isFalse();
            assertThat(raw.body())
                    .contains("\"code\":403", "\"error_type\":\"OAuthForbiddenException\"", "HTTPS is required.");
        }
    }

    @Test
    @DisplayName("a token sent over plain HTTP, in the query, a bearer header or a form, is revoked")
    void revokesExposedTokens() {
        Platform.User user = platform.user("careless");
        Platform.App app = platform.liveApp();
        String inQuery = platform.token(user, app);
        String inHeader = platform.token(user, app);
        String inForm = platform.token(user, app);
        String untouched = platform.token(user, app);

        RawHttps.send(
                plainPort(), false, "GET /v1/users/self?access_token=" + Forms.enc(inQuery) + " HTTP/1.1", null, null);
        RawHttps.send(
                plainPort(), false, "GET /v1/users/self HTTP/1.1\r\nAuthorization: Bearer " + inHeader, null, null);
        RawHttps.send(
                plainPort(),
                false,
                "POST /v1/users/self/relationship HTTP/1.1",
                "application/x-www-form-urlencoded",
                ("action=follow&access_token=" + Forms.enc(inForm)).getBytes(StandardCharsets.UTF_8));

        Api api = new Api();
        assertThat(api.get("/v1/users/self", inQuery).errorType()).isEqualTo("OAuthAccessTokenException");
        assertThat(api.get("/v1/users/self", inHeader).errorType()).isEqualTo("OAuthAccessTokenException");
        assertThat(api.get("/v1/users/self", inForm).errorType()).isEqualTo("OAuthAccessTokenException");
        assertThat(api.get("/v1/users/self", untouched).status()).isEqualTo(200);
    }

    @Test
    @DisplayName("behind a configured TLS proxy, X-Forwarded-Proto: https is served; from anyone else it is not")
    void trustedProxy() {
        RunningServer proxied = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir())
                        .withHttpPort(0)
                        .withTrustedProxies(List.of("127.0.0.1")),
                TestServers.tuning());
        RunningServer untrusted = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir())
                        .withHttpPort(0)
                        .withTrustedProxies(List.of("10.1.2.3")),
                TestServers.tuning());
        try {
            String forwarded = "GET /health HTTP/1.1\r\nX-Forwarded-Proto: https";
            assertThat(RawHttps.send(proxied.httpPort().get(), false, forwarded, null, null)
                            .status())
                    .isEqualTo(200);
            assertThat(RawHttps.send(proxied.httpPort().get(), false, "GET /health HTTP/1.1", null, null)
                            .status())
                    .isEqualTo(403);
            assertThat(RawHttps.send(untrusted.httpPort().get(), false, forwarded, null, null)
                            .status())
                    .isEqualTo(403);
        } finally {
            proxied.close();
            untrusted.close();
        }
        assertThat(Browser.onShared().get("/health").statusCode()).isEqualTo(200);
    }
}
