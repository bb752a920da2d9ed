package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.ports.contract.RateCountersContract;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Spent;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A request that joins a batch of counts on the event loops ({@link SentReads}) and then finds no token, or
 * whose read fails, has its count taken back once the batch has counted it: nothing stays counted for it. The
 * sender here answers nothing by itself; the test answers each read in the order that makes a request join.
 */
class SentReadsTakeBackTest {

    private static final Instant MINUTE = Instant.parse("2026-11-27T22:00:00Z");
    private static final List<String> KEYS = List.of("hash:all");

    private final HeldSender sender = new HeldSender();
    private final SentReads reads = new SentReads(
            new AuthenticatedReads(
                    new Sql(new JdbcTransactions(null, null, Dialect.POSTGRESQL), new Schema("shutter"))),
            sender);

    @Test
    @DisplayName("a joined request whose read fails has its count taken back once its batch has counted it")
    void failedJoinedReadTakesItsCountBack() {
        CompletionStage<Option<CountedBearer>> joined = secondRequestJoinsTheFirstsCount();

        sender.answer(1, new IllegalStateException("connection lost"));
        answerTheFirstThenItsBatch();

        assertThat(joined.toCompletableFuture()).isCompletedExceptionally();
        assertThat(sender.operations)
                .containsExactly("reads.bearerCounting", "accessTokens.bearer", "reads.spendBatch", "reads.uncount");
    }

    @Test
    @DisplayName("a joined request that finds no token has its count taken back, and its answer is none")
    void unknownJoinedTokenTakesItsCountBack() {
        CompletionStage<Option<CountedBearer>> joined = secondRequestJoinsTheFirstsCount();

        sender.answer(1, Option.none());
        answerTheFirstThenItsBatch();

        assertThat(joined.toCompletableFuture().join()).isEmpty();
        assertThat(sender.operations)
                .containsExactly("reads.bearerCounting", "accessTokens.bearer", "reads.spendBatch", "reads.uncount");
    }

    /** The first request counts alone; the second, while that count is in flight, reads and waits for the batch. */
    private CompletionStage<Option<CountedBearer>> secondRequestJoinsTheFirstsCount() {
        reads.counting("hash", RateCountersContract.spending(KEYS, MINUTE), ReadAhead.NOTHING);
        CompletionStage<Option<CountedBearer>> joined =
                reads.counting("hash", RateCountersContract.spending(KEYS, MINUTE), ReadAhead.NOTHING);
        assertThat(sender.operations).containsExactly("reads.bearerCounting", "accessTokens.bearer");
        return joined;
    }

    /** The first request's count answers (its token gone meanwhile), which sends the batch; the batch counts one. */
    private void answerTheFirstThenItsBatch() {
        sender.answer(0, Option.none());
        assertThat(sender.operations).contains("reads.spendBatch");
        sender.answer(2, List.of(Option.some(new Spent(1, Map.of("hash:all", List.of(new RateBucket(MINUTE, 2)))))));
    }

    /** Records each read sent and holds its answer until the test gives it. */
    private static final class HeldSender implements Sql.Sender {
        final List<String> operations = new ArrayList<>();
        private final List<CompletableFuture<Object>> answers = new ArrayList<>();

        @Override
        @SuppressWarnings("unchecked") // each answer is completed with the type its read expects
        public <T> CompletionStage<T> send(Sql.Read<T> read) {
            CompletableFuture<Object> answer = new CompletableFuture<>();
            operations.add(read.operation());
            answers.add(answer);
            return (CompletionStage<T>) (CompletionStage<?>) answer;
        }

        /** Answers the {@code index}th read sent with {@code value}, or fails it with a {@link Throwable}. */
        void answer(int index, Object value) {
            if (value instanceof Throwable failure) {
                answers.get(index).completeExceptionally(failure);
            } else {
                answers.get(index).complete(value);
            }
        }

        @Override
        public void close() {}

        @Override
        public ExecutorService eventLoops() {
            throw new UnsupportedOperationException("no event loops in this test");
        }
    }
}
