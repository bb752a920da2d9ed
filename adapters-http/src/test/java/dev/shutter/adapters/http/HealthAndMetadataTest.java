package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.oauth.MetadataHandler;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.SentRequest;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import io.vavr.control.Option;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The handlers that read no storage answer at once, with no web server in between. */
class HealthAndMetadataTest {

    private static WebAnswer answered(WebHandler handler, WebRequest request) {
        CompletableFuture<WebAnswer> stage = handler.answer(request).toCompletableFuture();
        assertThat(stage).isDone();
        return stage.join();
    }

    private static JsonNode json(WebAnswer answer) throws IOException {
        return Json.MAPPER.readTree(answer.body().get());
    }

    @Test
    @DisplayName("health says up, and 503 with Retry-After while the storage does not answer")
    void health() throws IOException {
        // given
        AtomicBoolean reachable = new AtomicBoolean(true);
        HealthHandler health = new HealthHandler(reachable::get);

        // when
        WebAnswer up = answered(health, SentRequest.of("GET", "/health"));
        reachable.set(false);
        WebAnswer down = answered(health, SentRequest.of("GET", "/health"));

        // then
        assertThat(up.status()).isEqualTo(200);
        assertThat(json(up).get("storage").asText()).isEqualTo("up");
        assertThat(up.headers("Retry-After")).isEmpty();
        assertThat(down.status()).isEqualTo(503);
        assertThat(json(down).get("status").asText()).isEqualTo("unavailable");
        assertThat(down.headers("Retry-After")).containsExactly("5");
    }

    @Test
    @DisplayName("the metadata names the issuer the request was sent to, and its endpoints under it")
    void metadata() throws IOException {
        // given
        MetadataHandler metadata = new MetadataHandler(new BaseUrl(Option.none()));

        // when
        WebAnswer answer =
                answered(metadata, SentRequest.of("GET", MetadataHandler.PATH).header("Host", "photos.example:9443"));

        // then
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.headers("Cache-Control")).containsExactly("max-age=3600");
        assertThat(json(answer).get("issuer").asText()).isEqualTo("https://photos.example:9443");
        assertThat(json(answer).get("token_endpoint").asText())
                .isEqualTo("https://photos.example:9443/oauth/access_token");
    }

    @Test
    @DisplayName("the metadata refuses a POST with 405 and the methods it takes")
    void metadataRefusesAPost() throws IOException {
        WebAnswer answer =
                answered(new MetadataHandler(new BaseUrl(Option.none())), SentRequest.of("POST", MetadataHandler.PATH));

        assertThat(answer.status()).isEqualTo(405);
        assertThat(answer.headers("Allow")).containsExactly("GET, HEAD");
        assertThat(json(answer).get("error").asText()).isEqualTo("method not allowed");
    }

    @Test
    @DisplayName("the OpenAPI document is served as JSON")
    void openApi() throws IOException {
        WebAnswer answer = answered(new OpenApiHandler(), SentRequest.of("GET", OpenApiHandler.PATH));

        assertThat(answer.status()).isEqualTo(200);
        assertThat(json(answer).get("openapi").asText()).startsWith("3.1");
    }
}
