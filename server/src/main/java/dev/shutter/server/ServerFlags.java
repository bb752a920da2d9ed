package dev.shutter.server;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.retention.Retention;
import dev.shutter.ports.in.EventsUseCase;
import dev.shutter.server.logging.LogFormat;
import io.vavr.control.Option;
import java.util.List;
import java.util.Locale;

/**
 * The table of the command line's options: name, whether it takes a value, its help line and the default
 * the help shows. A default that is a value is read from the constant the parser falls back on ({@link
 * ServerOptions#DEFAULT_PORT}...), so that the help and the value cannot differ; the others describe
 * what happens without the option.
 */
final class ServerFlags {

    /**
     * One option: {@code --name}, and the variable {@code SHUTTER_NAME}. {@code defaultIsValue}: the shown
     * default is a value the option takes, the same as leaving it out.
     */
    record Flag(
            String name, boolean takesValue, String description, Option<String> shownDefault, boolean defaultIsValue) {

        String envName() {
            return "SHUTTER_" + name.toUpperCase(Locale.ROOT).replace('-', '_');
        }
    }

    private static final RateLimits LIMITS = RateLimits.defaults();

    static final List<Flag> ALL = List.of(
            value("port", "HTTPS port (0 picks a free one)", Integer.toString(ServerOptions.DEFAULT_PORT)),
            value("storage", "memory, h2:<path>, or a jdbc:postgresql://... URL", ServerOptions.DEFAULT_STORAGE),
            described(
                    "rate-store",
                    "where requests are counted: redis://host:port (one budget for every node, no database write"
                            + " on a read)",
                    "the storage"),
            described(
                    "event-loops",
                    "PostgreSQL: event loops (one connection each) that send the /v1 reads without holding a"
                            + " thread; 0: every read on a worker thread through JDBC",
                    "one per core"),
            value(
                    "database-timeout",
                    "PostgreSQL: the longest a statement or an event-loop read may take, and a request wait for a"
                            + " connection, before it answers 503 (5s, 1500ms, PT2S)",
                    OptionValues.show(ServerOptions.DEFAULT_DATABASE_TIMEOUT)),
            value("fixtures", "JSON file of users, media, apps... loaded at start (all or nothing)"),
            value("keystore", "PKCS12 or JKS keystore with the TLS key; default: a self-signed one"),
            value("keystore-password", "password of --keystore"),
            value("http-port", "plain-HTTP port that refuses every request (403) and revokes exposed tokens"),
            value("admin-token", "bearer token of the operator API /admin (16+ characters); none: disabled"),
            toggle("demo", "seed demo users, media and an app, and print a ready authorize link"),
            value("public-url", "base URL clients use (behind a proxy); default: what each request used"),
            value("trusted-proxies", "comma-separated proxy IPs whose X-Forwarded-Proto: https counts"),
            value("bind", "address to listen on", ServerOptions.DEFAULT_BIND),
            described(
                    "data-dir",
                    "where the keystore, sealing key and demo credentials live",
                    "the h2 path, else ./" + ServerOptions.DEFAULT_DATA_DIR),
            value(
                    "rate-limit-live",
                    "requests,writes per token and hour for Live apps (raise it for load tests)",
                    LIMITS.liveAll() + "," + LIMITS.liveWrites()),
            value(
                    "rate-limit-sandbox",
                    "requests,writes per token and hour for Sandbox apps",
                    LIMITS.sandboxAll() + "," + LIMITS.sandboxWrites()),
            value(
                    "token-max-age",
                    "access tokens expire this long after issue (30d, 12h, 45m, 90s or ISO-8601 PT2H)",
                    OptionValues.NONE),
            value(
                    "token-idle-time",
                    "access tokens expire after this long unused (same forms as --token-max-age)",
                    OptionValues.NONE),
            toggle(
                    "historical-timeline",
                    "the platform's shutdown: registration closes 2019-10-15, clients stop 2020-03-02"),
            value(
                    "hsts-max-age",
                    "Strict-Transport-Security max-age of HTTPS answers (same forms; 0s tells browsers to forget)",
                    OptionValues.show(ServerOptions.DEFAULT_HSTS_MAX_AGE)),
            value(
                    "read-timeout",
                    "close a connection whose request body makes no progress for this long (same forms)",
                    OptionValues.show(ServerOptions.DEFAULT_READ_TIMEOUT)),
            value(
                    "log-format",
                    "text, or json: one JSON object a line",
                    LogFormat.TEXT.name().toLowerCase(Locale.ROOT)),
            value(
                    "webhook-url",
                    "POST each event here as signed JSON (Standard Webhooks), in order, retried; none: off"),
            value("webhook-secret", "HMAC-SHA256 key of the webhook signature (16+ characters, or whsec_<base64>)"),
            value(
                    "event-retention",
                    "delete events older than this (same forms as --token-max-age)",
                    OptionValues.show(EventsUseCase.DEFAULT_RETENTION)),
            value("metrics-port", "plain-HTTP port serving Prometheus metrics at GET /metrics; none: off"),
            value(
                    "housekeeping-interval",
                    "how often ended codes, sessions, tokens, rate buckets and throttles are deleted; none: never",
                    OptionValues.show(OperationsOptions.DEFAULT_HOUSEKEEPING_INTERVAL)),
            value(
                    "housekeeping-grace",
                    "how long a revoked or expired token and a used or expired code are kept",
                    OptionValues.show(Retention.DEFAULT_GRACE)),
            toggle("help", "this text"));

    private ServerFlags() {}

    /** The option {@code --name}, if there is one. */
    static Option<Flag> named(String name) {
        return Option.ofOptional(ALL.stream().filter(f -> f.name().equals(name)).findFirst());
    }

    private static Flag value(String name, String description, String defaultValue) {
        return new Flag(name, true, description, Option.some(defaultValue), true);
    }

    private static Flag described(String name, String description, String withoutIt) {
        return new Flag(name, true, description, Option.some(withoutIt), false);
    }

    private static Flag value(String name, String description) {
        return new Flag(name, true, description, Option.none(), false);
    }

    private static Flag toggle(String name, String description) {
        return new Flag(name, false, description, Option.none(), false);
    }
}
