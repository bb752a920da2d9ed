package dev.shutter.adapters.http.support;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.LoggerFactory;

/** The events of {@code level} and above that reach the root logger while it is open. */
public final class CapturedLog implements AutoCloseable {

    private final List<ILoggingEvent> events = new CopyOnWriteArrayList<>();
    private final AppenderBase<ILoggingEvent> appender;
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);

    private CapturedLog(Level level) {
        appender = new AppenderBase<>() {
            @Override
            protected void append(ILoggingEvent event) {
                if (event.getLevel().isGreaterOrEqual(level)) {
                    events.add(event);
                }
            }
        };
        appender.setContext(root.getLoggerContext());
        appender.start();
        root.addAppender(appender);
    }

    /** Starts capturing events of {@code level} and above. */
    public static CapturedLog atLeast(Level level) {
        return new CapturedLog(level);
    }

    /** What was captured so far. */
    public List<ILoggingEvent> events() {
        return List.copyOf(events);
    }

    /** Each event as {@code LEVEL logger: message}, for assertion messages. */
    public List<String> lines() {
        return events.stream()
                .map(e -> e.getLevel() + " " + e.getLoggerName() + ": " + e.getFormattedMessage())
                .toList();
    }

    @Override
    public void close() {
        root.detachAppender(appender);
        appender.stop();
    }
}
