package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.contract.RateCountersContract;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.StorageOptions;
import dev.shutter.ports.out.StorageThreads;
import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The authentication of a request sent on an event loop ({@link JdbcStorage#bearerCountingSent}, {@link
 * JdbcStorage#bearerReadingSent}) answers what the same statements answer on JDBC, on every read ahead; an
 * unknown token reads and counts nothing; a failure fails the stage, as the JDBC path would.
 */
@DisplayName("Event-loop reads on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresEventLoopReadsTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    private String schema;
    private String url;
    private JdbcStorage storage;
    private User alice;
    private User bob;
    private User carol;
    private MediaId media;
    private String hash;

    @BeforeAll
    void seed() {
        schema = PostgresTestDatabase.createSchema();
        // the connections' own schema does not exist: every table is named with its schema
        url = PostgresTestDatabase.urlFor(schema + "_nowhere") + "&ApplicationName=" + schema;
        storage = JdbcStorage.at(url).schema(schema).poolSize(2).eventLoops(2).open();
        // alice follows bob and carol, carol follows bob, bob blocks alice; bob's media has two comments
        Fixtures f = Fixtures.on(storage);
        alice = f.user("1001", "alice");
        bob = f.user("1002", "bob", true);
        carol = f.user("1003", "carol");
        storage.relationships().setEdge(alice.id(), bob.id(), Edge.FOLLOWS, MINUTE);
        storage.relationships().setEdge(alice.id(), carol.id(), Edge.FOLLOWS, MINUTE.plusSeconds(1));
        storage.relationships().setEdge(carol.id(), bob.id(), Edge.FOLLOWS, MINUTE.plusSeconds(2));
        storage.relationships().setBlock(bob.id(), alice.id(), true);
        media = new MediaId("1_1002");
        storage.media().add(new Media(media, bob.id()));
        storage.comments()
                .add(new Comment(
                        new CommentId("11"),
                        media,
                        alice.id(),
                        CommentText.parse("first, \"quoted\"").get(),
                        MINUTE));
        storage.comments()
                .add(new Comment(
                        new CommentId("12"),
                        media,
                        carol.id(),
                        CommentText.parse("second").get(),
                        MINUTE.plusSeconds(1)));
        // an app with sandbox users too: its arrays are read through the view, VARCHAR[] and NUMERIC[]
        AppCreated app = f.liveApp("demo");
        storage.clients().save(app.client().withSandboxUsers(Set.of(bob.id(), carol.id())));
        hash = Hashes.sha256Hex(f.token(alice, app, "").accessToken());
    }

    @AfterAll
    void drop() {
        try {
            if (storage != null) {
                storage.close();
            }
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    private List<ReadAhead> aheads() {
        EdgeCursor afterCarol = new EdgeCursor(MINUTE.plusSeconds(1), carol.id());
        return List.of(
                ReadAhead.NOTHING,
                new ReadAhead.CounterpartOf(bob.id()),
                new ReadAhead.CounterpartOf(carol.id()),
                new ReadAhead.CounterpartOf(new UserId("9999")),
                new ReadAhead.CommentsOf(media),
                new ReadAhead.CommentsOf(new MediaId("9_9999")),
                new ReadAhead.PageOf(Option.none(), Direction.OUTGOING, Edge.FOLLOWS, Option.none(), 51),
                new ReadAhead.PageOf(Option.none(), Direction.OUTGOING, Edge.FOLLOWS, Option.some(afterCarol), 1),
                new ReadAhead.PageOf(Option.some(bob.id()), Direction.INCOMING, Edge.FOLLOWS, Option.none(), 51),
                new ReadAhead.PageOf(
                        Option.some(new UserId("9999")), Direction.INCOMING, Edge.FOLLOWS, Option.none(), 51));
    }

    @Test
    @DisplayName("a bearer read sent answers what the same read answers on JDBC, for every read ahead")
    void readingAnswersAsJdbc() throws Exception {
        for (ReadAhead ahead : aheads()) {
            // given
            Option<CountedBearer> jdbc = storage.onJdbc(AuthenticatedRead.reading(hash, ahead));

            // when
            Option<CountedBearer> sent =
                    await(Option.some(storage.authenticated(AuthenticatedRead.reading(hash, ahead)))
                            .get());

            // then
            assertThat(jdbc).as("%s", ahead).isNotEmpty();
            assertThat(sent).as("%s", ahead).isEqualTo(jdbc);
            assertThat(sent.get().bearer().client().sandboxUsers()).containsExactlyInAnyOrder(bob.id(), carol.id());
        }
    }

    @Test
    @DisplayName(
            "a bearer read counting sent answers what JDBC answers, its counts one more, for every read" + " ahead")
    void countingAnswersAsJdbc() throws Exception {
        List<String> keys = List.of("a:" + hash, "b:" + hash);
        for (ReadAhead ahead : aheads()) {
            // given: counted on JDBC first
            CountedBearer jdbc = storage.onJdbc(
                            AuthenticatedRead.counting(hash, RateCountersContract.spending(keys, MINUTE), ahead))
                    .get();

            // when: then sent
            CountedBearer sent = await(Option.some(storage.authenticated(AuthenticatedRead.counting(
                                    hash, RateCountersContract.spending(keys, MINUTE), ahead)))
                            .get())
                    .get();

            // then: the same bearer and read ahead, each key counted once more
            assertThat(jdbc.spent().map(sent::withSpent).getOrElse(sent))
                    .as("%s", ahead)
                    .isEqualTo(jdbc);
            for (String key : keys) {
                long before = jdbc.bucketsOf(key).get(0).count();
                assertThat(sent.bucketsOf(key)).as("%s", ahead).containsExactly(new RateBucket(MINUTE, before + 1));
            }
        }
        // and a later hour's count answers its own buckets, the ended ones swept, as JDBC does
        Instant later = MINUTE.plusSeconds(61 * 60);
        CountedBearer sent = await(Option.some(storage.authenticated(AuthenticatedRead.counting(
                                hash, RateCountersContract.spending(keys, later), ReadAhead.NOTHING)))
                        .get())
                .get();
        assertThat(sent.bucketsOf(keys.get(0))).containsExactly(new RateBucket(later, 1));
        assertThat(storage.rateCounters().since(keys.get(0), MINUTE)).containsExactly(new RateBucket(later, 1));
    }

    @Test
    @DisplayName("requests of one token sent all at once are each counted once, and each sees the count it would"
            + " have seen alone: every count from 1 to their number, once")
    void concurrentCountsOfOneToken() throws Exception {
        // given
        String key = "busy:" + hash;
        int requests = 300;

        // when
        List<CompletionStage<Option<CountedBearer>>> sent = new ArrayList<>();
        for (int i = 0; i < requests; i++) {
            sent.add(Option.some(storage.authenticated(AuthenticatedRead.counting(
                            hash,
                            RateCountersContract.spending(List.of(key), MINUTE),
                            new ReadAhead.CounterpartOf(bob.id()))))
                    .get());
        }
        List<Long> seen = new ArrayList<>();
        for (CompletionStage<Option<CountedBearer>> stage : sent) {
            CountedBearer read = await(stage).get();
            assertThat(read.readAhead()).isNotEmpty();
            seen.add(read.bucketsOf(key).stream()
                    .filter(bucket -> bucket.minute().equals(MINUTE))
                    .findFirst()
                    .orElseThrow()
                    .count());
        }

        // then
        assertThat(seen)
                .containsExactlyInAnyOrderElementsOf(java.util.stream.LongStream.rangeClosed(1, requests)
                        .boxed()
                        .toList());
        assertThat(storage.rateCounters().since(key, MINUTE))
                .containsExactly(new dev.shutter.domain.limit.RateBucket(MINUTE, requests));
        assertThat(storage.counting()).isFalse();
    }

    @Test
    @DisplayName("requests of an unknown token sent all at once read nothing and count nothing")
    void concurrentCountsOfAnUnknownToken() throws Exception {
        String key = "unknown-busy";
        List<CompletionStage<Option<CountedBearer>>> sent = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            sent.add(Option.some(storage.authenticated(AuthenticatedRead.counting(
                            "unknown", RateCountersContract.spending(List.of(key), MINUTE), ReadAhead.NOTHING)))
                    .get());
        }
        for (CompletionStage<Option<CountedBearer>> stage : sent) {
            assertThat(await(stage)).isEmpty();
        }
        // a request that found no token answers without waiting for its batch, which counts nothing
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (storage.counting() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(storage.counting()).isFalse();
        assertThat(storage.rateCounters().since(key, MINUTE)).isEmpty();
    }

    @Test
    @DisplayName("an unknown token reads nothing and counts nothing")
    void unknownToken() throws Exception {
        for (ReadAhead ahead : aheads()) {
            String key = "u:" + ahead.getClass().getSimpleName();
            assertThat(await(Option.some(storage.authenticated(AuthenticatedRead.counting(
                                    "unknown", RateCountersContract.spending(List.of(key), MINUTE), ahead)))
                            .get()))
                    .isEmpty();
            assertThat(await(Option.some(storage.authenticated(AuthenticatedRead.reading("unknown", ahead)))
                            .get()))
                    .isEmpty();
            assertThat(storage.rateCounters().since(key, MINUTE)).isEmpty();
        }
    }

    @Test
    @DisplayName("statements whose connection is dropped fail their stages on the event loop as the storage"
            + " unavailable, without SQL; the next read connects again")
    void droppedConnection() throws Exception {
        String key = "dropped:" + hash;
        try (Connection holder = DriverManager.getConnection(PostgresTestDatabase.baseUrl())) {
            // given: four keys' buckets locked by another transaction: the first request's count waits for them,
            // and the three that come meanwhile wait for it, to be spent in one batch after it
            for (int i = 0; i < 4; i++) {
                storage.rateCounters().count(key + i, MINUTE);
            }
            holder.setAutoCommit(false);
            try (PreparedStatement lock = holder.prepareStatement(
                    "SELECT requests FROM " + schema + ".shutter_rate_counters WHERE rate_key LIKE ? FOR UPDATE")) {
                lock.setString(1, key + "%");
                lock.executeQuery().close();
            }
            List<CompletionStage<Option<CountedBearer>>> waiting = new ArrayList<>();
            Set<String> threads = ConcurrentHashMap.newKeySet();
            for (int i = 0; i < 4; i++) {
                waiting.add(Option.some(storage.authenticated(AuthenticatedRead.counting(
                                hash, RateCountersContract.spending(List.of(key + i), MINUTE), ReadAhead.NOTHING)))
                        .get()
                        .whenComplete((read, failure) ->
                                threads.add(Thread.currentThread().getName())));
            }
            awaitWaiting(holder, 1);

            // when: the event loops' connections are dropped
            terminateEventLoopConnections(holder);

            // then: the count in flight fails as the storage unavailable, without SQL
            assertThatThrownBy(() -> await(waiting.get(0)))
                    .isInstanceOf(ExecutionException.class)
                    .cause()
                    .isInstanceOf(StorageUnavailableException.class)
                    .hasMessageContaining("reads.bearerCounting")
                    .hasMessageNotContaining("SELECT")
                    .hasMessageNotContaining(hash);
            // and the batch after it, sent on a connection opened again, is spent once the lock is let go, or
            // fails the same way
            holder.rollback();
            for (CompletionStage<Option<CountedBearer>> stage : waiting.subList(1, 4)) {
                try {
                    assertThat(await(stage)).isNotEmpty();
                } catch (ExecutionException e) {
                    assertThat(e.getCause())
                            .isInstanceOf(StorageUnavailableException.class)
                            .hasMessageNotContaining("SELECT")
                            .hasMessageNotContaining(hash);
                }
            }
            // on the event loops, each stage completed there
            assertThat(threads).isNotEmpty().allMatch(name -> name.startsWith("vert.x-eventloop-thread"));
        }
        // and the next read opens the connection again
        assertThat(await(Option.some(storage.authenticated(AuthenticatedRead.reading(hash, ReadAhead.NOTHING)))
                        .get()))
                .isNotEmpty();
    }

    @Test
    @DisplayName("a storage closed fails what is sent as unavailable, and its reads never throw")
    void closed() throws Exception {
        JdbcStorage other =
                JdbcStorage.at(url).schema(schema).poolSize(2).eventLoops(1).open();
        assertThat(await(Option.some(other.authenticated(AuthenticatedRead.reading(hash, ReadAhead.NOTHING)))
                        .get()))
                .isNotEmpty();
        other.close();

        CompletionStage<Option<CountedBearer>> stage = Option.some(other.authenticated(AuthenticatedRead.counting(
                        hash, RateCountersContract.spending(List.of("c:" + hash), MINUTE), ReadAhead.NOTHING)))
                .get();

        assertThatThrownBy(() -> await(stage))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isInstanceOf(StorageUnavailableException.class)
                .hasMessageNotContaining("SELECT")
                .hasMessageNotContaining(hash);
    }

    @Test
    @DisplayName(
            "without event loops, and inside a transaction, nothing is sent: the read is answered on the calling thread")
    void off() {
        JdbcStorage plain = JdbcStorage.at(url).schema(schema).poolSize(2).open();
        try {
            assertThat(plain.threads()).isEqualTo(StorageThreads.blocking(2));
            assertThat(plain.authenticated(AuthenticatedRead.reading(hash, ReadAhead.NOTHING))
                            .toCompletableFuture()
                            .isDone())
                    .isTrue();
            assertThat(plain.authenticated(AuthenticatedRead.counting(
                                    hash, RateCountersContract.spending(List.of(), MINUTE), ReadAhead.NOTHING))
                            .toCompletableFuture()
                            .isDone())
                    .isTrue();
        } finally {
            plain.close();
        }
        assertThat(storage.transactions()
                        .<RuntimeException, Boolean>execute(() ->
                                Either.right(storage.authenticated(AuthenticatedRead.reading(hash, ReadAhead.NOTHING))
                                        .toCompletableFuture()
                                        .isDone()))
                        .get())
                .isTrue();
    }

    @Test
    @DisplayName("with event loops, a call may still wait on I/O, as many at once as a pool has connections")
    void threads() {
        StorageThreads threads = storage.threads();

        assertThat(threads.mayBlock()).isTrue();
        assertThat(threads.connections()).isEqualTo(2);
        assertThat(threads.eventLoops()).isNotEmpty();
    }

    @Test
    @DisplayName("the provider turns the event loops on for a PostgreSQL spec")
    void provider() throws Exception {
        try (var opened = new JdbcStorageProvider().open(PostgresTestDatabase.urlFor(schema), new StorageOptions(1))) {
            assertThat(await(Option.some(opened.authenticated(AuthenticatedRead.reading(hash, ReadAhead.NOTHING)))
                            .get()))
                    .isEqualTo(storage.onJdbc(AuthenticatedRead.reading(hash, ReadAhead.NOTHING)));
        }
    }

    private static <T> T await(CompletionStage<T> stage) throws Exception {
        return stage.toCompletableFuture().get(20, TimeUnit.SECONDS);
    }

    /** Waits until {@code count} statements of the event loops wait for a lock. */
    private void awaitWaiting(Connection connection, int count) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            try (PreparedStatement waiting = connection.prepareStatement("SELECT count(*) FROM pg_stat_activity"
                    + " WHERE application_name = ? AND wait_event_type = 'Lock'")) {
                waiting.setString(1, schema + "-event-loops");
                try (var rows = waiting.executeQuery()) {
                    rows.next();
                    if (rows.getInt(1) >= Math.min(count, 2)) {
                        return;
                    }
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the event loops' statements did not wait for the lock");
    }

    private void terminateEventLoopConnections(Connection connection) throws SQLException {
        try (PreparedStatement terminate = connection.prepareStatement(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ?")) {
            terminate.setString(1, schema + "-event-loops");
            terminate.executeQuery().close();
        }
    }
}
