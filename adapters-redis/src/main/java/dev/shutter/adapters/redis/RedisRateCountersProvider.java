package dev.shutter.adapters.redis;

import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.RateCountersProvider;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * Opens {@link RedisRateCounters} for the server's {@code --rate-store redis://host:port}. A {@code
 * prefix} query parameter chooses the key prefix ({@code redis://host:6379?prefix=myapp:rate:}); the
 * other parameters are Lettuce's ({@code timeout=2s}, {@code database=1}...).
 */
public final class RedisRateCountersProvider implements RateCountersProvider {

    @Override
    public boolean supports(String spec) {
        return spec.startsWith("redis://") || spec.startsWith("rediss://");
    }

    @Override
    public RateCounters open(String spec) {
        int query = spec.indexOf('?');
        if (query < 0) {
            return RedisRateCounters.connect(spec);
        }
        StringBuilder rest = new StringBuilder();
        String prefix = RedisRateCounters.DEFAULT_KEY_PREFIX;
        for (String parameter : spec.substring(query + 1).split("&")) {
            if (parameter.startsWith("prefix=")) {
                prefix = URLDecoder.decode(parameter.substring("prefix=".length()), StandardCharsets.UTF_8);
            } else if (!parameter.isEmpty()) {
                rest.append(rest.length() == 0 ? '?' : '&').append(parameter);
            }
        }
        return RedisRateCounters.at(spec.substring(0, query) + rest)
                .keyPrefix(prefix)
                .connect();
    }
}
