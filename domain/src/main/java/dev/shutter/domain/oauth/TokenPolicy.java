package dev.shutter.domain.oauth;

import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.Objects;

/**
 * How long access tokens live: an optional maximum age and an optional idle time (neither by default,
 * since the platform promised no expiry). Each is positive and at most {@link #LONGEST_LIFETIME}.
 */
public record TokenPolicy(Option<Duration> maxAge, Option<Duration> idleTimeout) {

    /**
     * The longest lifetime a token may be given: a hundred years is "never" for any client, and an issue time
     * plus it stays far inside what an {@link java.time.Instant} can hold.
     */
    public static final Duration LONGEST_LIFETIME = Duration.ofDays(36_500);

    public TokenPolicy {
        Objects.requireNonNull(maxAge, "maxAge");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        maxAge.forEach(age -> lifetime(age).getOrElseThrow(why -> new IllegalArgumentException(why)));
        idleTimeout.forEach(idle -> lifetime(idle).getOrElseThrow(why -> new IllegalArgumentException(why)));
    }

    /** Tokens that never expire by themselves. */
    public static TokenPolicy noExpiry() {
        return new TokenPolicy(Option.none(), Option.none());
    }

    /**
     * {@code lifetime} as a maximum age or an idle time, or why it cannot be one, for a host or a configuration to
     * say which of its settings is refused.
     */
    public static Either<String, Duration> lifetime(Duration lifetime) {
        Objects.requireNonNull(lifetime, "lifetime");
        if (lifetime.isNegative() || lifetime.isZero() || lifetime.compareTo(LONGEST_LIFETIME) > 0) {
            return Either.left(
                    "a token lifetime is positive and at most " + LONGEST_LIFETIME.toDays() + " days, not " + lifetime);
        }
        return Either.right(lifetime);
    }

    /** Whether use of tokens must be recorded (only an idle timeout needs it). */
    public boolean tracksUse() {
        return idleTimeout.isDefined();
    }
}
