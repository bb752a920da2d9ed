package dev.shutter.ports;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.Objects;

/**
 * The platform's configurable rules: token expiry, code and session lifetimes, dates, rate limits, and
 * the key that seals signing secrets (without one, no app may enforce signed requests).
 */
public record Settings(
        TokenPolicy tokens,
        Duration codeLifetime,
        Duration sessionLifetime,
        Timeline timeline,
        RateLimits rateLimits,
        Option<SealingKey> sealingKey) {

    public Settings {
        Objects.requireNonNull(tokens, "tokens");
        Objects.requireNonNull(timeline, "timeline");
        Objects.requireNonNull(rateLimits, "rateLimits");
        Objects.requireNonNull(sealingKey, "sealingKey");
        if (codeLifetime.isNegative()
                || codeLifetime.isZero()
                || codeLifetime.compareTo(AuthorizationCode.MAX_LIFETIME) > 0) {
            throw new IllegalArgumentException("the code lifetime is more than zero and at most ten minutes");
        }
        if (sessionLifetime.isNegative() || sessionLifetime.isZero()) {
            throw new IllegalArgumentException("the session lifetime is positive");
        }
    }

    /**
     * The defaults of docs/spec/DECISIONS.md: no token expiry, 5-minute codes, 12-hour sessions, the platform's dates
     * and limits.
     */
    public static Settings defaults() {
        return new Settings(
                TokenPolicy.noExpiry(),
                AuthorizationCode.DEFAULT_LIFETIME,
                LoginSession.DEFAULT_LIFETIME,
                Timeline.defaults(),
                RateLimits.defaults(),
                Option.none());
    }

    /** The same settings with another token policy. */
    public Settings withTokens(TokenPolicy policy) {
        return new Settings(policy, codeLifetime, sessionLifetime, timeline, rateLimits, sealingKey);
    }

    /** The same settings with another timeline. */
    public Settings withTimeline(Timeline other) {
        return new Settings(tokens, codeLifetime, sessionLifetime, other, rateLimits, sealingKey);
    }

    /** The same settings with other rate limits. */
    public Settings withRateLimits(RateLimits limits) {
        return new Settings(tokens, codeLifetime, sessionLifetime, timeline, limits, sealingKey);
    }

    /** The same settings with a key that seals the secrets of apps enforcing signed requests. */
    public Settings withSealingKey(SealingKey key) {
        return new Settings(tokens, codeLifetime, sessionLifetime, timeline, rateLimits, Option.some(key));
    }
}
