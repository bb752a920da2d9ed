package dev.shutter.ports.out;

import dev.shutter.domain.limit.RateBucket;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Request counts per key (a token's hash and a rate class) in one-minute buckets. They live in storage so
 * that every server node spends from one budget.
 *
 * <p>A request is counted first and decided after ({@link dev.shutter.domain.limit.SlidingHour#decideCounted}):
 * {@link #count} is one atomic step that needs no transaction, so requests of one token on any number of
 * nodes never wait for one another, and a request that turns out to be over a limit takes its count back
 * with {@link #uncount}. Each caller's answer holds every count made before its own, so no more requests
 * are allowed than the limit, however many nodes count at once.
 *
 * <p>The storage keeps them by default; a host may keep them elsewhere ({@link Storage#withRateCounters}),
 * such as in Redis, which every node reaches and which forgets old buckets by itself.
 */
public interface RateCounters extends AutoCloseable {

    /** The buckets of {@code key} from {@code oldest} on. */
    List<RateBucket> since(String key, Instant oldest);

    /**
     * Counts one request in the bucket {@code minute} of {@code key}, and answers the key's buckets of the
     * hour that ends with that minute, this count included. Buckets that have left the hour may be dropped.
     */
    List<RateBucket> count(String key, Instant minute);

    /**
     * Counts one request in the bucket {@code minute} of each of {@code keys}, and answers each key's
     * buckets of the hour as {@link #count} does, in the order of {@code keys}: every key a request spends
     * from, counted at once. A store over a network answers in one round trip; the default counts one key
     * after the other.
     */
    default Map<String, List<RateBucket>> countAll(List<String> keys, Instant minute) {
        Map<String, List<RateBucket>> counts = new LinkedHashMap<>();
        keys.forEach(key -> counts.put(key, count(key, minute)));
        return counts;
    }

    /** Takes back one count from the bucket {@code minute} of {@code key}: a request that was refused. */
    void uncount(String key, Instant minute);

    /**
     * Takes back one count from the bucket {@code minute} of each of {@code keys}, without waiting when the
     * store is over a network: for a thread that must not block (an event loop). A failure is not reported:
     * what stays counted expires with its bucket. The default takes them back now, one after the other.
     */
    default void uncountSent(List<String> keys, Instant minute) {
        try {
            keys.forEach(key -> uncount(key, minute));
        } catch (RuntimeException ignored) {
            // what stays counted expires with its bucket
        }
    }

    /**
     * {@link #countAll}, sent now and answered later, so that the caller can wait on something else
     * meanwhile (the storage, for counts kept elsewhere). A store over a network does not wait for the
     * answer here; the future fails as {@link #countAll} would throw. The default counts now.
     */
    default CompletableFuture<Map<String, List<RateBucket>>> countAllSent(List<String> keys, Instant minute) {
        try {
            return CompletableFuture.completedFuture(countAll(keys, minute));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /**
     * Housekeeping: deletes at most {@code limit} buckets of minutes before {@code minute} (of keys that no
     * longer count, since {@link #count} drops a counting key's old buckets); how many. A store whose buckets
     * expire by themselves (a TTL) keeps this default, which deletes nothing.
     */
    default int deleteBucketsBefore(Instant minute, int limit) {
        return 0;
    }

    /**
     * Asks the store whether it answers now, in one short round trip, and throws {@link
     * StorageUnavailableException} if not. The default, for counters kept in the storage, says it does:
     * the storage is asked on its own.
     */
    default void checkReachable() {}

    /** Releases connections; the default has nothing to release. */
    @Override
    default void close() {}
}
