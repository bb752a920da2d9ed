package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Browser;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.TestServers;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One limit on request headers for HTTP/1.1 and HTTP/2, answered 431 by both. */
class HeaderLimitTest {

    private static final String BIG = "a".repeat(20_000);
    private static final String FINE = "a".repeat(8_000);

    @Test
    @DisplayName("20 KB of headers are answered 431 over HTTP/1.1; 8 KB pass")
    void http1() {
        // given
        int port = TestServers.shared().httpsPort();

        // when
        RawHttps.Raw big =
                RawHttps.sendWithHeaders(port, true, "GET /health HTTP/1.1", List.of("X-Padding: " + BIG), null);
        RawHttps.Raw fine =
                RawHttps.sendWithHeaders(port, true, "GET /health HTTP/1.1", List.of("X-Padding: " + FINE), null);

        // then
        assertThat(big.status()).as(big.head()).isEqualTo(431);
        assertThat(fine.status()).isEqualTo(200);
    }

    @Test
    @DisplayName("20 KB of headers are answered 431 over HTTP/2 too, not with GOAWAY; 8 KB pass")
    void http2() throws Exception {
        // given
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_2)
                .sslContext(Browser.trusting(TestServers.sharedDataDir()))
                .build();
        URI health = URI.create(TestServers.shared().baseUrl() + "/health");

        // when
        HttpResponse<String> big = client.send(
                HttpRequest.newBuilder(health).header("X-Padding", BIG).build(), HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> fine = client.send(
                HttpRequest.newBuilder(health).header("X-Padding", FINE).build(), HttpResponse.BodyHandlers.ofString());

        // then
        assertThat(big.version()).isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(big.statusCode()).isEqualTo(431);
        assertThat(fine.statusCode()).isEqualTo(200);
    }
}
