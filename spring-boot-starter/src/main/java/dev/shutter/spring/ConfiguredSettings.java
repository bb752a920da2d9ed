package dev.shutter.spring;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.ports.Settings;
import io.vavr.control.Option;
import java.time.Duration;

/**
 * {@link Settings#defaults()} with the rate limits, token lifetimes and timeline of {@code shutter.*}, which take
 * what the bundled server's options take: a value they refuse is refused here with an {@link
 * IllegalArgumentException} naming its property, so that the application does not start.
 */
final class ConfiguredSettings {

    /** The longest token lifetime accepted, as the server's: a hundred years is "never" for any client. */
    private static final Duration LONGEST_LIFETIME = Duration.ofDays(36_500);

    private ConfiguredSettings() {}

    static Settings of(ShutterProperties properties) {
        ShutterProperties.RateLimits limits = properties.rateLimits();
        RateLimits rateLimits = new RateLimits(
                atLeastOne(limits.sandbox().requests(), "shutter.rate-limits.sandbox.requests"),
                atLeastOne(limits.live().requests(), "shutter.rate-limits.live.requests"),
                atLeastOne(limits.sandbox().writes(), "shutter.rate-limits.sandbox.writes"),
                atLeastOne(limits.live().writes(), "shutter.rate-limits.live.writes"));
        TokenPolicy tokens = new TokenPolicy(
                lifetime(properties.tokens().maxAge(), "shutter.tokens.max-age"),
                lifetime(properties.tokens().idleTime(), "shutter.tokens.idle-time"));
        return Settings.defaults()
                .withRateLimits(rateLimits)
                .withTokens(tokens)
                .withTimeline(properties.historicalTimeline() ? Timeline.historical() : Timeline.defaults());
    }

    private static int atLeastOne(int limit, String property) {
        if (limit < 1) {
            throw new IllegalArgumentException(
                    property + " takes a whole number from 1 to " + Integer.MAX_VALUE + ", not " + limit);
        }
        return limit;
    }

    private static Option<Duration> lifetime(Duration lifetime, String property) {
        if (lifetime != null
                && (lifetime.isNegative() || lifetime.isZero() || lifetime.compareTo(LONGEST_LIFETIME) > 0)) {
            throw new IllegalArgumentException(property
                    + " takes a positive duration up to 36500d, such as 90s, 45m, 12h, 30d or PT2H, not " + lifetime);
        }
        return Option.of(lifetime);
    }
}
