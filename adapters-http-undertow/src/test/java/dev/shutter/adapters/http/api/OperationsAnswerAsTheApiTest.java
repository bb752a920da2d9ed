package dev.shutter.adapters.http.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.ports.in.Outcome;
import dev.shutter.ports.in.UserPage;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each of a token's operations ({@code shutter.as(token)}) answers what the {@code /v1} request of the same name
 * answers: two worlds made alike, one asked over HTTP through the handlers, the other through the operation;
 * the status and the catalogue's code, type and message, the rate budget, the {@code data} in the v1
 * representation, the next cursor of a list, and what is stored afterwards must be the same.
 */
class OperationsAnswerAsTheApiTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.shutter.adapters.http.api.SameRequests#all")
    @DisplayName("the operation answers as /v1 answers the same request, and stores the same")
    void sameAnswer(SameRequest c) throws Exception {
        // given: two worlds made alike
        AliceBobAndCarol overHttp = new AliceBobAndCarol();
        AliceBobAndCarol byOperation = new AliceBobAndCarol();
        c.before().accept(overHttp);
        c.before().accept(byOperation);
        Undertow server = serve(overHttp);
        try {
            int port = ((InetSocketAddress) server.getListenerInfo().get(0).getAddress()).getPort();

            // when
            HttpResponse<String> response = send(port, c.http().apply(overHttp));
            Outcome<?> outcome = c.operation().apply(byOperation).join();

            // then
            JsonNode body = Json.MAPPER.readTree(response.body());
            assertThat(response.statusCode())
                    .as(response.body())
                    .isEqualTo(outcome.fold(failure -> failure.code(), result -> 200));
            assertThat(rate(response))
                    .isEqualTo(outcome.rate()
                            .map(r -> r.limit() + "/" + r.remaining())
                            .getOrElse("none"));
            if (outcome.isDone()) {
                Object result = outcome.orElseThrow();
                assertThat(body.get("data"))
                        .isEqualTo(Json.MAPPER.readTree(Json.bytes(c.data().apply(result))));
                String next =
                        result instanceof UserPage page ? page.nextCursor().getOrNull() : null;
                assertThat(body.path("pagination").path("next_cursor").textValue())
                        .isEqualTo(next);
            } else {
                var failure = outcome.either().getLeft();
                assertThat(body.get("meta").get("error_type").asText()).isEqualTo(failure.errorType());
                assertThat(body.get("meta").get("error_message").asText()).isEqualTo(failure.message());
            }
            assertThat(byOperation.stored()).isEqualTo(overHttp.stored());
        } finally {
            server.stop();
        }
    }

    private static String rate(HttpResponse<String> response) {
        var limit = response.headers().firstValue("X-Ratelimit-Limit");
        var remaining = response.headers().firstValue("X-Ratelimit-Remaining");
        return limit.isPresent() ? limit.get() + "/" + remaining.get() : "none";
    }

    private static Undertow serve(AliceBobAndCarol world) {
        ShutterHttp http = ShutterHttp.builder(world.fixtures.shutter).build();
        Undertow server = Undertow.builder()
                .addHttpListener(0, "127.0.0.1")
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setHandler(http.handler())
                .build();
        server.start();
        return server;
    }

    private static HttpResponse<String> send(int port, V1Request request) throws Exception {
        String form = request.parameters().entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        String url = "http://127.0.0.1:" + port + "/v1" + request.path();
        HttpRequest.Builder builder;
        if (request.method().equals("POST")) {
            builder = HttpRequest.newBuilder(URI.create(url))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form));
        } else {
            builder = HttpRequest.newBuilder(URI.create(form.isEmpty() ? url : url + "?" + form))
                    .method(request.method(), HttpRequest.BodyPublishers.noBody());
        }
        return HttpClient.newHttpClient().send(builder.build(), HttpResponse.BodyHandlers.ofString());
    }
}
