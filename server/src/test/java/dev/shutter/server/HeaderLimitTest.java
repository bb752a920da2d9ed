package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.TestServers;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One limit on request header fields (16 KiB) for HTTP/1.1 and HTTP/2, answered by each area in its own shape
 * (docs/spec/DECISIONS.md section 8); over plain HTTP the token of such a request is revoked all the same.
 */
class HeaderLimitTest {

    private static final String BIG = "X-Padding: " + "a".repeat(20_000);
    private static final String FINE = "X-Padding: " + "a".repeat(8_000);
    private static final String TOO_LARGE = "the request's header fields are larger than 16384 bytes";

    private static RawHttps.Raw https(String requestLine, String... headers) {
        return RawHttps.sendWithHeaders(TestServers.shared().httpsPort(), true, requestLine, List.of(headers), null);
    }

    @Test
    @DisplayName("20 KB of headers over HTTP/1.1: the /v1 envelope, the operator's JSON, an OAuth page; 8 KB pass")
    void http1() {
        RawHttps.Raw api = https("GET /v1/users/self HTTP/1.1", BIG);
        RawHttps.Raw health = https("GET /health HTTP/1.1", BIG);
        RawHttps.Raw admin = https("GET /admin/apps HTTP/1.1", "Authorization: Bearer " + TestServers.ADMIN_TOKEN, BIG);
        RawHttps.Raw page = https("GET /oauth/authorize?client_id=x HTTP/1.1", BIG);
        RawHttps.Raw token = RawHttps.sendWithHeaders(
                TestServers.shared().httpsPort(),
                true,
                "POST /oauth/access_token HTTP/1.1",
                List.of("Content-Type: application/x-www-form-urlencoded", BIG),
                "client_id=x".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        RawHttps.Raw fine = https("GET /health HTTP/1.1", FINE);

        for (RawHttps.Raw envelope : List.of(api, health)) {
            assertThat(envelope.status()).as(envelope.head()).isEqualTo(400);
            var meta = Platform.read(envelope.body()).get("meta");
            assertThat(meta.get("code").asInt()).isEqualTo(400);
            assertThat(meta.get("error_type").asText()).isEqualTo("APIInvalidParametersError");
            assertThat(meta.get("error_message").asText()).isEqualTo(TOO_LARGE);
        }
        assertThat(admin.status()).as(admin.head()).isEqualTo(431);
        assertThat(Platform.read(admin.body()).get("error").asText()).isEqualTo(TOO_LARGE);
        assertThat(page.status()).as(page.head()).isEqualTo(431);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        assertThat(page.body()).startsWith("<!DOCTYPE html>").contains("The request is too large");
        assertThat(token.status()).as(token.head()).isEqualTo(400);
        assertThat(Platform.read(token.body()).get("error").asText()).isEqualTo("invalid_request");
        assertThat(Platform.read(token.body()).get("error_description").asText())
                .isEqualTo(TOO_LARGE);
        assertThat(fine.status()).isEqualTo(200);
    }

    @Test
    @DisplayName("20 KB of headers over HTTP/2 get the same answer, not GOAWAY; 8 KB pass")
    void http2() throws Exception {
        // given
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_2)
                .sslContext(Browser.trusting(TestServers.sharedDataDir()))
                .build();
        URI api = URI.create(TestServers.shared().baseUrl() + "/v1/users/self");
        URI health = URI.create(TestServers.shared().baseUrl() + "/health");

        // when
        HttpResponse<String> big = client.send(
                HttpRequest.newBuilder(api)
                        .header("X-Padding", "a".repeat(20_000))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> fine = client.send(
                HttpRequest.newBuilder(health)
                        .header("X-Padding", "a".repeat(8_000))
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        // then
        assertThat(big.version()).isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(big.statusCode()).isEqualTo(400);
        assertThat(Api.answer(big).errorMessage()).isEqualTo(TOO_LARGE);
        assertThat(fine.statusCode()).isEqualTo(200);
    }

    @Test
    @DisplayName("over plain HTTP, 20 KB of headers get the 403 and the token they carry is revoked")
    void plainHttpRevokes() {
        // given
        Platform platform = Platform.shared();
        String token = platform.token(platform.user("bigheads"), platform.liveApp());

        // when
        RawHttps.Raw plain = RawHttps.sendWithHeaders(
                TestServers.shared().httpPort().get(),
                false,
                "GET /v1/users/self HTTP/1.1",
                List.of("Authorization: Bearer " + token, BIG),
                null);

        // then
        assertThat(plain.status()).as(plain.head()).isEqualTo(403);
        assertThat(plain.body()).contains("HTTPS is required.");
        assertThat(new Api().get("/v1/users/self", token).errorType()).isEqualTo("OAuthAccessTokenException");
    }
}
