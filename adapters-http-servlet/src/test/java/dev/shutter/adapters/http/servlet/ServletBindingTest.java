package dev.shutter.adapters.http.servlet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.TrustedProxies;
import dev.shutter.adapters.http.web.WebRequest;
import jakarta.servlet.Servlet;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The servlet binding, on Tomcat 11 and Jetty 12.1, reads a request into the surface's model as it was sent,
 * calls the route on the thread its kind asks for, holds the request open for an answer that comes later, and
 * writes the answer as it is.
 */
@DisplayName("The servlet binding")
class ServletBindingTest {

    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final ExecutorService LATER = Executors.newSingleThreadExecutor(r -> new Thread(r, "storage"));
    private static final ExecutorService WORKER = Executors.newSingleThreadExecutor(r -> new Thread(r, "host-worker"));

    private static Served tomcat;
    private static Served jetty;

    @BeforeAll
    static void start() {
        tomcat = Served.tomcat(Echo.mounts(LATER, WORKER));
        jetty = Served.jetty(Echo.mounts(LATER, WORKER));
    }

    @AfterAll
    static void stop() {
        tomcat.close();
        jetty.close();
        LATER.shutdownNow();
        WORKER.shutdownNow();
    }

    private static HttpResponse<String> send(String container, String path, HttpRequest.Builder request)
            throws Exception {
        String origin = (container.equals("Tomcat") ? tomcat : jetty).origin();
        return CLIENT.send(request.uri(URI.create(origin + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode seen(HttpResponse<String> response) throws Exception {
        assertThat(response.statusCode()).isEqualTo(200);
        return Json.MAPPER.readTree(response.body());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("keeps the path and the query as sent, undecoded, and takes the mount off the path")
    void rawPathAndQuery(String container) throws Exception {
        // when
        JsonNode root = seen(send(container, "/now/a%20b%2Bc?x=a+b&y=%20&y=2", HttpRequest.newBuilder()));
        JsonNode mounted = seen(send(container, "/proxied/now/a%20b", HttpRequest.newBuilder()));

        // then
        assertThat(root.get("method").asText()).isEqualTo("GET");
        assertThat(root.get("path").asText()).isEqualTo("/now/a%20b%2Bc");
        assertThat(root.get("mount").asText()).isEmpty();
        assertThat(root.get("query").asText()).isEqualTo("x=a+b&y=%20&y=2");
        assertThat(mounted.get("path").asText()).isEqualTo("/now/a%20b");
        assertThat(mounted.get("mount").asText()).isEqualTo("/proxied");
        assertThat(mounted.get("query").asText()).isEqualTo("(none)");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("takes the context path off the path with the prefix, and names both as the mount")
    void contextPath(String container) throws Exception {
        // given
        Map<String, Servlet> servlets = Map.of("/social/*", new ShutterServlet(new Echo(LATER, TrustedProxies.none())));
        try (Served served =
                container.equals("Tomcat") ? Served.tomcat("/app", servlets) : Served.jetty("/app", servlets)) {
            // when
            JsonNode seen = seen(CLIENT.send(
                    HttpRequest.newBuilder(URI.create(served.origin() + "/app/social/now/a%20b?q=%2F"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString()));

            // then
            assertThat(seen.get("mount").asText()).isEqualTo("/app/social");
            assertThat(seen.get("path").asText()).isEqualTo("/now/a%20b");
            assertThat(seen.get("query").asText()).isEqualTo("q=%2F");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("gives the form body as sent, the cookies, and writes each Set-Cookie of the answer")
    void formBodyAndCookies(String container) throws Exception {
        // when
        HttpResponse<String> response = send(
                container,
                "/now/form",
                HttpRequest.newBuilder()
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .header("Cookie", "session=s3cret")
                        .POST(HttpRequest.BodyPublishers.ofString("name=a%20b&name=c+d&empty=")));

        // then
        JsonNode seen = seen(response);
        assertThat(seen.get("method").asText()).isEqualTo("POST");
        assertThat(seen.get("body").asText()).isEqualTo("name=a%20b&name=c+d&empty=");
        assertThat(seen.get("cookie").asText()).isEqualTo("s3cret");
        assertThat(response.headers().allValues("Set-Cookie")).containsExactly("a=1", "b=2");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName(
            "reads a body sent in chunks up to the limit, and refuses one over it, whether its length is said or not,"
                    + " reading a long one to its end so that its client reads the refusal")
    void bodies(String container) throws Exception {
        // given
        String full = "f".repeat(WebRequest.BODY_LIMIT);
        String over = "o".repeat(WebRequest.BODY_LIMIT + 1);

        // when
        JsonNode chunked =
                seen(send(container, "/now/b", HttpRequest.newBuilder().POST(chunked(full))));
        JsonNode overChunked =
                seen(send(container, "/now/b", HttpRequest.newBuilder().POST(chunked(over))));
        JsonNode overSaid = seen(
                send(container, "/now/b", HttpRequest.newBuilder().POST(HttpRequest.BodyPublishers.ofString(over))));
        String longer = "l".repeat(1024 * 1024);
        List<String> longSaid = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            longSaid.add(seen(send(
                            container,
                            "/now/b",
                            HttpRequest.newBuilder().POST(HttpRequest.BodyPublishers.ofString(longer))))
                    .get("body")
                    .asText());
        }

        // then
        assertThat(chunked.get("body").asText()).isEqualTo(full);
        assertThat(overChunked.get("body").asText()).isEqualTo("refused: 413");
        assertThat(overSaid.get("body").asText()).isEqualTo("refused: 413");
        assertThat(longSaid).containsOnly("refused: 413");
    }

    /** {@code body} in two chunks, its length unsaid. */
    private static HttpRequest.BodyPublisher chunked(String body) {
        int half = body.length() / 2;
        return HttpRequest.BodyPublishers.ofByteArrays(List.of(
                body.substring(0, half).getBytes(StandardCharsets.ISO_8859_1),
                body.substring(half).getBytes(StandardCharsets.ISO_8859_1)));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("says a plain request is plain, and one a trusted proxy forwarded from TLS is forwarded TLS")
    void transport(String container) throws Exception {
        // when
        JsonNode plain = seen(send(container, "/now/t", HttpRequest.newBuilder().header("X-Forwarded-Proto", "https")));
        JsonNode forwarded =
                seen(send(container, "/proxied/now/t", HttpRequest.newBuilder().header("X-Forwarded-Proto", "https")));
        JsonNode unvouched = seen(send(container, "/proxied/now/t", HttpRequest.newBuilder()));

        // then
        assertThat(plain.get("transport").asText()).isEqualTo("PLAIN");
        assertThat(forwarded.get("transport").asText()).isEqualTo("FORWARDED_TLS");
        assertThat(forwarded.get("client").asText()).isEqualTo("127.0.0.1");
        assertThat(unvouched.get("transport").asText()).isEqualTo("PLAIN");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("runs a route that may block on the host's worker, and writes an answer that comes later")
    void threads(String container) throws Exception {
        // when
        JsonNode now = seen(send(container, "/now/x", HttpRequest.newBuilder()));
        JsonNode worker = seen(send(container, "/worker/blocking/x", HttpRequest.newBuilder()));
        JsonNode containers = seen(send(container, "/blocking/x", HttpRequest.newBuilder()));
        JsonNode later = seen(send(container, "/later/x", HttpRequest.newBuilder()));

        // then
        assertThat(now.get("thread").asText()).isNotIn("host-worker", "storage");
        assertThat(worker.get("thread").asText()).isEqualTo("host-worker");
        assertThat(containers.get("thread").asText()).isNotIn("host-worker", "storage");
        assertThat(later.get("thread").asText()).isEqualTo("storage");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("answers a handler's bug with a bare 500: no error page, no stack trace")
    void failures(String container) throws Exception {
        // when
        HttpResponse<String> failing = send(container, "/failing/x", HttpRequest.newBuilder());
        HttpResponse<String> throwing = send(container, "/throwing/x", HttpRequest.newBuilder());

        // then
        assertThat(failing.statusCode()).isEqualTo(500);
        assertThat(failing.body()).isEmpty();
        assertThat(throwing.statusCode()).isEqualTo(500);
        assertThat(throwing.body()).isEmpty();
    }
}
