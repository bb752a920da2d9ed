package dev.shutter.server.logging;

import io.vavr.control.Option;
import java.util.Locale;

/** How the server writes its log lines: {@code text} for people, {@code json} (one object a line) for collectors. */
public enum LogFormat {
    TEXT,
    JSON;

    /** The format a {@code --log-format} value names, if any. */
    public static Option<LogFormat> parse(String value) {
        for (LogFormat format : values()) {
            if (format.name().toLowerCase(Locale.ROOT).equals(value)) {
                return Option.some(format);
            }
        }
        return Option.none();
    }
}
