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
        storage = JdbcStorage.open(PostgresTestDatabase.urlFor(schema), 10);
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
                    storage.outbox().append(List.of(followed(1, 1)), AT);
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
                            storage.outbox().append(events, AT);
                            Waits.sleep(linger);
                            return Either.right(true);
                        });
                        written.addAll(events);
                    }
                    return null;
                }));
            }
            // a reader reads after its own position all along, remembering what a naive reader would skip
            Future<ReaderLog> reading = pool.submit(() -> {
                ReaderLog log = new ReaderLog();
                long deadline = System.currentTimeMillis() + 120_000;
                while (System.currentTimeMillis() < deadline) {
                    boolean done = !writing.get();
                    List<RecordedEvent> page = storage.outbox().after(log.cursor, 50);
                    log.take(page);
                    if (done && page.isEmpty() && log.read.size() >= written.size()) {
                        break;
                    }
                    if (page.isEmpty()) {
                        Waits.sleep(2);
                    }
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
            assertThat(log.naiveWouldSkip)
                    .as("events read after one with a higher number: a reader by number alone skips these")
                    .isPositive();
        } finally {
            pool.shutdownNow();
        }
    }

    /** What the reader read, and how many events came after one with a higher number. */
    private static final class ReaderLog {
        final List<RecordedEvent> read = new ArrayList<>();
        EventPosition cursor = EventPosition.START;
        long highestSequence;
        int naiveWouldSkip;

        void take(List<RecordedEvent> page) {
            for (RecordedEvent event : page) {
                if (event.position().sequence() < highestSequence) {
                    naiveWouldSkip++;
                }
                highestSequence = Math.max(highestSequence, event.position().sequence());
                read.add(event);
                cursor = event.position();
            }
        }
    }

    private static Followed followed(int from, int to) {
        return new Followed(new UserId(Integer.toString(from)), new UserId(Integer.toString(100_000 + to)));
    }

    private void commit(List<DomainEvent> events) {
        storage.transactions().execute(() -> {
            storage.outbox().append(events, AT);
            return Either.right(true);
        });
    }

    /** The numbers of the committed events, as a reader by number alone sees them. */
    private List<Long> committedSequences() throws SQLException {
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.urlFor(schema));
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT sequence FROM events ORDER BY sequence")) {
            List<Long> sequences = new ArrayList<>();
            while (rows.next()) {
                sequences.add(rows.getLong(1));
            }
            return sequences;
        }
    }
}
