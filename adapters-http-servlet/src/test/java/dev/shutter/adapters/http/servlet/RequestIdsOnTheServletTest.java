package dev.shutter.adapters.http.servlet;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.RequestIdSource;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Each request through the servlet has an id, as on the bundled Undertow server: the answer's {@code X-Request-Id},
 * the route's {@code WebRequest.id()}, and the logging context on the container's and the worker's threads, where
 * an incident's log line names it; taken out of the context afterwards.
 */
@DisplayName("Request ids through the servlet")
class RequestIdsOnTheServletTest {

    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final ExecutorService LATER = Executors.newSingleThreadExecutor(r -> new Thread(r, "storage"));
    private static final ExecutorService WORKER = Executors.newSingleThreadExecutor(r -> new Thread(r, "host-worker"));
    private static final Logger INCIDENTS = (Logger) LoggerFactory.getLogger("dev.shutter.incidents");
    private static final ListAppender<ILoggingEvent> LOGGED = new ListAppender<>();

    private static Served tomcat;
    private static Served jetty;

    @BeforeAll
    static void start() {
        LOGGED.start();
        INCIDENTS.addAppender(LOGGED);
        tomcat = Served.tomcat(Echo.mounts(LATER, WORKER));
        jetty = Served.jetty(Echo.mounts(LATER, WORKER));
    }

    @AfterAll
    static void stop() {
        INCIDENTS.detachAppender(LOGGED);
        tomcat.close();
        jetty.close();
        LATER.shutdownNow();
        WORKER.shutdownNow();
    }

    private static HttpResponse<String> get(String container, String path, String... headers) throws Exception {
        String origin = (container.equals("Tomcat") ? tomcat : jetty).origin();
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(origin + path));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String id(HttpResponse<String> response) {
        return response.headers().firstValue(RequestIdSource.HEADER).orElseThrow();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("each answer names a new id, which the route saw, in the logging context of the thread it ran on")
    void newIds(String container) throws Exception {
        for (String path : List.of("/now", "/blocking", "/worker/blocking", "/later")) {
            // when
            HttpResponse<String> first = get(container, path);
            HttpResponse<String> second = get(container, path);

            // then
            JsonNode seen = Json.MAPPER.readTree(first.body());
            assertThat(id(first)).as(path).matches("[0-9a-f]{12}-[0-9a-f]+").isNotEqualTo(id(second));
            assertThat(seen.get("id").asText()).as(path).isEqualTo(id(first));
            if (!path.equals("/later")) {
                // (/later answers from the storage's own thread, which is not the binding's to mark)
                assertThat(seen.get("logged").asText()).as(path).isEqualTo(id(first));
            }
        }
        // and the worker's thread is left without it
        assertThat(WORKER.submit(() -> MDC.get(RequestIdSource.LOG_KEY)).get()).isNull();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("keeps the X-Request-Id of a trusted proxy, and of nobody else or unprintable")
    void trustedProxiesIds(String container) throws Exception {
        // when
        HttpResponse<String> proxied = get(container, "/proxied/now", "X-Request-Id", "edge-42.a:b");
        HttpResponse<String> direct = get(container, "/now", "X-Request-Id", "edge-42.a:b");
        HttpResponse<String> forged = get(container, "/proxied/now", "X-Request-Id", "a b");

        // then
        assertThat(id(proxied)).isEqualTo("edge-42.a:b");
        assertThat(Json.MAPPER.readTree(proxied.body()).get("logged").asText()).isEqualTo("edge-42.a:b");
        assertThat(id(direct)).isNotEqualTo("edge-42.a:b");
        assertThat(id(forged)).isNotEqualTo("a b").matches("[0-9a-f]{12}-[0-9a-f]+");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("an incident's log line names the request's id, which its answer carries")
    void incidents(String container) throws Exception {
        for (String path : List.of("/incident", "/worker/incident")) {
            // given
            LOGGED.list.clear();

            // when
            HttpResponse<String> failed = get(container, path);

            // then
            String id = id(failed);
            assertThat(failed.statusCode()).isEqualTo(500);
            assertThat(Json.MAPPER.readTree(failed.body()).get("error_id").asText())
                    .isEqualTo(id);
            assertThat(LOGGED.list).as(path).anySatisfy(line -> {
                assertThat(line.getFormattedMessage()).startsWith("incident " + id + ":");
                assertThat(line.getMDCPropertyMap()).containsEntry(RequestIdSource.LOG_KEY, id);
            });
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Tomcat", "Jetty"})
    @DisplayName("a handler's bug answers a bare 500 that still names the id its log line carries")
    void handlersBug(String container) throws Exception {
        // given
        LOGGED.list.clear();

        // when
        HttpResponse<String> failed = get(container, "/throwing");

        // then
        assertThat(failed.statusCode()).isEqualTo(500);
        String id = id(failed);
        assertThat(LOGGED.list)
                .anySatisfy(line -> assertThat(line.getMDCPropertyMap()).containsEntry(RequestIdSource.LOG_KEY, id));
    }
}
