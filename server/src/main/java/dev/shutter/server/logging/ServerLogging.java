package dev.shutter.server.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.PatternLayout;
import ch.qos.logback.classic.pattern.ClassicConverter;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.encoder.Encoder;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import java.io.BufferedOutputStream;
import java.io.OutputStream;
import net.logstash.logback.encoder.LogstashEncoder;
import net.logstash.logback.fieldnames.LogstashCommonFieldNames;
import org.slf4j.LoggerFactory;

/**
 * Logback as the runnable server sets it up: every logger to one {@link BackgroundAppender} on standard
 * error, in text or JSON lines, with the request id of {@link RequestIds#MDC_KEY} on every line a request
 * causes. Never a stack trace: a library's exception (the driver's, logged by HikariCP when a connection
 * breaks) may carry stored values in its messages; the line keeps the library's own sentence. HikariCP stays
 * at WARN: it logs each pool's JDBC URL at INFO, and a URL may carry a password; so do Lettuce and Netty,
 * whose INFO lines repeat every reconnection attempt while Redis is away.
 */
public final class ServerLogging {

    /** Text lines: time, level, logger, message, then the request id when there is one. */
    static final String TEXT_PATTERN = "%d{yyyy-MM-dd'T'HH:mm:ss.SSS} %level %logger %msg%requestId%n%nopex";

    private ServerLogging() {}

    /** Replaces whatever Logback configured by itself; the answer stops it (writing what is queued). */
    public static Runnable configure(LogFormat format, OutputStream stream) {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        context.reset();
        BackgroundAppender appender =
                new BackgroundAppender(new BufferedOutputStream(stream, 64 * 1024), encoder(format, context));
        appender.setContext(context);
        appender.setName("shutter");
        appender.start();
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        root.addAppender(appender);
        context.getLogger("com.zaxxer.hikari").setLevel(Level.WARN);
        // Lettuce (--rate-store) logs each reconnection attempt at INFO while Redis is away.
        context.getLogger("io.lettuce").setLevel(Level.WARN);
        context.getLogger("io.netty").setLevel(Level.WARN);
        return context::stop;
    }

    /** The encoder of {@code format}, started. */
    public static Encoder<ILoggingEvent> encoder(LogFormat format, LoggerContext context) {
        if (format == LogFormat.JSON) {
            LogstashEncoder json = new LogstashEncoder();
            json.setContext(context);
            json.getFieldNames().setStackTrace(LogstashCommonFieldNames.IGNORE_FIELD_INDICATOR);
            json.start();
            return json;
        }
        PatternLayout layout = new PatternLayout();
        layout.getInstanceConverterMap().put("requestId", RequestIdConverter::new);
        layout.setContext(context);
        layout.setPattern(TEXT_PATTERN);
        layout.start();
        LayoutWrappingEncoder<ILoggingEvent> text = new LayoutWrappingEncoder<>();
        text.setContext(context);
        text.setLayout(layout);
        text.start();
        return text;
    }

    /**
     * {@code %requestId}: " request_id=" and the id when the line's logging context has one, else nothing. It
     * replaced Logback's {@code %replace}, which ran a regular expression over every line to drop the empty
     * field.
     */
    static final class RequestIdConverter extends ClassicConverter {
        @Override
        public String convert(ILoggingEvent event) {
            String id = event.getMDCPropertyMap().get(RequestIds.MDC_KEY);
            return id == null || id.isEmpty() ? "" : " request_id=" + id;
        }
    }
}
