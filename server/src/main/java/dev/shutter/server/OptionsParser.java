package dev.shutter.server;

import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.domain.retention.Retention;
import dev.shutter.ports.in.EventsUseCase;
import dev.shutter.server.events.EventOptions;
import dev.shutter.server.logging.LogFormat;
import io.vavr.control.Option;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads {@link ServerOptions} from flags ({@code --port 8443} or {@code --port=8443}) and environment
 * variables ({@code SHUTTER_PORT}); a flag wins over its variable. The options are those of {@link
 * ServerFlags}; their values are read by {@link OptionValues}.
 */
public final class OptionsParser {

    /** The shortest admin token accepted: a guessable one would open the whole operator API. */
    static final int MIN_ADMIN_TOKEN = ShutterHttp.MIN_ADMIN_TOKEN;

    private OptionsParser() {}

    /** What the command line asks for. */
    public sealed interface Parsed {
        /** Run with these options. */
        record Run(ServerOptions options) implements Parsed {}

        /** Print the help and stop. */
        record Help(String text) implements Parsed {}

        /** A mistake: print it and exit with code 2. */
        record Invalid(String message) implements Parsed {}
    }

    /** Parses {@code args} over {@code env}. */
    public static Parsed parse(String[] args, Map<String, String> env) {
        Map<String, String> values = new LinkedHashMap<>();
        for (ServerFlags.Flag flag : ServerFlags.ALL) {
            String fromEnv = env.get(flag.envName());
            if (fromEnv != null && !fromEnv.isEmpty() && !flag.name().equals("help")) {
                values.put(flag.name(), flag.takesValue() ? fromEnv : OptionValues.booleanOf(fromEnv));
            }
        }
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                return new Parsed.Invalid("unexpected argument '" + arg + "'");
            }
            String name = arg.substring(2);
            String inline = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                inline = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            Option<ServerFlags.Flag> flag = ServerFlags.named(name);
            if (flag.isEmpty()) {
                return new Parsed.Invalid("unknown option --" + name);
            }
            if (!flag.get().takesValue()) {
                values.put(name, inline == null ? "true" : OptionValues.booleanOf(inline));
                continue;
            }
            if (inline == null) {
                if (i + 1 >= args.length || args[i + 1].startsWith("--")) {
                    return new Parsed.Invalid("--" + name + " needs a value");
                }
                inline = args[++i];
            }
            values.put(name, inline);
        }
        if ("true".equals(values.get("help"))) {
            return new Parsed.Help(help());
        }
        return build(values);
    }

    private static Parsed build(Map<String, String> values) {
        try {
            int port = values.containsKey("port")
                    ? OptionValues.port(values.get("port"), "port")
                    : ServerOptions.DEFAULT_PORT;
            String storage = values.getOrDefault("storage", ServerOptions.DEFAULT_STORAGE);
            if (storage.isBlank()) {
                return new Parsed.Invalid("--storage must not be empty");
            }
            if (storage.startsWith("h2:") && storage.substring(3).isBlank()) {
                return new Parsed.Invalid("--storage h2: needs a directory, such as h2:./shutter-data");
            }
            Option<Integer> httpPort = Option.of(values.get("http-port")).map(v -> OptionValues.port(v, "http-port"));
            if (httpPort.exists(p -> p != 0 && p == port)) {
                return new Parsed.Invalid("--http-port must differ from --port (both are " + port + ")");
            }
            Option<String> adminToken = Option.of(values.get("admin-token"));
            if (adminToken.exists(t -> t.length() < MIN_ADMIN_TOKEN)) {
                return new Parsed.Invalid("--admin-token must be at least " + MIN_ADMIN_TOKEN + " characters");
            }
            Option<Path> keystore = Option.of(values.get("keystore")).map(Path::of);
            Option<String> keystorePassword = Option.of(values.get("keystore-password"));
            if (keystore.isDefined() && keystorePassword.isEmpty()) {
                return new Parsed.Invalid("--keystore needs --keystore-password");
            }
            Option<String> publicUrl = Option.of(values.get("public-url"));
            if (publicUrl.isDefined() && !BaseUrl.isValid(publicUrl.get())) {
                return new Parsed.Invalid("--public-url must be an absolute http(s) URL without query or fragment");
            }
            List<String> proxies = OptionValues.proxies(values.getOrDefault("trusted-proxies", ""));
            Path dataDir = Option.of(values.get("data-dir"))
                    .map(Path::of)
                    .getOrElse(() ->
                            storage.startsWith("h2:") ? Path.of(storage.substring(3)) : ServerOptions.DEFAULT_DATA_DIR);
            return new Parsed.Run(new ServerOptions(
                    port,
                    storage,
                    Option.of(values.get("fixtures")).map(Path::of),
                    keystore,
                    keystorePassword,
                    httpPort,
                    adminToken,
                    "true".equals(values.get("demo")),
                    publicUrl,
                    proxies,
                    values.getOrDefault("bind", ServerOptions.DEFAULT_BIND),
                    dataDir,
                    OptionValues.rateLimits(values),
                    new TokenPolicy(
                            OptionValues.lifetime(values.get("token-max-age"), "token-max-age"),
                            OptionValues.lifetime(values.get("token-idle-time"), "token-idle-time")),
                    "true".equals(values.get("historical-timeline")) ? Timeline.historical() : Timeline.defaults(),
                    operations(values),
                    OptionValues.hstsMaxAge(values.get("hsts-max-age")),
                    OptionValues.readTimeout(values.get("read-timeout")),
                    events(values),
                    OptionValues.rateStore(values.get("rate-store")),
                    OptionValues.eventLoops(values.get("event-loops")),
                    OptionValues.databaseTimeout(values.get("database-timeout"))));
        } catch (IllegalArgumentException e) {
            return new Parsed.Invalid(e.getMessage());
        }
    }

    /** The text of {@code --help}. */
    public static String help() {
        StringBuilder text = new StringBuilder(
                "Usage: java -jar shutter-server.jar [housekeeping] [options]\n\nServes the Shutter API over HTTPS;"
                        + " with housekeeping first, deletes ended codes, sessions, tokens, rate buckets and throttles"
                        + " once and exits.\n"
                        + "Each option can also be set by its environment variable; a flag wins.\n\n");
        for (ServerFlags.Flag flag : ServerFlags.ALL) {
            String left = "  --" + flag.name() + (flag.takesValue() ? " <value>" : "");
            text.append(String.format(Locale.ROOT, "%-30s %s%n", left, flag.description()));
            String env = flag.name().equals("help") ? "" : "env " + flag.envName();
            String def = flag.shownDefault()
                    .map(value -> (env.isEmpty() ? "" : "; ") + "default " + value)
                    .getOrElse("");
            if (!env.isEmpty() || !def.isEmpty()) {
                text.append(String.format(Locale.ROOT, "%-30s (%s%s)%n", "", env, def));
            }
        }
        text.append("\nExit codes: 0 stopped, 1 could not start, 2 bad options.\n");
        return text.toString();
    }

    private static OperationsOptions operations(Map<String, String> values) {
        String format = values.get("log-format");
        LogFormat logFormat = format == null
                ? LogFormat.TEXT
                : LogFormat.parse(format)
                        .getOrElseThrow(() ->
                                new IllegalArgumentException("--log-format takes text or json, not '" + format + "'"));
        Option<Duration> interval = values.containsKey("housekeeping-interval")
                ? OptionValues.duration(values.get("housekeeping-interval"), "housekeeping-interval")
                : Option.some(OperationsOptions.DEFAULT_HOUSEKEEPING_INTERVAL);
        if (interval.exists(i -> i.compareTo(Duration.ofSeconds(1)) < 0)) {
            throw new IllegalArgumentException("--housekeeping-interval is at least 1s");
        }
        String grace = values.get("housekeeping-grace");
        Retention retention = grace == null
                ? Retention.defaults()
                : new Retention(
                        grace.equals("0")
                                ? Duration.ZERO
                                : OptionValues.duration(grace, "housekeeping-grace")
                                        .getOrElseThrow(() -> new IllegalArgumentException(
                                                "--housekeeping-grace takes a duration such as 1d or 12h, not none")));
        Option<Integer> metricsPort =
                Option.of(values.get("metrics-port")).map(v -> OptionValues.port(v, "metrics-port"));
        for (String other : List.of("port", "http-port")) {
            Option<Integer> taken = Option.of(values.get(other)).map(v -> OptionValues.port(v, other));
            int clash = other.equals("port") ? taken.getOrElse(ServerOptions.DEFAULT_PORT) : taken.getOrElse(0);
            if (metricsPort.exists(p -> p != 0 && p == clash)) {
                throw new IllegalArgumentException(
                        "--metrics-port must differ from --" + other + " (both are " + clash + ")");
            }
        }
        return new OperationsOptions(logFormat, interval, retention, metricsPort);
    }

    /** {@code --webhook-url}, {@code --webhook-secret} (both or neither) and {@code --event-retention}. */
    private static EventOptions events(Map<String, String> values) {
        Option<String> url = Option.of(values.get("webhook-url"));
        if (url.exists(u -> !OptionValues.isWebhookUrl(u))) {
            throw new IllegalArgumentException(
                    "--webhook-url must be an absolute http(s) URL, not '" + url.get() + "'");
        }
        String rawRetention = values.get("event-retention");
        Duration retention = rawRetention == null
                ? EventsUseCase.DEFAULT_RETENTION
                : OptionValues.duration(rawRetention, "event-retention")
                        .getOrElseThrow(() -> new IllegalArgumentException("--event-retention takes a duration"));
        return new EventOptions(
                url.map(URI::create), Option.of(values.get("webhook-secret")), retention, EventOptions.DEFAULT_BACKOFF);
    }
}
