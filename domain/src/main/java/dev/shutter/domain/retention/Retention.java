package dev.shutter.domain.retention;

import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.domain.oauth.LoginThrottle;
import dev.shutter.domain.oauth.TokenPolicy;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * How long ended things are kept before housekeeping deletes them: rows that no rule reads any more, each
 * a {@code grace} after it ended. The grace keeps a revoked or expired token, and a used or expired code,
 * known for a while (a code replayed within it still revokes what it issued; the JDBC adapter writes a
 * token's use back only once a minute, so its idle end is known to that step). Rate buckets go once out of
 * the sliding hour, sessions once expired, and a login throttle once its last failure is older than the
 * grace and the lock.
 */
public record Retention(Duration grace) {

    /** A day: long enough for any answer about a token or code to stay the same after it ends. */
    public static final Duration DEFAULT_GRACE = Duration.ofDays(1);

    public Retention {
        Objects.requireNonNull(grace, "grace");
        if (grace.isNegative()) {
            throw new IllegalArgumentException("the grace period is zero or more");
        }
    }

    /** The default grace. */
    public static Retention defaults() {
        return new Retention(DEFAULT_GRACE);
    }

    /** Everything housekeeping may delete at {@code now} under {@code tokens}. */
    public Cutoffs at(Instant now, TokenPolicy tokens) {
        Instant graceAgo = now.minus(grace);
        return new Cutoffs(
                graceAgo,
                now,
                graceAgo,
                tokens.maxAge().map(graceAgo::minus),
                tokens.idleTimeout().map(graceAgo::minus),
                SlidingHour.oldestCounted(now),
                now.minus(grace.compareTo(LoginThrottle.LOCK_FOR) > 0 ? grace : LoginThrottle.LOCK_FOR));
    }

    /**
     * Deletable: codes expired before {@code codesExpiredBefore}; sessions expired before {@code
     * sessionsExpiredBefore}; tokens revoked before {@code tokensRevokedBefore}, issued before {@code
     * tokensIssuedBefore} or last used before {@code tokensUsedBefore} (each only under a token policy with that
     * expiry); rate buckets of minutes before {@code rateBucketsBefore}; throttles whose last failure is before
     * {@code throttlesFailedBefore}.
     */
    public record Cutoffs(
            Instant codesExpiredBefore,
            Instant sessionsExpiredBefore,
            Instant tokensRevokedBefore,
            Option<Instant> tokensIssuedBefore,
            Option<Instant> tokensUsedBefore,
            Instant rateBucketsBefore,
            Instant throttlesFailedBefore) {}
}
