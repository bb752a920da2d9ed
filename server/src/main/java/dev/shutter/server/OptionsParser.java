package dev.shutter.server;

import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.domain.retention.Retention;
import dev.shutter.ports.in.EventsUseCase;
import dev.shutter.server.events.EventOptions;
import dev.shutter.server.logging.LogFormat;
import io.vavr.control.Option;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads {@link ServerOptions} from flags ({@code --port 8443} or {@code --port=8443}) and environment
 * variables ({@code SHUTTER_PORT}); a flag wins over its variable.
 */
public final class OptionsParser {

    /** The shortest admin token accepted: a guessable one would open the whole operator API. */
    static final int MIN_ADMIN_TOKEN = ShutterHttp.MIN_ADMIN_TOKEN;

    /** The longest token lifetime accepted: a hundred years is "never" for any client. */
    static final Duration LONGEST_LIFETIME = Duration.ofDays(36_500);

    private static final List<Flag> FLAGS = List.of(
            new Flag("port", true, "HTTPS port (0 picks a free one)", "8443"),
            new Flag("storage", true, "memory, h2:<path>, or a jdbc:postgresql://... URL", "h2:./shutter-data"),
            new Flag(
                    "rate-store",
                    true,
                    "where requests are counted: redis://host:port (one budget for every node, no database write"
                            + " on a read)",
                    "the storage"),
            new Flag("fixtures", true, "JSON file of users, media, apps... loaded at start (all or nothing)", null),
            new Flag("keystore", true, "PKCS12 or JKS keystore with the TLS key; default: a self-signed one", null),
            new Flag("keystore-password", true, "password of --keystore", null),
            new Flag(
                    "http-port",
                    true,
                    "plain-HTTP port that refuses every request (403) and revokes exposed tokens",
                    null),
            new Flag(
                    "admin-token",
                    true,
                    "bearer token of the operator API /admin (16+ characters); none: disabled",
                    null),
            new Flag("demo", false, "seed demo users, media and an app, and print a ready authorize link", null),
            new Flag(
                    "public-url", true, "base URL clients use (behind a proxy); default: what each request used", null),
            new Flag("trusted-proxies", true, "comma-separated proxy IPs whose X-Forwarded-Proto: https counts", null),
            new Flag("bind", true, "address to listen on", "0.0.0.0"),
            new Flag(
                    "data-dir",
                    true,
                    "where the keystore, sealing key and demo credentials live",
                    "the h2 path, else ./shutter-data"),
            new Flag(
                    "rate-limit-live",
                    true,
                    "requests,writes per token and hour for Live apps (raise it for load tests)",
                    "5000,60"),
            new Flag("rate-limit-sandbox", true, "requests,writes per token and hour for Sandbox apps", "500,30"),
            new Flag(
                    "token-max-age",
                    true,
                    "access tokens expire this long after issue (30d, 12h, 45m, 90s or ISO-8601 PT2H)",
                    "none"),
            new Flag(
                    "token-idle-time",
                    true,
                    "access tokens expire after this long unused (same forms as --token-max-age)",
                    "none"),
            new Flag(
                    "historical-timeline",
                    false,
                    "the platform's shutdown: registration closes 2019-10-15, clients stop 2020-03-02",
                    null),
            new Flag(
                    "hsts-max-age",
                    true,
                    "Strict-Transport-Security max-age of HTTPS answers (same forms; 0s tells browsers to forget)",
                    "365d"),
            new Flag(
                    "read-timeout",
                    true,
                    "close a connection whose request body makes no progress for this long (same forms)",
                    "30s"),
            new Flag("log-format", true, "text, or json: one JSON object a line", "text"),
            new Flag(
                    "webhook-url",
                    true,
                    "POST each event here as signed JSON (Standard Webhooks), in order, retried; none: off",
                    null),
            new Flag(
                    "webhook-secret",
                    true,
                    "HMAC-SHA256 key of the webhook signature (16+ characters, or whsec_<base64>)",
                    null),
            new Flag("event-retention", true, "delete events older than this (same forms as --token-max-age)", "30d"),
            new Flag(
                    "metrics-port",
                    true,
                    "plain-HTTP port serving Prometheus metrics at GET /metrics; none: off",
                    null),
            new Flag(
                    "housekeeping-interval",
                    true,
                    "how often ended codes, sessions, tokens, rate buckets and throttles are deleted; none: never",
                    "10m"),
            new Flag(
                    "housekeeping-grace",
                    true,
                    "how long a revoked or expired token and a used or expired code are kept",
                    "1d"),
            new Flag("help", false, "this text", null));

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
        for (Flag flag : FLAGS) {
            String fromEnv = env.get(flag.envName());
            if (fromEnv != null && !fromEnv.isEmpty() && !flag.name().equals("help")) {
                values.put(flag.name(), flag.takesValue() ? fromEnv : booleanOf(fromEnv));
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
            Option<Flag> flag = flagNamed(name);
            if (flag.isEmpty()) {
                return new Parsed.Invalid("unknown option --" + name);
            }
            if (!flag.get().takesValue()) {
                values.put(name, inline == null ? "true" : booleanOf(inline));
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
            int port = port(values.getOrDefault("port", "8443"), "port");
            String storage = values.getOrDefault("storage", ServerOptions.DEFAULT_STORAGE);
            if (storage.isBlank()) {
                return new Parsed.Invalid("--storage must not be empty");
            }
            if (storage.startsWith("h2:") && storage.substring(3).isBlank()) {
                return new Parsed.Invalid("--storage h2: needs a directory, such as h2:./shutter-data");
            }
            Option<Integer> httpPort = Option.of(values.get("http-port")).map(v -> port(v, "http-port"));
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
            if (publicUrl.isDefined() && !isBaseUrl(publicUrl.get())) {
                return new Parsed.Invalid("--public-url must be an absolute http(s) URL without query or fragment");
            }
            List<String> proxies = proxies(values.getOrDefault("trusted-proxies", ""));
            Path dataDir = Option.of(values.get("data-dir"))
                    .map(Path::of)
                    .getOrElse(
                            () -> storage.startsWith("h2:") ? Path.of(storage.substring(3)) : Path.of("shutter-data"));
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
                    values.getOrDefault("bind", "0.0.0.0"),
                    dataDir,
                    rateLimits(values),
                    new TokenPolicy(
                            lifetime(values.get("token-max-age"), "token-max-age"),
                            lifetime(values.get("token-idle-time"), "token-idle-time")),
                    "true".equals(values.get("historical-timeline")) ? Timeline.historical() : Timeline.defaults(),
                    operations(values),
                    hstsMaxAge(values.get("hsts-max-age")),
                    readTimeout(values.get("read-timeout")),
                    events(values),
                    rateStore(values.get("rate-store"))));
        } catch (IllegalArgumentException e) {
            return new Parsed.Invalid(e.getMessage());
        }
    }

    /** {@code --rate-store}: a Redis URL; none counts in the storage. */
    private static Option<String> rateStore(String spec) {
        if (spec == null) {
            return Option.none();
        }
        if (!spec.startsWith("redis://") && !spec.startsWith("rediss://")) {
            throw new IllegalArgumentException(
                    "--rate-store takes a redis:// or rediss:// URL, not '" + Redaction.spec(spec) + "'");
        }
        return Option.some(spec);
    }

    /** The text of {@code --help}. */
    public static String help() {
        StringBuilder text = new StringBuilder(
                "Usage: java -jar shutter-server.jar [housekeeping] [options]\n\nServes the Shutter API over HTTPS;"
                        + " with housekeeping first, deletes ended codes, sessions, tokens, rate buckets and throttles"
                        + " once and exits.\n"
                        + "Each option can also be set by its environment variable; a flag wins.\n\n");
        for (Flag flag : FLAGS) {
            String left = "  --" + flag.name() + (flag.takesValue() ? " <value>" : "");
            text.append(String.format(Locale.ROOT, "%-30s %s%n", left, flag.description()));
            String env = flag.name().equals("help") ? "" : "env " + flag.envName();
            String def =
                    flag.defaultValue() == null ? "" : (env.isEmpty() ? "" : "; ") + "default " + flag.defaultValue();
            if (!env.isEmpty() || !def.isEmpty()) {
                text.append(String.format(Locale.ROOT, "%-30s (%s%s)%n", "", env, def));
            }
        }
        text.append("\nExit codes: 0 stopped, 1 could not start, 2 bad options.\n");
        return text.toString();
    }

    private static OperationsOptions operations(Map<String, String> values) {
        String format = values.getOrDefault("log-format", "text");
        LogFormat logFormat = LogFormat.parse(format)
                .getOrElseThrow(
                        () -> new IllegalArgumentException("--log-format takes text or json, not '" + format + "'"));
        Option<Duration> interval = values.containsKey("housekeeping-interval")
                ? lifetime(values.get("housekeeping-interval"), "housekeeping-interval")
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
                                : lifetime(grace, "housekeeping-grace")
                                        .getOrElseThrow(() -> new IllegalArgumentException(
                                                "--housekeeping-grace takes a duration such as 1d or 12h, not none")));
        Option<Integer> metricsPort = Option.of(values.get("metrics-port")).map(v -> port(v, "metrics-port"));
        return new OperationsOptions(logFormat, interval, retention, metricsPort);
    }

    /** {@code --webhook-url}, {@code --webhook-secret} (both or neither) and {@code --event-retention}. */
    private static EventOptions events(Map<String, String> values) {
        Option<String> url = Option.of(values.get("webhook-url"));
        if (url.exists(u -> !isWebhookUrl(u))) {
            throw new IllegalArgumentException(
                    "--webhook-url must be an absolute http(s) URL, not '" + url.get() + "'");
        }
        String rawRetention = values.get("event-retention");
        Duration retention = rawRetention == null
                ? EventsUseCase.DEFAULT_RETENTION
                : lifetime(rawRetention, "event-retention")
                        .getOrElseThrow(() -> new IllegalArgumentException("--event-retention takes a duration"));
        return new EventOptions(
                url.map(URI::create), Option.of(values.get("webhook-secret")), retention, EventOptions.DEFAULT_BACKOFF);
    }

    private static boolean isWebhookUrl(String raw) {
        try {
            URI uri = new URI(raw);
            return uri.isAbsolute()
                    && ("https".equals(uri.getScheme()) || "http".equals(uri.getScheme()))
                    && uri.getHost() != null
                    && uri.getRawFragment() == null;
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    private static int port(String raw, String name) {
        try {
            int port = Integer.parseInt(raw);
            if (port >= 0 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw new IllegalArgumentException("--" + name + " must be a port number from 0 to 65535, not '" + raw + "'");
    }

    /** {@code --rate-limit-live} and {@code --rate-limit-sandbox}, each {@code <requests>,<writes>}. */
    private static RateLimits rateLimits(Map<String, String> values) {
        RateLimits defaults = RateLimits.defaults();
        int[] live =
                limitPair(values.get("rate-limit-live"), "rate-limit-live", defaults.liveAll(), defaults.liveWrites());
        int[] sandbox = limitPair(
                values.get("rate-limit-sandbox"),
                "rate-limit-sandbox",
                defaults.sandboxAll(),
                defaults.sandboxWrites());
        return new RateLimits(sandbox[0], live[0], sandbox[1], live[1]);
    }

    private static int[] limitPair(String raw, String name, int all, int writes) {
        if (raw == null) {
            return new int[] {all, writes};
        }
        String[] parts = raw.split(",", -1);
        try {
            if (parts.length == 2) {
                int requests = Integer.parseInt(parts[0].trim());
                int writeRequests = Integer.parseInt(parts[1].trim());
                if (requests >= 1 && writeRequests >= 1) {
                    return new int[] {requests, writeRequests};
                }
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw new IllegalArgumentException("--" + name + " takes <requests>,<writes>, two whole numbers from 1 to "
                + Integer.MAX_VALUE + ", not '" + raw + "'");
    }

    /**
     * {@code --token-max-age} and {@code --token-idle-time}: {@code none}, a whole number with a unit
     * ({@code 90s}, {@code 45m}, {@code 12h}, {@code 30d}), or an ISO-8601 duration ({@code PT2H}).
     */
    private static Option<Duration> lifetime(String raw, String name) {
        if (raw == null || raw.equalsIgnoreCase("none")) {
            return Option.none();
        }
        Option<Duration> parsed = durationOf(raw.trim());
        // The cap keeps issue time plus lifetime far inside what an Instant can hold.
        if (parsed.exists(d -> !d.isNegative() && !d.isZero() && d.compareTo(LONGEST_LIFETIME) <= 0)) {
            return parsed;
        }
        throw new IllegalArgumentException("--" + name
                + " takes none or a positive duration up to 36500d, such as 90s, 45m, 12h, 30d or PT2H, not '" + raw
                + "'");
    }

    /** {@code --hsts-max-age}: a duration in whole seconds, zero allowed (it withdraws the policy). */
    private static Duration hstsMaxAge(String raw) {
        if (raw == null) {
            return ServerOptions.DEFAULT_HSTS_MAX_AGE;
        }
        Option<Duration> parsed = durationOf(raw.trim());
        if (parsed.exists(d -> !d.isNegative() && d.getNano() == 0 && d.compareTo(LONGEST_LIFETIME) <= 0)) {
            return parsed.get();
        }
        throw new IllegalArgumentException(
                "--hsts-max-age takes whole seconds up to 36500d, such as 0s, 3600s, 365d or P365D, not '" + raw + "'");
    }

    /** {@code --read-timeout}: from one second to an hour. */
    private static Duration readTimeout(String raw) {
        if (raw == null) {
            return ServerOptions.DEFAULT_READ_TIMEOUT;
        }
        Option<Duration> parsed = durationOf(raw.trim());
        if (parsed.exists(d -> d.compareTo(Duration.ofSeconds(1)) >= 0 && d.compareTo(Duration.ofHours(1)) <= 0)) {
            return parsed.get();
        }
        throw new IllegalArgumentException(
                "--read-timeout takes a duration from 1s to 1h, such as 30s, 2m or PT45S, not '" + raw + "'");
    }

    private static Option<Duration> durationOf(String raw) {
        try {
            if (raw.startsWith("P") || raw.startsWith("p")) {
                return Option.some(Duration.parse(raw));
            }
            if (!raw.matches("[0-9]{1,9}[smhd]")) {
                return Option.none();
            }
            long amount = Long.parseLong(raw.substring(0, raw.length() - 1));
            return Option.some(
                    switch (raw.charAt(raw.length() - 1)) {
                        case 's' -> Duration.ofSeconds(amount);
                        case 'm' -> Duration.ofMinutes(amount);
                        case 'h' -> Duration.ofHours(amount);
                        default -> Duration.ofDays(amount);
                    });
        } catch (java.time.format.DateTimeParseException | ArithmeticException e) {
            return Option.none();
        }
    }

    static boolean isBaseUrl(String raw) {
        try {
            URI uri = new URI(raw);
            return uri.isAbsolute()
                    && ("https".equals(uri.getScheme()) || "http".equals(uri.getScheme()))
                    && uri.getHost() != null
                    && uri.getRawQuery() == null
                    && uri.getRawFragment() == null;
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    private static List<String> proxies(String raw) {
        List<String> addresses = new ArrayList<>();
        for (String part : raw.split(",")) {
            String address = part.trim();
            if (address.isEmpty()) {
                continue;
            }
            // Only literals: a name would mean a DNS lookup, and trust in whoever answers it.
            if (!address.matches("[0-9.]+|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*")) {
                throw new IllegalArgumentException("--trusted-proxies takes IP addresses, not '" + address + "'");
            }
            try {
                addresses.add(InetAddress.getByName(address).getHostAddress());
            } catch (UnknownHostException e) {
                throw new IllegalArgumentException("--trusted-proxies: '" + address + "' is not an IP address");
            }
        }
        return addresses;
    }

    private static String booleanOf(String raw) {
        return switch (raw.toLowerCase(Locale.ROOT)) {
            case "true", "1", "yes", "on" -> "true";
            default -> "false";
        };
    }

    private static Option<Flag> flagNamed(String name) {
        return Option.ofOptional(
                FLAGS.stream().filter(f -> f.name().equals(name)).findFirst());
    }

    private record Flag(String name, boolean takesValue, String description, String defaultValue) {
        String envName() {
            return "SHUTTER_" + name.toUpperCase(Locale.ROOT).replace('-', '_');
        }
    }
}
