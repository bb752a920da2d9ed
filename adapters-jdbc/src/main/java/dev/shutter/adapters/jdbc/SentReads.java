package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountBatches;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Spending;
import dev.shutter.ports.out.Spent;
import io.vavr.control.Option;
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

    private final CountBatches<Keys, Option<Spent>> batches;

    /** What one spending is of: a token's rate keys in one minute, with their limits. */
    record Keys(String tokenHash, Spending spending) {}

    SentReads(AuthenticatedReads authenticated, Sql.Sender sender) {
        this.authenticated = authenticated;
        this.sender = sender;
        this.batches = new CountBatches<>(
                batch -> send(() -> authenticated.batchRead(
                        batch.stream().map(Keys::tokenHash).toList(),
                        batch.stream().map(Keys::spending).toList())),
                keys -> keys.spending().minute());
    }

    /** {@code read} sent: counted when it spends ({@link #counting}), else read ({@link #reading}). */
    CompletionStage<Option<CountedBearer>> authenticated(AuthenticatedRead read) {
        return read.spending()
                .map(spending -> counting(read.tokenHash(), spending, read.read()))
                .getOrElse(() -> reading(read.tokenHash(), read.read()));
    }

    /**
     * The bearer with its request spent and what is read ahead: in one statement when no spending is in flight
     * from this node; else read now and spent with the next batch, the requests of every token that came
     * meanwhile in one statement ({@link CountBatches}, {@link BatchSpending}).
     */
    CompletionStage<Option<CountedBearer>> counting(String tokenHash, Spending spending, ReadAhead ahead) {
        if (batches.claim()) {
            return send(() -> authenticated.countingRead(tokenHash, spending, ahead))
                    .whenComplete((read, failure) -> batches.answered())
                    .thenCompose(read -> spentAgainIfDue(read, spending));
        }
        CompletionStage<Option<Spent>> share = batches.join(new Keys(tokenHash, spending));
        CompletionStage<Option<CountedBearer>> read = reading(tokenHash, ahead).whenComplete((found, failure) -> {
            if (failure != null || found.isEmpty()) {
                share.thenAccept(
                        spent -> spent.filter(done -> done.counted() > 0).forEach(counted -> takeBack(spending)));
            }
        });
        return read.thenCompose(found -> found.isEmpty()
                ? CompletableFuture.completedFuture(found)
                : share.thenApply(spent ->
                                found.map(bearer -> spent.map(bearer::withSpent).getOrElse(bearer)))
                        .thenCompose(counted -> spentAgainIfDue(counted, spending)));
    }

    /**
     * {@code read} as it is, or, when its statement or batch did not spend it though it should have (a key's row of
     * the minute made by another statement in the same moment), with the spending sent again on its own; still unspent if that fails to lock too (the caller
     * spends then).
     */
    private CompletionStage<Option<CountedBearer>> spentAgainIfDue(Option<CountedBearer> read, Spending spending) {
        if (read.isEmpty()
                || read.get().spent().isDefined()
                || !spending.spendsNow(read.get().bearer())) {
            return CompletableFuture.completedFuture(read);
        }
        CountedBearer found = read.get();
        return send(() -> JdbcRateCounters.spendRead(
                        spending.keys(),
                        spending.limitsOf(found.bearer().client().status()),
                        spending.minute(),
                        false))
                .thenApply(spent -> Option.some(spent.map(found::withSpent).getOrElse(found)));
    }

    /**
     * The count of a request that failed or found no token (revoked or deleted while its batch counted),
     * taken back without waiting; a failure is not reported.
     */
    private void takeBack(Spending spending) {
        send(() -> authenticated.uncountRead(spending.keys(), spending.minute()));
    }

    /** Whether a spending is in flight from this node. */
    boolean counting() {
        return batches.counting();
    }

    /** How many spendings this node has sent, alone or in batches: its statements that write counts. */
    long spendsSent() {
        return batches.countsSent();
    }

    /** The bearer with what is read ahead, nothing counted; the bearer's statement alone when nothing is. */
    CompletionStage<Option<CountedBearer>> reading(String tokenHash, ReadAhead ahead) {
        return send(() -> authenticated
                .readingRead(tokenHash, ahead)
                .getOrElse(() -> JdbcAccessTokens.bearerRead(tokenHash).map(bearer -> bearer.map(CountedBearer::new))));
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
