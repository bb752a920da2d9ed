package dev.shutter.server.logging;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.LoggingEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
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
}
