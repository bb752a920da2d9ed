package dev.shutter.adapters.http.support;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** The records of {@code level} and above that reach the root logger while it is open. */
public final class CapturedLog implements AutoCloseable {

    private final List<LogRecord> records = new CopyOnWriteArrayList<>();
    private final Handler handler;

    private CapturedLog(Level level) {
        handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= level.intValue()) {
                    records.add(record);
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger.getLogger("").addHandler(handler);
    }

    /** Starts capturing records of {@code level} and above. */
    public static CapturedLog atLeast(Level level) {
        return new CapturedLog(level);
    }

    /** What was captured so far. */
    public List<LogRecord> records() {
        return List.copyOf(records);
    }

    /** Each record as {@code LEVEL logger: message}, for assertion messages. */
    public List<String> lines() {
        return records.stream()
                .map(r -> r.getLevel() + " " + r.getLoggerName() + ": " + r.getMessage())
                .toList();
    }

    @Override
    public void close() {
        Logger.getLogger("").removeHandler(handler);
    }
}
