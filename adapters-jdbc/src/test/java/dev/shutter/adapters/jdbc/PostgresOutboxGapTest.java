package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.Followed;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.Waits;
import io.vavr.control.Either;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The classic outbox gap on PostgreSQL: transactions take their event numbers in one order and commit in
 * another, so a reader that reads "numbers above the last one I saw" skips an event that commits late.
 * The outbox reads only events of transactions older than every one still in flight, in the order of
 * those transactions: these tests show the gap is real and that the reader never falls into it.
 */
@DisplayName("The outbox on PostgreSQL under concurrent writers")
@ExtendWith(PostgresAvailable.class)
class PostgresOutboxGapTest {

    private static final Instant AT = Instant.parse("2024-05-01T12:00:00Z");

    private String schema;
    private JdbcStorage storage;

    @BeforeEach
    void open() {
        PostgresTestDatabase.requireReachable();
        schema = PostgresTestDatabase.createSchema();
        storage = JdbcStorage.at(PostgresTestDatabase.baseUrl())
                .schema(schema)
                .poolSize(10)
                .open();
    }

    @AfterEach
    void close() {
        if (storage != null) {
            storage.close();
        }
        if (schema != null) {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("an event numbered first but committed last is held back, then read: not skipped")
    void lateCommitIsHeldBackNotSkipped() throws Exception {
        // given: a transaction takes the first number and stays open; a second takes the next and commits
        CountDownLatch appended = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> slow =
                CompletableFuture.runAsync(() -> storage.transactions().execute(() -> {
                    appendNow(List.of(followed(1, 1)));
                    appended.countDown();
                    Waits.await(release);
                    return Either.right(true);
                }));
        assertThat(appended.await(10, TimeUnit.SECONDS)).isTrue();
        commit(List.of(followed(2, 1)));

        // when: a reader reads while the first is still open
        List<Long> naive = committedSequences();
        List<RecordedEvent> whileOpen = storage.outbox().after(EventPosition.START, 10);
        release.countDown();
        slow.get(10, TimeUnit.SECONDS);
        List<RecordedEvent> afterwards = Waits.readUntil(storage.outbox(), EventPosition.START, 2);

        // then: a reader of "numbers above the last one seen" would have read 2 and skipped 1 for ever
        assertThat(naive).hasSize(1);
        assertThat(naive.get(0)).isGreaterThan(afterwards.get(0).position().sequence());
        // the outbox held the second back while the first was open, and then gives both, first first
        assertThat(whileOpen).isEmpty();
        assertThat(afterwards).extracting(RecordedEvent::event).containsExactly(followed(1, 1), followed(2, 1));
    }

    @Test
    @DisplayName("six writers committing out of number order, one reader: every event read once, in order")
    void concurrentWriters() throws Exception {
        // given
        int writers = 6;
        int transactionsEach = 40;
        ExecutorService pool = Executors.newFixedThreadPool(writers + 1);
        AtomicBoolean writing = new AtomicBoolean(true);
        Set<DomainEvent> written = java.util.concurrent.ConcurrentHashMap.newKeySet();
        try {
            // when: writers append 1 to 3 events each and linger a random while before committing
            List<Future<?>> writing1 = new ArrayList<>();
            for (int w = 0; w < writers; w++) {
                int writer = w;
                writing1.add(pool.submit(() -> {
                    Random random = new Random(writer);
                    for (int t = 0; t < transactionsEach; t++) {
                        List<DomainEvent> events = new ArrayList<>();
                        int count = 1 + random.nextInt(3);
                        for (int e = 0; e < count; e++) {
                            events.add(followed(writer + 1, t * 10 + e + 1));
                        }
                        int linger = random.nextInt(15);
                        storage.transactions().execute(() -> {
                            appendNow(events);
                            Waits.sleep(linger);
                            return Either.right(true);
                        });
                        written.addAll(events);
                    }
                    return null;
                }));
            }
            // a reader reads after its own position all along; beside it, a naive reader by number alone
            Future<ReaderLog> reading = pool.submit(() -> {
                ReaderLog log = new ReaderLog();
                try (NaiveReader naive = new NaiveReader(schema)) {
                    long deadline = System.currentTimeMillis() + 120_000;
                    while (System.currentTimeMillis() < deadline) {
                        boolean done = !writing.get();
                        naive.poll();
                        List<RecordedEvent> page = storage.outbox().after(log.cursor, 50);
                        log.take(page);
                        if (done && page.isEmpty() && log.read.size() >= written.size()) {
                            break;
                        }
                        if (page.isEmpty()) {
                            Waits.sleep(2);
                        }
                    }
                    naive.poll();
                    log.naiveRead = naive.seen.size();
                }
                return log;
            });
            for (Future<?> writer : writing1) {
                writer.get(120, TimeUnit.SECONDS);
            }
            writing.set(false);
            ReaderLog log = reading.get(150, TimeUnit.SECONDS);

            // then
            assertThat(log.read).extracting(RecordedEvent::event).doesNotHaveDuplicates();
            assertThat(new HashSet<>(log.read.stream().map(RecordedEvent::event).toList()))
                    .isEqualTo(written);
            assertThat(log.read).extracting(RecordedEvent::position).isSorted();
            assertThat(log.naiveRead)
                    .as("a reader by number alone, polling beside it, skips the events that committed late")
                    .isLessThan(written.size());
        } finally {
            pool.shutdownNow();
        }
    }

    /** What the reader read, in order. */
    private static final class ReaderLog {
        final List<RecordedEvent> read = new ArrayList<>();
        EventPosition cursor = EventPosition.START;
        int naiveRead;

        void take(List<RecordedEvent> page) {
            for (RecordedEvent event : page) {
                read.add(event);
                cursor = event.position();
            }
        }
    }

    /** The classic mistake: read the numbers above the highest one read so far. */
    private static final class NaiveReader implements AutoCloseable {
        final Set<Long> seen = new HashSet<>();
        private final Connection connection;
        private final String query;
        private long highest;

        NaiveReader(String schema) throws SQLException {
            this.connection = DriverManager.getConnection(PostgresTestDatabase.baseUrl());
            this.query = "SELECT sequence FROM " + schema + ".shutter_events WHERE sequence > ? ORDER BY sequence";
        }

        void poll() throws SQLException {
            try (PreparedStatement statement = connection.prepareStatement(query)) {
                statement.setLong(1, highest);
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        seen.add(rows.getLong(1));
                        highest = Math.max(highest, rows.getLong(1));
                    }
                }
            }
        }

        @Override
        public void close() throws SQLException {
            connection.close();
        }
    }

    private static Followed followed(int from, int to) {
        return new Followed(new UserId(Integer.toString(from)), new UserId(Integer.toString(100_000 + to)));
    }

    /**
     * Appends inside the calling transaction and makes the insert reach the database now: an append waits to go
     * with the {@code COMMIT}, and any later statement of the transaction sends it first. So the rows take their
     * numbers here and commit later, the window a transaction with work after its events has.
     */
    private void appendNow(List<DomainEvent> events) {
        storage.outbox().append(events, AT);
        storage.outbox().cursor("nobody");
    }

    private void commit(List<DomainEvent> events) {
        storage.transactions().execute(() -> {
            storage.outbox().append(events, AT);
            return Either.right(true);
        });
    }

    /** The numbers of the committed events, as a reader by number alone sees them. */
    private List<Long> committedSequences() throws SQLException {
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.baseUrl());
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(
                        "SELECT sequence FROM " + schema + ".shutter_events ORDER BY sequence")) {
            List<Long> sequences = new ArrayList<>();
            while (rows.next()) {
                sequences.add(rows.getLong(1));
            }
            return sequences;
        }
    }
}
