package dev.shutter.ports.out;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * A node's spendings folded into batches, one batch in flight at a time (group commit): for a store that counts
 * over a network ({@link RateCounters#spendAll}, a storage's {@link Storage#authenticated} on event loops). The first request
 * counts alone; every request that arrives while a count is in flight, of any token and any keys, joins the next
 * batch, and the batch is spent in one round trip as soon as the count in flight has answered; and so on while
 * requests keep coming. So a node writes counts once a round trip, not once a request, however many tokens call.
 *
 * <p>The store decides each request of a batch in the order it joined, atomically over all of its keys, exactly as
 * if the requests had spent one after the other ({@link RateCounters#spendAll}): no more requests are allowed than
 * a limit, none is refused while its keys have room, and each answer holds every count made before its own, on
 * every node. A request that joins a batch waits for its count up to two round trips instead of one. Requests of
 * different parts (a minute each, say) are spent part after part, in order.
 *
 * <pre>{@code
 * CountBatches<SpendRequest, Spent> batches = new CountBatches<>(requests -> sendAll(requests), SpendRequest::minute);
 * batches.join(new SpendRequest(keys, limits, minute)).thenApply(...);
 * }</pre>
 *
 * <p>Thread-safe: requests come from any thread, answers on any. The counter should answer later rather than in its
 * call: a count that answers at once sends the next batch from the thread that asked.
 *
 * @param <R> one request's spending, as the counter needs it
 * @param <A> one request's answer
 */
public final class CountBatches<R, A> {

    /** Spends {@code requests} in their order, in one round trip: one answer a request, in the same order. */
    @FunctionalInterface
    public interface Counter<R, A> {
        CompletionStage<List<A>> count(List<R> requests);
    }

    private final Counter<R, A> counter;
    private final Function<? super R, ?> part;

    /** Whether a count is in flight; guarded by {@code this}. */
    private boolean inFlight;

    /** The requests of the next batch with their answers, in the order they joined; guarded by {@code this}. */
    private List<R> next = new ArrayList<>();

    private List<CompletableFuture<A>> shares = new ArrayList<>();

    /** How many counts were sent, alone or in batches; guarded by {@code this}. */
    private long sent;

    /** Batches sent to {@code counter}, each part of a batch ({@code part} of its requests equal) on its own. */
    public CountBatches(Counter<R, A> counter, Function<? super R, ?> part) {
        this.counter = Objects.requireNonNull(counter, "counter");
        this.part = Objects.requireNonNull(part, "part");
    }

    /** Batches sent to {@code counter} whole. */
    public CountBatches(Counter<R, A> counter) {
        this(counter, request -> Boolean.TRUE);
    }

    /**
     * Whether the caller's request counts alone, now, in a write of its own (one that also reads, say): true when
     * no count is in flight (the caller's is, from now on, and the caller calls {@link #answered} once its count
     * has answered or failed); false when the caller should {@link #join} instead.
     */
    public synchronized boolean claim() {
        if (inFlight) {
            return false;
        }
        inFlight = true;
        sent++;
        return true;
    }

    /**
     * {@code request} counted with the next batch: sent now when no count is in flight. The stage fails as the
     * batch's count does. A caller whose request turns out to have no token, or fails, takes its count back itself.
     */
    public CompletionStage<A> join(R request) {
        CompletableFuture<A> share = new CompletableFuture<>();
        synchronized (this) {
            if (inFlight) {
                next.add(request);
                shares.add(share);
                return share;
            }
            inFlight = true;
            sent++;
        }
        send(List.of(request), List.of(share));
        return share;
    }

    /** The count in flight has answered: the requests that joined meanwhile are counted now. */
    public void answered() {
        List<R> batch;
        List<CompletableFuture<A>> answers;
        synchronized (this) {
            if (!inFlight) {
                return;
            }
            if (next.isEmpty()) {
                inFlight = false;
                return;
            }
            batch = next;
            answers = shares;
            next = new ArrayList<>();
            shares = new ArrayList<>();
            sent++;
        }
        send(batch, answers);
    }

    /** Whether a count is in flight (for tests: none once every request has its answer). */
    public synchronized boolean counting() {
        return inFlight;
    }

    /** How many counts this node has sent, alone or in batches (for tests: the round trips that write counts). */
    public synchronized long countsSent() {
        return sent;
    }

    /**
     * {@code batch} spent part after part; once the last part has answered, the next batch goes out before this
     * one's requests go on with their answers.
     */
    private void send(List<R> batch, List<CompletableFuture<A>> answers) {
        List<Outcome<A>> outcomes = new ArrayList<>(batch.size());
        sendFrom(0, batch, outcomes).whenComplete((done, failure) -> {
            answered();
            for (int i = 0; i < answers.size(); i++) {
                Outcome<A> outcome = i < outcomes.size()
                        ? outcomes.get(i)
                        : new Outcome<>(null, failure == null ? new IllegalStateException("no answer") : failure);
                if (outcome.failure() != null) {
                    answers.get(i).completeExceptionally(outcome.failure());
                } else {
                    answers.get(i).complete(outcome.answer());
                }
            }
        });
    }

    /** One request's answer, or why it has none. */
    private record Outcome<A>(A answer, Throwable failure) {}

    /** The part of {@code batch} that starts at {@code from} spent, then the parts after it, one after the other. */
    private CompletionStage<Void> sendFrom(int from, List<R> batch, List<Outcome<A>> outcomes) {
        if (from == batch.size()) {
            return CompletableFuture.completedFuture(null);
        }
        Object first = part.apply(batch.get(from));
        int to = from + 1;
        while (to < batch.size() && Objects.equals(first, part.apply(batch.get(to)))) {
            to++;
        }
        int end = to;
        int size = end - from;
        CompletionStage<List<A>> counted;
        try {
            counted = counter.count(List.copyOf(batch.subList(from, end)));
        } catch (RuntimeException e) {
            counted = CompletableFuture.failedFuture(e);
        }
        return counted.handle((spent, failure) -> {
                    Throwable cause = failure instanceof CompletionException wrapped && wrapped.getCause() != null
                            ? wrapped.getCause()
                            : failure;
                    if (cause == null && spent.size() != size) {
                        cause = new IllegalStateException(
                                "the store answered " + spent.size() + " of " + size + " requests");
                    }
                    for (int i = 0; i < size; i++) {
                        outcomes.add(cause == null ? new Outcome<>(spent.get(i), null) : new Outcome<>(null, cause));
                    }
                    return end;
                })
                .thenCompose(next -> sendFrom(next, batch, outcomes));
    }
}
