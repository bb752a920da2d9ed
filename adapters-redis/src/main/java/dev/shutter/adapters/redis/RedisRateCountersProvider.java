package dev.shutter.adapters.redis;

import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.RateCountersProvider;
import io.netty.channel.EventLoopGroup;
import io.vavr.control.Option;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.regex.Pattern;

/**
 * Opens {@link RedisRateCounters} for the server's {@code --rate-store redis://host:port}. A {@code
 * prefix} query parameter chooses the key prefix ({@code redis://host:6379?prefix=myapp:rate:}); the
 * other parameters are Lettuce's ({@code timeout=2s}, {@code database=1}...). An empty prefix or a
 * timeout that is not a positive duration is refused with an {@link IllegalArgumentException}.
 */
public final class RedisRateCountersProvider implements RateCountersProvider {

    private static final Pattern TIMEOUT = Pattern.compile("([0-9]{1,9})(ns|us|ms|s|m|h|d)?");

    @Override
    public boolean supports(String spec) {
        return spec.startsWith("redis://") || spec.startsWith("rediss://");
    }

    @Override
    public RateCounters open(String spec) {
        return open(spec, Option.none());
    }

    /** The connection on the storage's {@code eventLoops} when it has Netty's ({@link RedisRateCounters.Builder#eventLoops}). */
    @Override
    public RateCounters open(String spec, Option<ExecutorService> eventLoops) {
        int query = spec.indexOf('?');
        if (query < 0) {
            return onLoops(RedisRateCounters.at(spec), eventLoops).connect();
        }
        StringBuilder rest = new StringBuilder();
        String prefix = RedisRateCounters.DEFAULT_KEY_PREFIX;
        for (String parameter : spec.substring(query + 1).split("&")) {
            if (parameter.startsWith("prefix=")) {
                prefix = URLDecoder.decode(parameter.substring("prefix=".length()), StandardCharsets.UTF_8);
                if (prefix.isEmpty()) {
                    throw new IllegalArgumentException("prefix= must not be empty (leave it out for "
                            + RedisRateCounters.DEFAULT_KEY_PREFIX + ")");
                }
            } else if (!parameter.isEmpty()) {
                if (parameter.startsWith("timeout=")) {
                    checkTimeout(parameter.substring("timeout=".length()));
                }
                rest.append(rest.length() == 0 ? '?' : '&').append(parameter);
            }
        }
        return onLoops(RedisRateCounters.at(spec.substring(0, query) + rest).keyPrefix(prefix), eventLoops)
                .connect();
    }

    /** {@code builder} on the storage's loops when they are Netty's; another storage's loops are not for Lettuce. */
    private static RedisRateCounters.Builder onLoops(
            RedisRateCounters.Builder builder, Option<ExecutorService> eventLoops) {
        eventLoops.filter(EventLoopGroup.class::isInstance).forEach(builder::eventLoops);
        return builder;
    }

    /** Lettuce's form, a whole number with an optional unit; Lettuce itself would quietly take 0 or fail late. */
    private static void checkTimeout(String value) {
        var matcher = TIMEOUT.matcher(value);
        if (!matcher.matches() || Long.parseLong(matcher.group(1)) == 0) {
            throw new IllegalArgumentException(
                    "timeout= takes a positive duration such as 2s or 500ms, not '" + value + "'");
        }
    }
}
