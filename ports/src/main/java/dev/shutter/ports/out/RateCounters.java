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
 * <p>A request spends with {@link #spend}: one atomic step over all of its keys that counts it in every key
 * only if every key has room under its limit, and otherwise counts nothing and answers the true totals. So a
 * request refused for its budget never holds a count that another request of its token could see, no more
 * requests are allowed than the limit however many nodes count at once, and none is refused while every key
 * it spends from has room (docs/concepts.md, Rate limits). {@link #count} and {@link #uncount} count
 * unconditionally, for housekeeping and tests.
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

    /**
     * Counts one request in the bucket {@code minute} of every key of {@code keys} if each key's hour (the hour
     * that ends with that minute) holds fewer requests than its limit in {@code limits} (in the order of the
     * keys), and otherwise counts nothing: one atomic step over all the keys, so that concurrent requests on any
     * number of nodes see each other's counts and never a count that is taken back. The answer holds each key's
     * buckets of the hour as they stand after it.
     */
    Spent spend(List<String> keys, List<Long> limits, Instant minute);

    /**
     * Each of {@code requests} spent in their order, as {@link #spend} would spend them one after the other with
     * nothing between them: each counted in all of its keys or in none, each answer exactly what that request
     * would have been answered alone, the counts of the requests before it included. A node's batch of
     * concurrent requests ({@link CountBatches}): a store over a network spends it in one round trip and one
     * atomic step; the default spends one request after the other.
     */
    default List<Spent> spendAll(List<SpendRequest> requests) {
        return requests.stream()
                .map(request -> spend(request.keys(), request.limits(), request.minute()))
                .toList();
    }

    /**
     * {@link #spend}, sent now and answered later, without waiting here when the store is over a network (for a
     * thread that must not block: an event loop); the future fails as {@link #spend} would throw. The default
     * spends now.
     */
    default CompletableFuture<Spent> spendSent(List<String> keys, List<Long> limits, Instant minute) {
        try {
            return CompletableFuture.completedFuture(spend(keys, limits, minute));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** Takes back one count from the bucket {@code minute} of {@code key}: a request counted that did not go on. */
    void uncount(String key, Instant minute);

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
