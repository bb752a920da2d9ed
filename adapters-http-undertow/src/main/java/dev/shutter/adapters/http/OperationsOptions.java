package dev.shutter.adapters.http;

import dev.shutter.adapters.http.logging.LogFormat;
import java.util.Objects;

/** The options of running the server in production: how it logs. */
public record OperationsOptions(LogFormat logFormat) {

    public OperationsOptions {
        Objects.requireNonNull(logFormat, "logFormat");
    }

    /** Text logs. */
    public static OperationsOptions defaults() {
        return new OperationsOptions(LogFormat.TEXT);
    }
}
