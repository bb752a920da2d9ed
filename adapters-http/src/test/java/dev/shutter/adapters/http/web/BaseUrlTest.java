package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import java.net.InetSocketAddress;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The base URL of an answer")
class BaseUrlTest {

    private final BaseUrl fromRequests = new BaseUrl(Option.none());

    @Test
    @DisplayName("is the scheme and Host the request was sent with")
    void fromTheHost() {
        SentRequest request = SentRequest.of("GET", "/x").header("Host", "photos.example:9443");

        assertThat(fromRequests.of(request)).isEqualTo("https://photos.example:9443");
        assertThat(fromRequests.of(request.over(Transport.PLAIN))).isEqualTo("http://photos.example:9443");
    }

    @Test
    @DisplayName("ends where the host mounted the surface, unless a public URL is configured")
    void mounted() {
        SentRequest request =
                SentRequest.of("GET", "/x").header("Host", "photos.example").mountedAt("/social");

        assertThat(fromRequests.of(request)).isEqualTo("https://photos.example/social");
        assertThat(new BaseUrl(Option.some("https://api.example/")).of(request)).isEqualTo("https://api.example");
    }

    @Test
    @DisplayName("is https for a request a trusted proxy forwarded from TLS")
    void forwarded() {
        SentRequest request =
                SentRequest.of("GET", "/x").header("Host", "photos.example").over(Transport.FORWARDED_TLS);

        assertThat(fromRequests.of(request)).isEqualTo("https://photos.example");
    }

    @Test
    @DisplayName("names the listener's own address for a Host that is not a plain host and port")
    void hostileHost() {
        SentRequest request = SentRequest.of("GET", "/x")
                .header("Host", "evil.example/path?")
                .receivedOn(new InetSocketAddress("::1", 8443));

        assertThat(fromRequests.of(request)).isEqualTo("https://[0:0:0:0:0:0:0:1]:8443");
    }

    @Test
    @DisplayName("without a Host, is the listener's address, its port left out where it is the scheme's")
    void noHost() {
        SentRequest onTheDefault = SentRequest.of("GET", "/x").receivedOn(new InetSocketAddress("127.0.0.1", 443));
        SentRequest onAnother = SentRequest.of("GET", "/x").receivedOn(new InetSocketAddress("127.0.0.1", 8443));

        assertThat(fromRequests.of(onTheDefault)).isEqualTo("https://127.0.0.1");
        assertThat(fromRequests.of(onAnother)).isEqualTo("https://127.0.0.1:8443");
    }

    @Test
    @DisplayName("is the configured public URL, without its trailing slash, whatever the request says")
    void configured() {
        BaseUrl configured = new BaseUrl(Option.some("https://social.example/"));

        assertThat(configured.of(SentRequest.of("GET", "/x").header("Host", "localhost:8443")))
                .isEqualTo("https://social.example");
    }
}
