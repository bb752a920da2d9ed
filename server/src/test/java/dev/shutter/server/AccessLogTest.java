package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.OutputStreamAppender;
import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.server.logging.LogFormat;
import dev.shutter.server.logging.RequestIds;
import dev.shutter.server.logging.ServerLogging;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.web.AccessLog;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The access log: one line per request with its request id, in text and in JSON, never a token, code,
 * secret or password.
 */
class AccessLogTest {

    @Test
    @DisplayName("text lines carry method, path, status, duration and the request id, never queries or bodies")
    void textLines() throws Exception {
        // given
        Platform platform = Platform.shared();
        Platform.User user = platform.user("logged");
        Platform.App app = platform.liveApp();

        // when
        Captured captured = capture(LogFormat.TEXT, () -> {
            String token = platform.token(user, app);
            Api.Answer answer = new Api().get("/v1/users/self", token);
            Browser.onShared().get("/v1/users/self", "Authorization", "Bearer " + token);
            return List.of(token, answer.header("X-Request-Id"));
        });

        // then
        String requestId = captured.secrets().get(1);
        assertThat(requestId).isNotBlank();
        assertThat(captured.lines())
                .anyMatch(line ->
                        line.matches(".* INFO dev\\.shutter\\.access GET /v1/users/self 200 [0-9]+ms request_id="
                                + java.util.regex.Pattern.quote(requestId)));
        assertThat(captured.lines()).anyMatch(line -> line.contains(" POST /oauth/access_token 200 "));
        assertThat(captured.lines())
                .filteredOn(line -> line.contains("dev.shutter.access"))
                .allMatch(line -> line.matches(".* request_id=[0-9a-f]{12}-[0-9a-f]+"));
        assertNoSecret(captured, app);
    }

    @Test
    @DisplayName("JSON lines parse, one object a line, with the request id and the request's fields, and no secret")
    void jsonLines() throws Exception {
        // given
        Platform platform = Platform.shared();
        Platform.User user = platform.user("jsonlogged");
        Platform.App app = platform.liveApp();

        // when
        Captured captured = capture(LogFormat.JSON, () -> {
            String token = platform.token(user, app);
            Api.Answer answer = new Api().get("/v1/users/self", token);
            return List.of(token, answer.header("X-Request-Id"));
        });

        // then
        List<JsonNode> objects = new ArrayList<>();
        for (String line : captured.lines()) {
            objects.add(Platform.read(line));
        }
        assertThat(objects).isNotEmpty().allMatch(JsonNode::isObject);
        assertThat(objects)
                .filteredOn(o -> o.path("logger_name").asText().equals("dev.shutter.access"))
                .isNotEmpty()
                .allMatch(o -> o.path(RequestIds.MDC_KEY).isTextual()
                        && o.path("status").isInt()
                        && o.path("duration_ms").isNumber());
        assertThat(objects)
                .anyMatch(o -> o.path("path").asText().equals("/v1/users/self")
                        && o.path("method").asText().equals("GET")
                        && o.path(RequestIds.MDC_KEY)
                                .asText()
                                .equals(captured.secrets().get(1)));
        assertNoSecret(captured, app);
    }

    private static void assertNoSecret(Captured captured, Platform.App app) {
        assertThat(captured.text())
                .doesNotContain(
                        captured.secrets().get(0),
                        Platform.PASSWORD,
                        Forms.enc(Platform.PASSWORD),
                        app.secret(),
                        "code=",
                        "?");
    }

    /** Runs {@code requests} with every log line written in {@code format}; they answer what must not leak. */
    static Captured capture(LogFormat format, ThrowingSupplier<List<String>> requests) throws Exception {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        Logger access = context.getLogger(AccessLog.LOG.getName());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        OutputStreamAppender<ILoggingEvent> appender = new OutputStreamAppender<>();
        appender.setContext(context);
        appender.setEncoder(ServerLogging.encoder(format, context));
        appender.setOutputStream(bytes);
        appender.start();
        Level before = access.getLevel();
        access.setLevel(Level.INFO);
        root.addAppender(appender);
        List<String> secrets;
        try {
            secrets = requests.get();
            Thread.sleep(200);
        } finally {
            root.detachAppender(appender);
            access.setLevel(before);
            appender.stop();
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        return new Captured(text, text.lines().toList(), secrets);
    }

    /** What a capture wrote, and what its requests said must not appear in it. */
    record Captured(String text, List<String> lines, List<String> secrets) {}

    /** A supplier that may throw. */
    interface ThrowingSupplier<T> {
        T get() throws Exception;
    }
}
