package dev.shutter.adapters.http.undertow;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.PlainListenerHandler;
import dev.shutter.adapters.http.web.ReadBodyFirst;
import dev.shutter.adapters.http.web.Route;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import io.undertow.server.HttpHandler;
import io.undertow.server.handlers.PathHandler;
import io.undertow.util.Headers;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Undertow binding reads an exchange into the surface's request as it was sent, calls the route on the
 * thread its kind asks for, and writes the answer on the IO thread, also when the answer comes later.
 */
@DisplayName("The Undertow binding")
class UndertowBindingTest {

    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final ExecutorService LATER = Executors.newSingleThreadExecutor(r -> new Thread(r, "storage"));
    /** The thread each exchange ended on, in order. */
    private static final LinkedBlockingQueue<String> ENDED_ON = new LinkedBlockingQueue<>();

    private static Undertow server;
    private static String base;

    /** What the handler saw, as JSON: the test reads the request back from it. */
    private static WebAnswer echo(WebRequest request) {
        ObjectNode seen = Json.object()
                .put("method", request.method())
                .put("path", request.path())
                .put("query", request.rawQuery().getOrElse("(none)"))
                .put("body", new String(request.body().get(), StandardCharsets.ISO_8859_1))
                .put("transport", request.transport().name())
                .put("client", request.client().getAddress().getHostAddress())
                .put("headerBytes", request.headerBytes())
                .put("cookie", request.cookie("session").getOrElse("(none)"))
                .put("thread", Thread.currentThread().getName());
        return WebAnswer.json(200, seen);
    }

    private static HttpHandler bound(Route route) {
        return new ReadBodyFirst(UndertowRoute.of(route));
    }

    @BeforeAll
    static void start() {
        WebHandler now = request -> echo(request).now();
        WebHandler later = request -> CompletableFuture.supplyAsync(() -> echo(request), LATER);
        PathHandler paths = new PathHandler()
                .addPrefixPath("/now", bound(Route.nonBlocking(now)))
                .addPrefixPath("/blocking", bound(Route.blocking(now)))
                .addPrefixPath("/later", bound(Route.nonBlocking(later)))
                .addPrefixPath("/cookies", exchange -> {
                    // a host's own handler in front, as an embedding host may have
                    exchange.getResponseHeaders().put(Headers.SET_COOKIE, "host=1; Path=/");
                    exchange.getResponseHeaders().put(Headers.CACHE_CONTROL, "max-age=60");
                    bound(Route.nonBlocking(request -> WebAnswer.empty(204)
                                    .with("Cache-Control", "no-store")
                                    .with("Set-Cookie", "a=1; Path=/")
                                    .with("Set-Cookie", "b=2; Path=/")
                                    .now()))
                            .handleRequest(exchange);
                })
                .addPrefixPath(
                        "/proxied",
                        new PlainListenerHandler(Set.of("127.0.0.1"), bound(Route.nonBlocking(now)), exchange -> {
                            exchange.setStatusCode(403);
                            exchange.endExchange();
                        }));
        HttpHandler recording = exchange -> {
            exchange.addExchangeCompleteListener((done, next) -> {
                ENDED_ON.add(Thread.currentThread().getName());
                next.proceed();
            });
            paths.handleRequest(exchange);
        };
        server = Undertow.builder()
                .addHttpListener(0, "127.0.0.1")
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setHandler(recording)
                .build();
        server.start();
        base = "http://127.0.0.1:"
                + ((InetSocketAddress) server.getListenerInfo().get(0).getAddress()).getPort();
    }

