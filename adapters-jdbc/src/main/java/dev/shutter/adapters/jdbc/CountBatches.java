package dev.shutter.adapters.jdbc;

import dev.shutter.domain.limit.RateBucket;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * A token's counts on this node, one write in flight at a time. The first request of a token's keys counts in
 * its own statement; the requests of the same keys that arrive while that count is in flight join the next
 * batch and read without counting, and the batch counts them all in one statement ({@code requests + n}) as
 * soon as the count in flight has answered; and so on while requests keep coming.
 *
 * <p>Each request of a batch is answered as if it had counted alone, in the order it joined: the current
 * minute's bucket is the batch's total less the counts of those that joined after it. So an answer still
 * holds every count made before its own, on every node, and no more requests are allowed than the limit
 * ({@link dev.shutter.ports.out.RateCounters}). What changes is the cost: with every count an update of one
 * row, a busy token's requests were a write transaction each for PostgreSQL; batched, they are one a round
 * trip on each node. A request that joins a batch waits for its count up to two round trips instead of one.
 *
 * <p>Thread-safe: requests come from any thread, answers on the event loops.
 */
final class CountBatches {

    /** What one count is of: a token's rate keys in one minute. */
    record Keys(String tokenHash, List<String> rateKeys, Instant minute) {
        Keys {
            rateKeys = List.copyOf(rateKeys);
        }
    }

    /** Counts {@code requests} requests in each of the keys at once: their buckets of the hour; none without the token. */
    interface Counter {
        CompletionStage<Option<Map<String, List<RateBucket>>>> count(Keys keys, int requests);
    }

    private final Counter counter;

    /** The keys with a count in flight, each with the requests waiting for the next batch; guarded by {@code this}. */
    private final Map<Keys, List<CompletableFuture<Option<Map<String, List<RateBucket>>>>>> inFlight = new HashMap<>();

    CountBatches(Counter counter) {
        this.counter = counter;
    }

    /**
     * Whether the caller's request counts alone, now: true when no count of {@code keys} is in flight (the
     * caller's is, from now on, and the caller calls {@link #answered} once its count has answered or failed).
     */
    synchronized boolean claim(Keys keys) {
        if (inFlight.containsKey(keys)) {
            return false;
        }
        inFlight.put(keys, new ArrayList<>());
        return true;
    }

    /**
     * A request of {@code keys} counted with the next batch: sent now when no count is in flight. The stage fails
     * as the batch's count does. A request that turns out to have no token, or fails, takes its count back.
     */
    CompletionStage<Option<Map<String, List<RateBucket>>>> join(Keys keys) {
        CompletableFuture<Option<Map<String, List<RateBucket>>>> share = new CompletableFuture<>();
        synchronized (this) {
            List<CompletableFuture<Option<Map<String, List<RateBucket>>>>> next = inFlight.get(keys);
            if (next != null) {
                next.add(share);
                return share;
            }
            inFlight.put(keys, new ArrayList<>());
        }
        send(keys, List.of(share));
        return share;
    }

    /** The count in flight of {@code keys} has answered: the requests that joined meanwhile are counted now. */
    void answered(Keys keys) {
        List<CompletableFuture<Option<Map<String, List<RateBucket>>>>> batch;
        synchronized (this) {
            batch = inFlight.get(keys);
            if (batch == null) {
                return;
            }
            if (batch.isEmpty()) {
                inFlight.remove(keys);
                return;
            }
            inFlight.put(keys, new ArrayList<>());
        }
        send(keys, batch);
    }

    /** How many keys have a count in flight (for tests: none once every request has its answer). */
    synchronized int countsInFlight() {
        return inFlight.size();
    }

    private void send(Keys keys, List<CompletableFuture<Option<Map<String, List<RateBucket>>>>> batch) {
        CompletionStage<Option<Map<String, List<RateBucket>>>> counted;
        try {
            counted = counter.count(keys, batch.size());
        } catch (RuntimeException e) {
            counted = CompletableFuture.failedFuture(e);
        }
        counted.whenComplete((total, failure) -> {
            // the next batch goes out before this one's requests go on with their answers
            answered(keys);
            for (int i = 0; i < batch.size(); i++) {
                if (failure != null) {
                    batch.get(i)
                            .completeExceptionally(
                                    failure instanceof CompletionException wrapped && wrapped.getCause() != null
                                            ? wrapped.getCause()
                                            : failure);
                } else {
                    long later = batch.size() - 1 - i;
                    batch.get(i).complete(total.map(counts -> lessBy(counts, keys.minute(), later)));
                }
            }
        });
    }

    /** {@code counts} with {@code later} counts taken from each key's bucket {@code minute}: those made after. */
    static Map<String, List<RateBucket>> lessBy(Map<String, List<RateBucket>> counts, Instant minute, long later) {
        if (later == 0) {
            return counts;
        }
        Map<String, List<RateBucket>> earlier = new HashMap<>();
        counts.forEach((key, buckets) -> earlier.put(
                key,
                buckets.stream()
                        .map(bucket -> bucket.minute().equals(minute)
                                ? new RateBucket(minute, bucket.count() - later)
                                : bucket)
                        .toList()));
        return earlier;
    }
}
