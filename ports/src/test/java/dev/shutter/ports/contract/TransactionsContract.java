package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Transactions: atomic, undone by a Left or an exception, and isolated from concurrent readers. */
public abstract class TransactionsContract extends StorageContract {

    static final Instant T0 = Instant.parse("2024-05-01T12:00:00Z");
    static final UserId A = new UserId("1");
    static final UserId B = new UserId("2");

    @BeforeEach
    void users() {
        storage.users().add(User.of(A, "a"), Option.none());
        storage.users().add(User.of(B, "b"), Option.none());
    }

    @Test
    @DisplayName("a Left undoes every write of the transaction")
    void leftRollsBack() {
        storage.relationships().setEdge(A, B, Edge.FOLLOWS, T0);
        Either<String, Boolean> result = storage.transactions().execute(() -> {
            storage.relationships().setEdge(A, B, Edge.NONE, T0);
            storage.relationships().setEdge(B, A, Edge.FOLLOWS, T0);
            storage.relationships().setBlock(A, B, true);
            storage.users().add(User.of(new UserId("3"), "c"), Option.none());
            storage.rateCounters().count("k", T0);
            return Either.left("refused");
        });
        assertThat(result.getLeft()).isEqualTo("refused");
        assertThat(storage.relationships().edge(A, B)).isEqualTo(Edge.FOLLOWS);
        assertThat(storage.relationships().edge(B, A)).isEqualTo(Edge.NONE);
        assertThat(storage.relationships().blocks(A, B)).isFalse();
        assertThat(storage.users().find(new UserId("3"))).isEmpty();
        assertThat(storage.users().findByUsername("c")).isEmpty();
        assertThat(storage.rateCounters().since("k", T0)).isEmpty();
    }

    @Test
    @DisplayName("an exception undoes every write and goes on to the caller")
    void exceptionRollsBack() {
        assertThatThrownBy(() -> storage.transactions().execute(() -> {
                    storage.relationships().setEdge(A, B, Edge.FOLLOWS, T0);
                    throw new IllegalStateException("boom");
                }))
                .isInstanceOf(IllegalStateException.class);
        assertThat(storage.relationships().edge(A, B)).isEqualTo(Edge.NONE);
    }

    @Test
    @DisplayName("a Right commits every write")
    void rightCommits() {
        Either<String, Integer> result = storage.transactions().execute(() -> {
            storage.relationships().setEdge(A, B, Edge.FOLLOWS, T0);
            storage.relationships().setBlock(B, A, true);
            return Either.right(7);
        });
        assertThat(result.get()).isEqualTo(7);
        assertThat(storage.relationships().edge(A, B)).isEqualTo(Edge.FOLLOWS);
        assertThat(storage.relationships().blocks(B, A)).isTrue();
    }

    @Test
    @DisplayName("a nested transaction joins the outer one: the outer Left undoes the inner writes too")
    void nestedJoins() {
        storage.transactions().execute(() -> {
            storage.transactions().execute(() -> {
                storage.relationships().setEdge(A, B, Edge.FOLLOWS, T0);
                return Either.right(true);
            });
            return Either.left("outer refuses");
        });
        assertThat(storage.relationships().edge(A, B)).isEqualTo(Edge.NONE);
    }

    @Test
    @DisplayName("a concurrent reader sees a four-row change whole or not at all")
    void isolatedFromReaders() throws Exception {
        // given: a writer that adds and removes two edges and two blocks in single transactions
        AtomicBoolean stop = new AtomicBoolean();
        ConcurrentHashMap<Integer, Integer> seen = new ConcurrentHashMap<>();
        Thread writer = new Thread(() -> {
            boolean on = true;
            while (!stop.get()) {
                boolean state = on;
                storage.transactions().execute(() -> {
                    storage.relationships().setEdge(A, B, state ? Edge.FOLLOWS : Edge.NONE, T0);
                    storage.relationships().setEdge(B, A, state ? Edge.FOLLOWS : Edge.NONE, T0);
                    storage.relationships().setBlock(A, B, state);
                    storage.relationships().setBlock(B, A, state);
                    return Either.right(true);
                });
                on = !on;
            }
        });
        // when: readers count the four rows, each count in one transaction
        writer.start();
        try {
            for (int i = 0; i < 300; i++) {
                int count = storage.transactions()
                        .<RuntimeException, Integer>execute(() ->
                                Either.right((storage.relationships().edge(A, B) == Edge.FOLLOWS ? 1 : 0)
                                        + (storage.relationships().edge(B, A) == Edge.FOLLOWS ? 1 : 0)
                                        + (storage.relationships().blocks(A, B) ? 1 : 0)
                                        + (storage.relationships().blocks(B, A) ? 1 : 0)))
                        .get();
                seen.merge(count, 1, Integer::sum);
            }
        } finally {
            stop.set(true);
            writer.join();
        }
        // then
        assertThat(seen.keySet()).isSubsetOf(List.of(0, 4));
    }
}
