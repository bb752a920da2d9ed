package dev.shutter.domain.limit;

import io.vavr.control.Either;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;

/**
 * The sliding-hour arithmetic: requests are counted in one-minute buckets, and a request at {@code now}
 * counts the buckets of the last sixty minutes, this one included.
 */
public final class SlidingHour {

    /** The window. */
    public static final Duration WINDOW = Duration.ofHours(1);

    private SlidingHour() {}

    /** The bucket a request at {@code now} falls in. */
    public static Instant bucketOf(Instant now) {
        return now.truncatedTo(ChronoUnit.MINUTES);
    }

    /** The oldest bucket that still counts at {@code now}. */
    public static Instant oldestCounted(Instant now) {
        return bucketOf(now).minus(WINDOW).plus(Duration.ofMinutes(1));
    }

    /** What one more request at {@code now} is: allowed (with what remains after it) or refused. */
    public sealed interface Decision {
        /** Allowed; {@code remaining} requests are left after this one. */
        record Allowed(long limit, long remaining) implements Decision {}

        /** Refused: {@code made} in the window already, retry after {@code retryAfter}. */
        record Refused(long limit, long made, Duration retryAfter) implements Decision {}
    }

    /** Decides on one more request at {@code now}, given the buckets counted so far and the limit. */
    public static Decision decide(List<RateBucket> buckets, Instant now, long limit) {
        Instant oldest = oldestCounted(now);
        List<RateBucket> counted = buckets.stream()
                .filter(b -> !b.minute().isBefore(oldest) && !b.minute().isAfter(now))
                .sorted(Comparator.comparing(RateBucket::minute))
                .toList();
        long made = counted.stream().mapToLong(RateBucket::count).sum();
        if (made < limit) {
            return new Decision.Allowed(limit, limit - made - 1);
        }
        return new Decision.Refused(limit, made, retryAfter(counted, made, limit, now));
    }

    /**
     * Decides on a request at {@code now} that {@code buckets} already count (counted first, decided after):
     * the same decision as {@link #decide} on the buckets as they were before it.
     */
    public static Decision decideCounted(List<RateBucket> buckets, Instant now, long limit) {
        Instant minute = bucketOf(now);
        List<RateBucket> before = buckets.stream()
                .map(b -> b.minute().equals(minute) && b.count() > 0 ? new RateBucket(minute, b.count() - 1) : b)
                .toList();
        return decide(before, now, limit);
    }

    /** When enough old buckets have left the window for one more request to fit. */
    private static Duration retryAfter(List<RateBucket> oldestFirst, long made, long limit, Instant now) {
        long left = made;
        for (RateBucket bucket : oldestFirst) {
            left -= bucket.count();
            if (left < limit) {
                Duration wait = Duration.between(now, bucket.minute().plus(WINDOW));
                return wait.isNegative() || wait.isZero() ? Duration.ofSeconds(1) : wait;
            }
        }
        return Duration.ofSeconds(1);
    }

    /** Either form of a decision, for callers that branch on it. */
    public static Either<Decision.Refused, Decision.Allowed> asEither(Decision decision) {
        return decision instanceof Decision.Allowed allowed
                ? Either.right(allowed)
                : Either.left((Decision.Refused) decision);
    }
}
