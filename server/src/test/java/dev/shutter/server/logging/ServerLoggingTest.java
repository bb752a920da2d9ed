package dev.shutter.server.logging;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.LoggingEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.slf4j.LoggerFactory;

/** The server's encoders: a library's exception never prints its trace or its message. */
class ServerLoggingTest {

    @ParameterizedTest
    @EnumSource(LogFormat.class)
    @DisplayName("a line logged with an exception keeps its sentence and drops the trace and the exception's message")
    void noStackTrace(LogFormat format) throws Exception {
        // given
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        Logger logger = context.getLogger("com.zaxxer.hikari.pool.ProxyConnection");
        var encoder = ServerLogging.encoder(format, context);
        Exception driver = new IllegalStateException("Key (token_hash)=(9f86d081884c7d65) already exists");

        // when
        String line = new String(
                encoder.encode(
                        new LoggingEvent(Logger.FQCN, logger, Level.WARN, "connection marked as broken", driver, null)),
                StandardCharsets.UTF_8);

        // then
        assertThat(line).contains("connection marked as broken").doesNotContain("9f86d081884c7d65", "\tat ");
        assertThat(line.strip().lines()).hasSize(1);
        if (format == LogFormat.JSON) {
            assertThat(new ObjectMapper().readTree(line).path("message").asText())
                    .isEqualTo("connection marked as broken");
        }
    }

    @Test
    @DisplayName("a text line ends with the request id when its logging context has one, and with the message when not")
    void requestIdOnlyWhenThere() {
        // given
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        Logger logger = context.getLogger("dev.shutter.access");
        var encoder = ServerLogging.encoder(LogFormat.TEXT, context);
        LoggingEvent outside = new LoggingEvent(Logger.FQCN, logger, Level.INFO, "started", null, null);
        LoggingEvent inside =
                new LoggingEvent(Logger.FQCN, logger, Level.INFO, "GET /v1/users/self 200 1ms", null, null);
        inside.setMDCPropertyMap(Map.of(RequestIds.MDC_KEY, "0123456789ab-1"));
        LoggingEvent empty = new LoggingEvent(Logger.FQCN, logger, Level.INFO, "done", null, null);
        empty.setMDCPropertyMap(Map.of(RequestIds.MDC_KEY, ""));

        // when, then
        assertThat(new String(encoder.encode(outside), StandardCharsets.UTF_8))
                .matches("\\S+ INFO dev\\.shutter\\.access started\\R");
        assertThat(new String(encoder.encode(inside), StandardCharsets.UTF_8))
                .matches("\\S+ INFO dev\\.shutter\\.access GET /v1/users/self 200 1ms request_id=0123456789ab-1\\R");
        assertThat(new String(encoder.encode(empty), StandardCharsets.UTF_8))
                .matches("\\S+ INFO dev\\.shutter\\.access done\\R");
    }
}
