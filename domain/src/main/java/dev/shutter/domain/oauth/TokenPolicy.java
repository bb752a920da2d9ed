package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.time.Duration;
import java.util.Objects;

/**
 * How long access tokens live: an optional maximum age and an optional idle time (neither by default,
 * since the platform promised no expiry).
 */
public record TokenPolicy(Option<Duration> maxAge, Option<Duration> idleTimeout) {

    public TokenPolicy {
        Objects.requireNonNull(maxAge, "maxAge");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        if (maxAge.exists(d -> d.isNegative() || d.isZero()) || idleTimeout.exists(d -> d.isNegative() || d.isZero())) {
            throw new IllegalArgumentException("token lifetimes are positive");
        }
    }

    /** Tokens that never expire by themselves. */
    public static TokenPolicy noExpiry() {
        return new TokenPolicy(Option.none(), Option.none());
    }

    /** Whether use of tokens must be recorded (only an idle timeout needs it). */
    public boolean tracksUse() {
        return idleTimeout.isDefined();
    }
}
