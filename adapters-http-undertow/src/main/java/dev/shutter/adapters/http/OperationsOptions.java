package dev.shutter.adapters.http;

import dev.shutter.adapters.http.logging.LogFormat;
import dev.shutter.domain.retention.Retention;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.Objects;

/**
 * The options of running the server in production: how it logs, how often housekeeping sweeps (none: never)
 * and how long ended things are kept.
 */
public record OperationsOptions(LogFormat logFormat, Option<Duration> housekeepingInterval, Retention retention) {

    /** How often housekeeping sweeps unless told otherwise. */
    public static final Duration DEFAULT_HOUSEKEEPING_INTERVAL = Duration.ofMinutes(10);

    public OperationsOptions {
        Objects.requireNonNull(logFormat, "logFormat");
        Objects.requireNonNull(housekeepingInterval, "housekeepingInterval");
        Objects.requireNonNull(retention, "retention");
    }

    /** Text logs, a sweep every ten minutes, a day's grace. */
    public static OperationsOptions defaults() {
        return new OperationsOptions(LogFormat.TEXT, Option.some(DEFAULT_HOUSEKEEPING_INTERVAL), Retention.defaults());
    }

    /** The same options with another sweep interval (none: never). */
    public OperationsOptions withHousekeepingInterval(Option<Duration> interval) {
        return new OperationsOptions(logFormat, interval, retention);
    }
}
