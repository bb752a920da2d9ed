package dev.shutter.ports.out;

import dev.shutter.domain.limit.RateBucket;
import java.time.Instant;
import java.util.List;

/**
 * Request counts per key (a token's hash and a rate class) in one-minute buckets. They live in storage so
 * that every server node spends from one budget.
 *
 * <p>A request is counted first and decided after ({@link dev.shutter.domain.limit.SlidingHour#decideCounted}):
 * {@link #count} is one atomic step that needs no transaction, so requests of one token on any number of
 * nodes never wait for one another, and a request that turns out to be over a limit takes its count back
 * with {@link #uncount}. Each caller's answer holds every count made before its own, so no more requests
 * are allowed than the limit, however many nodes count at once.
 */
public interface RateCounters {

    /** The buckets of {@code key} from {@code oldest} on. */
    List<RateBucket> since(String key, Instant oldest);

    /**
     * Counts one request in the bucket {@code minute} of {@code key}, and answers the key's buckets of the
     * hour that ends with that minute, this count included. Buckets that have left the hour may be dropped.
     */
    List<RateBucket> count(String key, Instant minute);

    /** Takes back one count from the bucket {@code minute} of {@code key}: a request that was refused. */
    void uncount(String key, Instant minute);

    /**
     * Housekeeping: deletes at most {@code limit} buckets of minutes before {@code minute} (of keys that no
     * longer count, since {@link #count} drops a counting key's old buckets); how many. A store whose buckets
     * expire by themselves (a TTL) keeps this default, which deletes nothing.
     */
    default int deleteBucketsBefore(Instant minute, int limit) {
        return 0;
    }
}
