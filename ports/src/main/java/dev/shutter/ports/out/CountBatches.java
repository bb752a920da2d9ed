package dev.shutter.ports.out;

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
import java.util.function.Function;

/**
 * A node's counts of one set of rate keys, one write in flight at a time: for a store that counts over a
 * network ({@link RateCounters#spendSent}, a storage's {@link Storage#bearerCountingSent}). The first request
 * of a set of keys counts alone; the requests of the same keys that arrive while that count is in flight join
 * the next batch, and the batch counts them all in one write ({@code + n}) as soon as the count in flight has
 * answered; and so on while requests keep coming.
 *
 * <p>Each request of a batch is answered as if it had spent alone, in the order it joined: of a batch of n of
 * which c counted (the room the keys had), the first c are counted, each seeing the current minute's bucket as
 * the batch's total less the counts of those that joined after it, and the others are not counted and see the
 * true totals. So an answer still holds every count made before its own, on every node, no more requests are
 * allowed than the limit, and none is refused while there is room ({@link RateCounters}). What changes is the cost: a busy token's requests are one write a round trip on each
 * node instead of one a request. A request that joins a batch waits for its count up to two round trips
 * instead of one.
 *
 * <pre>{@code
 * record Keys(List<String> rateKeys, Instant minute) {}
 * CountBatches<Keys> batches = new CountBatches<>((keys, n) -> sendSpend(keys, n), Keys::minute);
 * batches.join(new Keys(rateKeys, minute)).thenApply(...);
 * }</pre>
 *
 * <p>Thread-safe: requests come from any thread, answers on any. The counter should answer later rather than
 * in its call: a count that answers at once sends the next batch from the thread that asked.
 *
 * @param <K> what one count is of: a request's rate keys and minute (and whatever else the counter needs),
 *     equal when they count the same buckets
 */
public final class CountBatches<K> {

    /**
     * Spends {@code requests} requests from the keys at once ({@link RateCounters#spend}, as many of them as
     * every key has room for), and answers how many counted and each key's buckets of the hour, these counts
     * included; none when the store spent nothing (a storage that found no token, or left the count to the
     * caller).
     */
    @FunctionalInterface
    public interface Counter<K> {
        CompletionStage<Option<Spent>> count(K keys, int requests);
    }

    private final Counter<K> counter;
    private final Function<? super K, Instant> minute;

    /** The keys with a count in flight, each with the requests waiting for the next batch; guarded by {@code this}. */
    private final Map<K, List<CompletableFuture<Option<Spent>>>> inFlight = new HashMap<>();

    /** Batches sent to {@code counter}; {@code minute} tells of keys the minute whose bucket they count in. */
    public CountBatches(Counter<K> counter, Function<? super K, Instant> minute) {
        this.counter = counter;
        this.minute = minute;
    }

    /**
     * Whether the caller's request counts alone, now, in a write of its own (one that also reads, say): true
     * when no count of {@code keys} is in flight (the caller's is, from now on, and the caller calls {@link
     * #answered} once its count has answered or failed); false when the caller should {@link #join} instead.
     */
    public synchronized boolean claim(K keys) {
        if (inFlight.containsKey(keys)) {
            return false;
        }
        inFlight.put(keys, new ArrayList<>());
        return true;
    }

    /**
     * A request of {@code keys} counted with the next batch: sent now when no count is in flight. The stage fails
     * as the batch's count does. A caller whose request turns out to have no token, or fails, takes its count
     * back itself.
     */
    public CompletionStage<Option<Spent>> join(K keys) {
        CompletableFuture<Option<Spent>> share = new CompletableFuture<>();
        synchronized (this) {
            List<CompletableFuture<Option<Spent>>> next = inFlight.get(keys);
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
    public void answered(K keys) {
        List<CompletableFuture<Option<Spent>>> batch;
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
    public synchronized int countsInFlight() {
        return inFlight.size();
    }

    private void send(K keys, List<CompletableFuture<Option<Spent>>> batch) {
        CompletionStage<Option<Spent>> counted;
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
                    int index = i;
                    batch.get(i).complete(total.map(spent -> shareOf(spent, index, minute.apply(keys))));
                }
            }
        });
    }

    /** What the request {@code index} of a batch that {@code spent} gets: its own count, or none with the totals. */
    static Spent shareOf(Spent spent, int index, Instant minute) {
        if (index >= spent.counted()) {
            return new Spent(0, spent.hour());
        }
        return new Spent(1, lessBy(spent.hour(), minute, spent.counted() - 1 - index));
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
