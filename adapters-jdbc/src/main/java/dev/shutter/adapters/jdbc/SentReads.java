package dev.shutter.adapters.jdbc;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.ports.out.CountBatches;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.function.Supplier;

/**
 * The authenticated reads of {@link AuthenticatedReads}, built as the JDBC path builds them and sent by a
 * {@link Sql.Sender} that does not wait ({@link EventLoopReads}): the stage completes where the answer lands.
 */
final class SentReads {

    private final AuthenticatedReads authenticated;
    private final Sql.Sender sender;

    private final CountBatches<Keys> batches;

    /** What one count is of: a token's rate keys in one minute. */
    record Keys(String tokenHash, List<String> rateKeys, Instant minute) {
        Keys {
            rateKeys = List.copyOf(rateKeys);
        }
    }

    SentReads(AuthenticatedReads authenticated, Sql.Sender sender) {
        this.authenticated = authenticated;
        this.sender = sender;
        this.batches = new CountBatches<>(
                (keys, requests) ->
                        send(() -> authenticated.batchRead(keys.tokenHash(), keys.rateKeys(), keys.minute(), requests)),
                Keys::minute);
    }

    /**
     * The bearer with its keys counted and what is read ahead: in one statement, or, while a count of the same
     * keys is in flight from this node, read now and counted with the next batch ({@link CountBatches}).
     */
    CompletionStage<Option<CountedBearer>> counting(
            String tokenHash, List<String> rateKeys, Instant minute, ReadAhead ahead) {
        if (rateKeys.isEmpty()) {
            return send(() -> authenticated.countingRead(tokenHash, rateKeys, minute, ahead));
        }
        Keys keys = new Keys(tokenHash, rateKeys, minute);
        if (batches.claim(keys)) {
            return send(() -> authenticated.countingRead(tokenHash, rateKeys, minute, ahead))
                    .whenComplete((read, failure) -> batches.answered(keys));
        }
        CompletionStage<Option<Map<String, List<RateBucket>>>> share = batches.join(keys);
        CompletionStage<Option<CountedBearer>> read = reading(tokenHash, ahead).whenComplete((found, failure) -> {
            if (failure != null || found.isEmpty()) {
                share.thenAccept(counted -> counted.forEach(ignored -> takeBack(keys)));
            }
        });
        return read.thenCompose(found -> found.isEmpty()
                ? CompletableFuture.completedFuture(found)
                : share.thenApply(
                        counts -> counts.flatMap(counted -> found.map(bearer -> bearer.withCounts(counted)))));
    }

    /** The count of a request that failed or found no token, taken back without waiting; a failure is not reported. */
    private void takeBack(Keys keys) {
        send(() -> authenticated.uncountRead(keys.rateKeys(), keys.minute()));
    }

    /** How many token's keys have a count in flight from this node. */
    int countsInFlight() {
        return batches.countsInFlight();
    }

    /** The bearer with what is read ahead, nothing counted; the bearer's statement alone when nothing is. */
    CompletionStage<Option<CountedBearer>> reading(String tokenHash, ReadAhead ahead) {
        return send(() -> authenticated
                .readingRead(tokenHash, ahead)
                .getOrElse(() -> JdbcAccessTokens.bearerRead(tokenHash)
                        .map(bearer -> bearer.map(found -> new CountedBearer(found, Map.of())))));
    }

    /** The read built and sent; a failure to build it fails the stage too. */
    private <T> CompletionStage<T> send(Supplier<Sql.Read<T>> read) {
        try {
            return sender.send(read.get());
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** Closes the sender. */
    void close() {
        sender.close();
    }

    /** The sender's event loops. */
    ExecutorService eventLoops() {
        return sender.eventLoops();
    }
}
