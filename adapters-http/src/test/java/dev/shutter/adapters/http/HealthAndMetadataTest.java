package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.oauth.MetadataHandler;
import dev.shutter.adapters.http.web.Answered;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.SentRequest;
import dev.shutter.adapters.http.web.WebAnswer;
import io.vavr.control.Option;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The handlers that read no storage answer at once, with no web server in between. */
class HealthAndMetadataTest {

    @Test
    @DisplayName("health says up, and 503 with Retry-After while the storage does not answer")
    void health() throws IOException {
        // given
        AtomicBoolean reachable = new AtomicBoolean(true);
        HealthHandler health = new HealthHandler(reachable::get);

        // when
        WebAnswer up = Answered.now(health, SentRequest.of("GET", "/health"));
        reachable.set(false);
        WebAnswer down = Answered.now(health, SentRequest.of("GET", "/health"));

        // then
        assertThat(up.status()).isEqualTo(200);
        assertThat(Answered.json(up).get("storage").asText()).isEqualTo("up");
        assertThat(up.headers("Retry-After")).isEmpty();
        assertThat(down.status()).isEqualTo(503);
        assertThat(Answered.json(down).get("status").asText()).isEqualTo("unavailable");
        assertThat(down.headers("Retry-After")).containsExactly("5");
    }

    @Test
    @DisplayName("the metadata names the issuer the request was sent to, and its endpoints under it")
    void metadata() throws IOException {
        // given
        MetadataHandler metadata = new MetadataHandler(new BaseUrl(Option.none()));

        // when
        WebAnswer answer = Answered.now(
                metadata, SentRequest.of("GET", MetadataHandler.PATH).header("Host", "photos.example:9443"));

        // then
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.headers("Cache-Control")).containsExactly("max-age=3600");
        assertThat(Answered.json(answer).get("issuer").asText()).isEqualTo("https://photos.example:9443");
        assertThat(Answered.json(answer).get("token_endpoint").asText())
                .isEqualTo("https://photos.example:9443/oauth/access_token");
    }

    @Test
    @DisplayName("the metadata refuses a POST with 405 and the methods it takes")
    void metadataRefusesAPost() throws IOException {
        WebAnswer answer = Answered.now(
                new MetadataHandler(new BaseUrl(Option.none())), SentRequest.of("POST", MetadataHandler.PATH));

        assertThat(answer.status()).isEqualTo(405);
        assertThat(answer.headers("Allow")).containsExactly("GET, HEAD");
        assertThat(Answered.json(answer).get("error").asText()).isEqualTo("method not allowed");
    }

    @Test
    @DisplayName("the OpenAPI document names the server it is served from as its one server")
    void openApi() throws IOException {
        // when
        WebAnswer answer = Answered.now(
                new OpenApiHandler(new BaseUrl(Option.none())),
                SentRequest.of("GET", OpenApiHandler.PATH).header("Host", "photos.example:9443"));

        // then
        assertThat(answer.status()).isEqualTo(200);
        assertThat(Answered.json(answer).get("openapi").asText()).startsWith("3.1");
        assertThat(Answered.json(answer).get("servers")).hasSize(1);
        assertThat(Answered.json(answer).at("/servers/0/url").asText()).isEqualTo("https://photos.example:9443");
    }

    @Test
    @DisplayName("the OpenAPI document names the configured public URL where there is one")
    void openApiBehindAPublicUrl() throws IOException {
        WebAnswer answer = Answered.now(
                new OpenApiHandler(new BaseUrl(Option.some("https://social.example/photos"))),
                SentRequest.of("GET", OpenApiHandler.PATH).header("Host", "localhost:8443"));

        assertThat(Answered.json(answer).at("/servers/0/url").asText()).isEqualTo("https://social.example/photos");
    }
}
