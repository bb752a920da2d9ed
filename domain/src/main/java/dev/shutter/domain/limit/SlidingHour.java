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
        return decide(buckets, now, limit, null);
    }

    /**
     * Decides on a request at {@code now} that {@code buckets} already count (counted first, decided after):
     * the same decision as {@link #decide} on the buckets as they were before it.
     */
    public static Decision decideCounted(List<RateBucket> buckets, Instant now, long limit) {
        return decide(buckets, now, limit, bucketOf(now));
    }

    /**
     * The decision on the buckets in the window, with one taken off each bucket of {@code counted} (the minute
     * this request was counted in) that has one, or none when {@code counted} is null. Every request is
     * decided here, so the sum is one loop with nothing made; the buckets are put in order only to refuse.
     */
    private static Decision decide(List<RateBucket> buckets, Instant now, long limit, Instant counted) {
        Instant oldest = oldestCounted(now);
        long made = 0;
        for (RateBucket bucket : buckets) {
            if (inWindow(bucket, oldest, now)) {
                made += before(bucket, counted).count();
            }
        }
        if (made < limit) {
            return new Decision.Allowed(limit, limit - made - 1);
        }
        List<RateBucket> oldestFirst = buckets.stream()
                .filter(bucket -> inWindow(bucket, oldest, now))
                .map(bucket -> before(bucket, counted))
                .sorted(Comparator.comparing(RateBucket::minute))
                .toList();
        return new Decision.Refused(limit, made, retryAfter(oldestFirst, made, limit, now));
    }

    private static boolean inWindow(RateBucket bucket, Instant oldest, Instant now) {
        return !bucket.minute().isBefore(oldest) && !bucket.minute().isAfter(now);
    }

    /** {@code bucket} as it was before a request of {@code counted} was counted in it. */
    private static RateBucket before(RateBucket bucket, Instant counted) {
        return counted != null && bucket.minute().equals(counted) && bucket.count() > 0
                ? new RateBucket(counted, bucket.count() - 1)
                : bucket;
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