    @AfterAll
    static void stop() {
        server.stop();
        LATER.shutdownNow();
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        ENDED_ON.clear();
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode seen(HttpResponse<String> response) throws IOException {
        assertThat(response.statusCode()).isEqualTo(200);
        return Json.MAPPER.readTree(response.body());
    }

    @Test
    @DisplayName("keeps the path and the query as sent, undecoded")
    void rawPathAndQuery() throws Exception {
        // when
        JsonNode seen = seen(send(HttpRequest.newBuilder(URI.create(base + "/now/a%2Fb%20c?x=a+b&y=%20&y=2"))));

        // then
        assertThat(seen.get("method").asText()).isEqualTo("GET");
        assertThat(seen.get("path").asText()).isEqualTo("/now/a%2Fb%20c");
        assertThat(seen.get("query").asText()).isEqualTo("x=a+b&y=%20&y=2");
        assertThat(seen.get("body").asText()).isEmpty();
        assertThat(seen.get("cookie").asText()).isEqualTo("(none)");
    }

    @Test
    @DisplayName("gives the form body as sent, and the cookies")
    void formBody() throws Exception {
        // when
        JsonNode seen = seen(send(HttpRequest.newBuilder(URI.create(base + "/now/form"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Cookie", "session=s3cret")
                .POST(HttpRequest.BodyPublishers.ofString("name=a%20b&name=c+d&empty="))));

        // then
        assertThat(seen.get("method").asText()).isEqualTo("POST");
        assertThat(seen.get("body").asText()).isEqualTo("name=a%20b&name=c+d&empty=");
        assertThat(seen.get("query").asText()).isEqualTo("(none)");
        assertThat(seen.get("cookie").asText()).isEqualTo("s3cret");
    }

    @Test
    @DisplayName("counts the header fields as HTTP/1.1 writes them")
    void headerBytes() throws Exception {
        // given
        String pad = "p".repeat(100);

        // when
        long without = seen(send(HttpRequest.newBuilder(URI.create(base + "/now/h"))))
                .get("headerBytes")
                .asLong();
        long with = seen(send(
                        HttpRequest.newBuilder(URI.create(base + "/now/h")).header("X-Pad", pad)))
                .get("headerBytes")
                .asLong();

        // then: "X-Pad: " + pad + CRLF
        assertThat(with - without).isEqualTo("X-Pad".length() + pad.length() + 4);
    }

    @Test
    @DisplayName("says a plain request is plain, and one a trusted proxy forwarded from TLS is forwarded TLS")
    void transport() throws Exception {
        // when
        JsonNode plain = seen(send(HttpRequest.newBuilder(URI.create(base + "/now/t"))));
        JsonNode forwarded = seen(
                send(HttpRequest.newBuilder(URI.create(base + "/proxied/t")).header("X-Forwarded-Proto", "https")));
        HttpResponse<String> unvouched = send(HttpRequest.newBuilder(URI.create(base + "/proxied/t")));

        // then
        assertThat(plain.get("transport").asText()).isEqualTo("PLAIN");
        assertThat(forwarded.get("transport").asText()).isEqualTo("FORWARDED_TLS");
        assertThat(forwarded.get("client").asText()).isEqualTo("127.0.0.1");
        assertThat(unvouched.statusCode()).isEqualTo(403);
    }

    @Test
    @DisplayName("adds each cookie the answer sets beside a host's, and replaces the host's other fields")
    void cookiesAreAdded() throws Exception {
        // when
        HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(base + "/cookies/x")));

        // then
        assertThat(response.statusCode()).isEqualTo(204);
        assertThat(response.headers().allValues("Set-Cookie"))
                .containsExactlyInAnyOrder("host=1; Path=/", "a=1; Path=/", "b=2; Path=/");
        assertThat(response.headers().allValues("Cache-Control")).containsExactly("no-store");
    }

    @Test
    @DisplayName("calls a route that never blocks on the IO thread, and one that may block on a worker")
    void threads() throws Exception {
        // when
        JsonNode io = seen(send(HttpRequest.newBuilder(URI.create(base + "/now/x"))));
        JsonNode worker = seen(send(HttpRequest.newBuilder(URI.create(base + "/blocking/x"))));

        // then
        assertThat(io.get("thread").asText()).contains("I/O");
        assertThat(worker.get("thread").asText()).contains("task");
        assertThat(ENDED_ON.poll(5, TimeUnit.SECONDS)).contains("I/O");
    }

    @Test
    @DisplayName("writes an answer that comes later from the storage's thread on the IO thread")
    void later() throws Exception {
        // when
        HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(base + "/later/x")));

        // then
        assertThat(seen(response).get("thread").asText()).isEqualTo("storage");
        assertThat(response.headers().firstValue(Headers.CONTENT_TYPE_STRING)).contains(WebAnswer.JSON_TYPE);
        assertThat(ENDED_ON.poll(5, TimeUnit.SECONDS)).contains("I/O");
    }
}
