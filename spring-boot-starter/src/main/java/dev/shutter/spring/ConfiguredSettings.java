package dev.shutter.spring;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.ports.Settings;
import io.vavr.control.Option;
import java.time.Duration;

/**
 * {@link Settings#defaults()} with the rate limits, token lifetimes and timeline of {@code shutter.*}. What a limit
 * or a lifetime may be is the domain's rule ({@link RateLimits#limit}, {@link TokenPolicy#lifetime}), the one the
 * bundled server's options ask too; a value it refuses is refused here with an {@link IllegalArgumentException}
 * naming its property, so that the application does not start.
 */
final class ConfiguredSettings {

    private ConfiguredSettings() {}

    static Settings of(ShutterProperties properties) {
        ShutterProperties.RateLimits limits = properties.rateLimits();
        RateLimits rateLimits = new RateLimits(
                limit(limits.sandbox().requests(), "shutter.rate-limits.sandbox.requests"),
                limit(limits.live().requests(), "shutter.rate-limits.live.requests"),
                limit(limits.sandbox().writes(), "shutter.rate-limits.sandbox.writes"),
                limit(limits.live().writes(), "shutter.rate-limits.live.writes"));
        TokenPolicy tokens = new TokenPolicy(
                lifetime(properties.tokens().maxAge(), "shutter.tokens.max-age"),
                lifetime(properties.tokens().idleTime(), "shutter.tokens.idle-time"));
        return Settings.defaults()
                .withRateLimits(rateLimits)
                .withTokens(tokens)
                .withTimeline(properties.historicalTimeline() ? Timeline.historical() : Timeline.defaults());
    }

    private static int limit(int limit, String property) {
        return RateLimits.limit(limit)
                .getOrElseThrow(why -> new IllegalArgumentException(property + " takes a whole number from "
                        + RateLimits.LOWEST + " to " + Integer.MAX_VALUE + ", not " + limit));
    }

    private static Option<Duration> lifetime(Duration lifetime, String property) {
        return Option.of(lifetime)
                .map(given -> TokenPolicy.lifetime(given)
                        .getOrElseThrow(why -> new IllegalArgumentException(property
                                + " takes a positive duration up to " + TokenPolicy.LONGEST_LIFETIME.toDays()
                                + "d, such as 90s, 45m, 12h, 30d or PT2H, not " + lifetime)));
    }
}
