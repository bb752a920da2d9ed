package dev.shutter.server;

import dev.shutter.domain.retention.Retention;
import dev.shutter.server.logging.LogFormat;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.Objects;

/**
 * The options of running the server in production: how it logs, how often housekeeping sweeps (none: never),
 * how long ended things are kept, and the port of the Prometheus scrape listener (none: off).
 */
public record OperationsOptions(
        LogFormat logFormat, Option<Duration> housekeepingInterval, Retention retention, Option<Integer> metricsPort) {

    /** How often housekeeping sweeps unless told otherwise. */
    public static final Duration DEFAULT_HOUSEKEEPING_INTERVAL = Duration.ofMinutes(10);

    public OperationsOptions {
        Objects.requireNonNull(logFormat, "logFormat");
        Objects.requireNonNull(housekeepingInterval, "housekeepingInterval");
        Objects.requireNonNull(retention, "retention");
        Objects.requireNonNull(metricsPort, "metricsPort");
    }

    /** Text logs, a sweep every ten minutes, a day's grace. */
    public static OperationsOptions defaults() {
        return new OperationsOptions(
                LogFormat.TEXT, Option.some(DEFAULT_HOUSEKEEPING_INTERVAL), Retention.defaults(), Option.none());
    }

    /** The same options with another sweep interval (none: never). */
    public OperationsOptions withHousekeepingInterval(Option<Duration> interval) {
        return new OperationsOptions(logFormat, interval, retention, metricsPort);
    }

    /** The same options with the metrics listener on {@code port} (0: a free one). */
    public OperationsOptions withMetricsPort(int port) {
        return new OperationsOptions(logFormat, housekeepingInterval, retention, Option.some(port));
    }
}
