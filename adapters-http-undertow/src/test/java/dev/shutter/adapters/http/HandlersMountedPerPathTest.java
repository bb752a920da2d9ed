package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.contract.Fixtures;
import io.undertow.Handlers;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A host that mounts each handler at its own path, as docs/embedding.md shows, serves the OpenAPI document too. */
@DisplayName("Handlers mounted per path")
class HandlersMountedPerPathTest {

    @Test
    @DisplayName("serve /openapi.json naming the server they are served from")
    void openApi() throws Exception {
        // given: the handlers mounted as docs/embedding.md mounts them
        ShutterHttp http =
                ShutterHttp.builder(Fixtures.on(new InMemoryStorage()).shutter).build();
        Undertow host = Undertow.builder()
                .addHttpListener(0, "127.0.0.1")
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setHandler(Handlers.path()
                        .addPrefixPath(ShutterHttp.API_PREFIX, http.api())
                        .addExactPath(ShutterHttp.OPENAPI_PATH, http.openApi())
                        .addExactPath(ShutterHttp.HEALTH_PATH, http.health()))
                .build();
        host.start();
        try {
            int port = ((InetSocketAddress) host.getListenerInfo().get(0).getAddress()).getPort();

            // when
            HttpResponse<String> answer = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/openapi.json"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());

            // then
            assertThat(answer.statusCode()).isEqualTo(200);
            JsonNode document = Json.MAPPER.readTree(answer.body());
            assertThat(document.at("/servers/0/url").asText()).isEqualTo("http://127.0.0.1:" + port);
        } finally {
            host.stop();
        }
    }
}
