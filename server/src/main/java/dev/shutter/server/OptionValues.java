package dev.shutter.server;

import dev.shutter.domain.WholeNumber;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.TokenPolicy;
import io.vavr.control.Option;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The values of the command line's options, each read or refused with a message that names the option:
 * ports, durations, rate limits, URLs and proxy addresses. A refusal is an {@link IllegalArgumentException}
 * whose message {@link OptionsParser} shows as it is. What a rate limit or a token lifetime may be is the domain's
 * rule ({@link RateLimits#limit}, {@link TokenPolicy#lifetime}); here, only how it is written.
 */
final class OptionValues {

    /** What a duration option says for "never". */
    static final String NONE = "none";

    /**
     * The longest any other duration option takes (housekeeping, event retention, HSTS): as long as a token may
     * live, so that every duration option names one bound, far inside what an {@code Instant} can hold.
     */
    static final Duration LONGEST_DURATION = TokenPolicy.LONGEST_LIFETIME;

    private OptionValues() {}

    /** {@code duration} the way the options take it: {@code 365d}, {@code 10m}, {@code 30s}... */
    static String show(Duration duration) {
        long seconds = duration.getSeconds();
        if (seconds != 0 && seconds % 86_400 == 0) {
            return seconds / 86_400 + "d";
        }
        if (seconds != 0 && seconds % 3_600 == 0) {
            return seconds / 3_600 + "h";
        }
        if (seconds != 0 && seconds % 60 == 0) {
            return seconds / 60 + "m";
        }
        return seconds + "s";
    }

    /** {@code --event-loops}: a count from 0; absent, {@link ServerOptions#DEFAULT_EVENT_LOOPS}. */
    static int eventLoops(String value) {
        if (value == null) {
            return ServerOptions.DEFAULT_EVENT_LOOPS;
        }
        Option<Integer> loops = WholeNumber.parseInt(value.trim()).filter(n -> n <= 256);
        if (loops.isDefined()) {
            return loops.get();
        }
        throw new IllegalArgumentException("--event-loops takes a number from 0 to 256, not '" + value + "'");
    }

    /**
     * {@code --rate-store}: a Redis URL; none counts in the storage. Its {@code prefix} must not be empty
     * and its {@code timeout} must be a positive duration in Lettuce's form (the Redis adapter checks the
     * same when it opens; here they are bad options, exit code 2).
     */
    static Option<String> rateStore(String spec) {
        if (spec == null) {
            return Option.none();
        }
        if (!spec.startsWith("redis://") && !spec.startsWith("rediss://")) {
            throw new IllegalArgumentException(
                    "--rate-store takes a redis:// or rediss:// URL, not '" + Redaction.spec(spec) + "'");
        }
        int query = spec.indexOf('?');
        for (String parameter :
                query < 0 ? new String[0] : spec.substring(query + 1).split("&")) {
            if (parameter.equals("prefix=")) {
                throw new IllegalArgumentException(
                        "--rate-store: prefix= must not be empty (leave it out for the default prefix)");
            }
            if (parameter.startsWith("timeout=")
                    && !parameter.substring("timeout=".length()).matches("0*[1-9][0-9]{0,8}(ns|us|ms|s|m|h|d)?")) {
                throw new IllegalArgumentException("--rate-store: timeout= takes a positive duration such as 2s or"
                        + " 500ms, not '" + parameter.substring("timeout=".length()) + "'");
            }
        }
        return Option.some(spec);
    }

    static boolean isWebhookUrl(String raw) {
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

    static int port(String raw, String name) {
        Option<Integer> port = WholeNumber.parseInt(raw).filter(n -> n <= 65535);
        if (port.isDefined()) {
            return port.get();
        }
        throw new IllegalArgumentException("--" + name + " must be a port number from 0 to 65535, not '" + raw + "'");
    }

    /** {@code --rate-limit-live} and {@code --rate-limit-sandbox}, each {@code <requests>,<writes>}. */
    static RateLimits rateLimits(Map<String, String> values) {
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
        if (parts.length == 2) {
            Option<Integer> requests = limit(parts[0]);
            Option<Integer> writeRequests = limit(parts[1]);
            if (requests.isDefined() && writeRequests.isDefined()) {
                return new int[] {requests.get(), writeRequests.get()};
            }
        }
        throw new IllegalArgumentException("--" + name + " takes <requests>,<writes>, two whole numbers from "
                + RateLimits.LOWEST + " to " + Integer.MAX_VALUE + ", not '" + raw + "'");
    }

    private static Option<Integer> limit(String raw) {
        return WholeNumber.parseInt(raw.trim()).flatMap(n -> RateLimits.limit(n).toOption());
    }

    /**
     * {@code --token-max-age} and {@code --token-idle-time}: {@code none}, or a lifetime {@link TokenPolicy} takes,
     * written as a whole number with a unit ({@code 90s}, {@code 45m}, {@code 12h}, {@code 30d}) or an ISO-8601
     * duration ({@code PT2H}).
     */
    static Option<Duration> lifetime(String raw, String name) {
        return noneOr(raw, name, d -> TokenPolicy.lifetime(d).isRight());
    }

    /**
     * {@code --housekeeping-interval}, {@code --housekeeping-grace} and {@code --event-retention}: written as a
     * lifetime, positive and up to {@link #LONGEST_DURATION}.
     */
    static Option<Duration> duration(String raw, String name) {
        return noneOr(raw, name, d -> !d.isNegative() && !d.isZero() && d.compareTo(LONGEST_DURATION) <= 0);
    }

    private static Option<Duration> noneOr(String raw, String name, Predicate<Duration> taken) {
        if (raw == null || raw.equalsIgnoreCase(NONE)) {
            return Option.none();
        }
        Option<Duration> parsed = durationOf(raw.trim());
        if (parsed.exists(taken)) {
            return parsed;
        }
        throw new IllegalArgumentException("--" + name + " takes none or a positive duration up to "
                + show(LONGEST_DURATION) + ", such as 90s, 45m, 12h, 30d or PT2H, not '" + raw + "'");
    }

    /** {@code --hsts-max-age}: a duration in whole seconds, zero allowed (it withdraws the policy). */
    static Duration hstsMaxAge(String raw) {
        if (raw == null) {
            return ServerOptions.DEFAULT_HSTS_MAX_AGE;
        }
        Option<Duration> parsed = durationOf(raw.trim());
        if (parsed.exists(d -> !d.isNegative() && d.getNano() == 0 && d.compareTo(LONGEST_DURATION) <= 0)) {
            return parsed.get();
        }
        throw new IllegalArgumentException("--hsts-max-age takes whole seconds up to " + show(LONGEST_DURATION)
                + ", such as 0s, 3600s, 365d or P365D, not '" + raw + "'");
    }

    /** {@code --read-timeout}: from one second to an hour. */
    static Duration readTimeout(String raw) {
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

    /** {@code --database-timeout}: from 100 ms to 10 min; absent, {@link ServerOptions#DEFAULT_DATABASE_TIMEOUT}. */
    static Duration databaseTimeout(String raw) {
        if (raw == null) {
            return ServerOptions.DEFAULT_DATABASE_TIMEOUT;
        }
        String trimmed = raw.trim();
        Option<Duration> parsed = trimmed.matches("[0-9]{1,9}ms")
                ? Option.some(Duration.ofMillis(Long.parseLong(trimmed.substring(0, trimmed.length() - 2))))
                : durationOf(trimmed);
        if (parsed.exists(d -> d.compareTo(Duration.ofMillis(100)) >= 0 && d.compareTo(Duration.ofMinutes(10)) <= 0)) {
            return parsed.get();
        }
        throw new IllegalArgumentException("--database-timeout takes a duration from 100ms to 10m, such as 5s, 1500ms"
                + " or PT2S, not '" + raw + "'");
    }

    private static Option<Duration> durationOf(String raw) {
        try {
            if (raw.startsWith("P") || raw.startsWith("p")) {
                return Option.some(Duration.parse(raw));
            }
            if (!raw.matches("[0-9]{1,9}[smhd]")) {
                return Option.none();
            }
            long amount = WholeNumber.parse(raw.substring(0, raw.length() - 1)).get();
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

    static List<String> proxies(String raw) {
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

    static String booleanOf(String raw) {
        return switch (raw.toLowerCase(Locale.ROOT)) {
            case "true", "1", "yes", "on" -> "true";
            default -> "false";
        };
    }

    /** The trusted proxies' IP literals (checked by {@link OptionsParser}), as addresses: no name is looked up. */
    static List<InetAddress> addresses(List<String> literals) {
        List<InetAddress> addresses = new ArrayList<>();
        for (String literal : literals) {
            try {
                addresses.add(InetAddress.getByName(literal));
            } catch (UnknownHostException e) {
                throw new StartupException("not an IP address: " + literal, e);
            }
        }
        return addresses;
    }
}
