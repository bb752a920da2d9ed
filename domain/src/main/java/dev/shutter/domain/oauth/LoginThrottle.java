package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * Failed logins of one username, or from one client address (RFC 6819 5.1.4.2.3): after a few failures
 * each attempt must wait longer, and after {@link #LOCK_AFTER} the username (or address) is locked for
 * {@link #LOCK_FOR}. Unknown usernames are throttled the same way, so the answers do not tell them apart.
 */
public record LoginThrottle(int failures, Option<Instant> lastFailure) {

    /** Failures allowed before attempts are slowed. */
    public static final int FREE_FAILURES = 3;

    /** Failures after which the username is locked. */
    public static final int LOCK_AFTER = 10;

    /** How long a lock lasts. */
    public static final Duration LOCK_FOR = Duration.ofMinutes(15);

    public LoginThrottle {
        Objects.requireNonNull(lastFailure, "lastFailure");
        if (failures < 0) {
            throw new IllegalArgumentException("failures are counted from zero");
        }
    }

    /** No failures. */
    public static LoginThrottle clean() {
        return new LoginThrottle(0, Option.none());
    }

    /** How long an attempt must wait after the last failure: none, then 1, 2, 4... seconds, then the lock. */
    public Duration delay() {
        if (failures < FREE_FAILURES) {
            return Duration.ZERO;
        }
        if (failures >= LOCK_AFTER) {
            return LOCK_FOR;
        }
        return Duration.ofSeconds(1L << (failures - FREE_FAILURES));
    }

    /** How long to wait before an attempt at {@code now} is considered; zero when it may go ahead. */
    public Duration waitAt(Instant now) {
        if (lastFailure.isEmpty()) {
            return Duration.ZERO;
        }
        Instant allowedFrom = lastFailure.get().plus(delay());
        return now.isBefore(allowedFrom) ? Duration.between(now, allowedFrom) : Duration.ZERO;
    }

    /**
     * The throttle as it stands at {@code now} when failures are forgotten after {@link #LOCK_FOR} without
     * one: how a client address is counted, so that the typing mistakes of the people behind one address do
     * not add up for ever.
     */
    public LoginThrottle forgottenAt(Instant now) {
        return lastFailure.exists(last -> !now.isBefore(last.plus(LOCK_FOR))) ? clean() : this;
    }

    /** The throttle after a failed attempt at {@code now}; after a lock has passed, counting starts anew. */
    public LoginThrottle afterFailure(Instant now) {
        int counted = failures >= LOCK_AFTER && waitAt(now).isZero() ? 0 : failures;
        return new LoginThrottle(counted + 1, Option.some(now));
    }
}
