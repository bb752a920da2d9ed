package dev.shutter.adapters.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Transactions that only read share the lock; one that changes something runs again as the only writer. */
class InMemoryReadOnlyTransactionsTest {

    private static final Instant T0 = Instant.parse("2024-05-01T12:00:00Z");
    private static final UserId A = new UserId("1");
    private static final UserId B = new UserId("2");

    private final InMemoryStorage storage = new InMemoryStorage();

    @Test
    @DisplayName("two transactions that only read are inside at the same time")
    void readersSideBySide() throws Exception {
        // given
        storage.users().add(User.of(A, "a"), Option.none());
        CyclicBarrier bothInside = new CyclicBarrier(2);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            // when: each waits inside its transaction for the other to be inside too
            Future<Either<String, Boolean>> first = threads.submit(() -> readAndMeet(bothInside));
            Future<Either<String, Boolean>> second = threads.submit(() -> readAndMeet(bothInside));

            // then: with one exclusive lock the second could not enter, and the barrier would time out
            assertThat(first.get(10, TimeUnit.SECONDS).get()).isTrue();
            assertThat(second.get(10, TimeUnit.SECONDS).get()).isTrue();
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    @DisplayName("a transaction runs once if it only reads, and again from the start at its first change")
    void writerRunsAgain() {
        // given
        storage.users().add(User.of(A, "a"), Option.none());
        storage.users().add(User.of(B, "b"), Option.none());
        AtomicInteger readOnlyRuns = new AtomicInteger();
        AtomicInteger writingRuns = new AtomicInteger();

        // when
        storage.transactions().execute(() -> {
            readOnlyRuns.incrementAndGet();
            return Either.right(storage.relationships().edge(A, B));
        });
        Either<String, Edge> written = storage.transactions().execute(() -> {
            writingRuns.incrementAndGet();
            Edge before = storage.relationships().edge(A, B);
            storage.relationships().setEdge(A, B, Edge.FOLLOWS, T0);
            storage.relationships().setEdge(B, A, Edge.FOLLOWS, T0);
            return Either.right(before);
        });

        // then
        assertThat(readOnlyRuns).hasValue(1);
        assertThat(writingRuns).hasValue(2);
        assertThat(written.get()).isEqualTo(Edge.NONE);
        assertThat(storage.relationships().edge(A, B)).isEqualTo(Edge.FOLLOWS);
        assertThat(storage.relationships().edge(B, A)).isEqualTo(Edge.FOLLOWS);
    }

    private Either<String, Boolean> readAndMeet(CyclicBarrier barrier) {
        return storage.transactions().execute(() -> {
            storage.users().find(A);
            try {
                barrier.await(5, TimeUnit.SECONDS);
                return Either.right(true);
            } catch (Exception e) {
                return Either.left("the other reader never came in: " + e);
            }
        });
    }
}
