package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.contract.RateCountersContract;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * An event loop's read is one round trip, a list's two statements too (sent back to back, not one after the
 * other's answer): counted through a proxy that holds each of PostgreSQL's answers back for {@link #DELAY},
 * so that every round trip costs that much. A structural bound, not a speed: two round trips take twice the
 * delay, which the test shows first.
 */
@DisplayName("Event-loop reads on PostgreSQL: one round trip each")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresEventLoopRoundTripsTest {

    private static final Duration DELAY = Duration.ofMillis(400);

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    private String schema;
    private SlowAnswers proxy;
    private JdbcStorage storage;
    private User alice;
    private User bob;
    private String hash;

    @BeforeAll
    void seed() throws IOException {
        PostgresTestDatabase.requireReachable();
        schema = PostgresTestDatabase.createSchema();
        String url = PostgresTestDatabase.urlFor(schema);
        java.net.URI uri = java.net.URI.create(url.substring("jdbc:".length()));
        proxy = new SlowAnswers(uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort());
        String proxied = url.replaceFirst("//[^/]+/", "//127.0.0.1:" + proxy.port() + "/");
        storage =
                JdbcStorage.at(proxied).schema(schema).poolSize(2).eventLoops(1).open();
        Fixtures f = Fixtures.on(storage);
        alice = f.user("1001", "alice");
        bob = f.user("1002", "bob");
        storage.relationships().setEdge(alice.id(), bob.id(), Edge.FOLLOWS, MINUTE);
        hash = Hashes.sha256Hex(
                f.token(alice, f.liveApp("app"), "relationships").accessToken());
        // each read twice (the first count of a minute also sweeps the key's ended buckets, in a statement of
        // its own), so that every statement is prepared on the event loop's connection: preparing is a round
        // trip of its own, once a connection
        for (int i = 0; i < 2; i++) {
            for (ReadAhead ahead : reads()) {
                await(Option.some(storage.authenticated(AuthenticatedRead.counting(
                                hash, RateCountersContract.spending(List.of(hash + ":all"), MINUTE), ahead)))
                        .get());
            }
            await(Option.some(storage.authenticated(AuthenticatedRead.reading(hash, ReadAhead.NOTHING)))
                    .get());
        }
    }

    @AfterAll
    void stop() throws IOException {
        if (storage != null) {
            storage.close();
        }
        if (proxy != null) {
            proxy.close();
        }
        if (schema != null) {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    private List<ReadAhead> reads() {
        return List.of(
                ReadAhead.NOTHING,
                new ReadAhead.CounterpartOf(bob.id()),
                new ReadAhead.PageOf(Option.none(), Direction.OUTGOING, Edge.FOLLOWS, Option.none(), 51));
    }

    @Test
    @DisplayName("two reads one after the other wait twice: the delay tells round trips apart")
    void twoRoundTripsShow() {
        proxy.slow = true;
        try {
            Duration took = timed(() -> {
                await(Option.some(storage.authenticated(AuthenticatedRead.reading(hash, ReadAhead.NOTHING)))
                        .get());
                return await(Option.some(storage.authenticated(AuthenticatedRead.reading(hash, ReadAhead.NOTHING)))
                        .get());
            });
            assertThat(took).isGreaterThanOrEqualTo(DELAY.multipliedBy(2));
        } finally {
            proxy.slow = false;
        }
    }

    @Test
    @DisplayName("each read, with its counts and what it reads ahead (a list's two statements too), waits once")
    void oneRoundTrip() {
        proxy.slow = true;
        try {
            for (ReadAhead ahead : reads()) {
                Duration took = timed(() -> await(Option.some(storage.authenticated(AuthenticatedRead.counting(
                                hash, RateCountersContract.spending(List.of(hash + ":all"), MINUTE), ahead)))
                        .get()));
                assertThat(took)
                        .as(ahead.toString())
                        .isGreaterThanOrEqualTo(DELAY)
                        .isLessThan(DELAY.multipliedBy(2));
            }
        } finally {
            proxy.slow = false;
        }
    }

    @Test
    @DisplayName("requests of one token that come while its count is in flight are counted in one statement after"
            + " it, and wait two round trips at most")
    void countsInABatch() throws Exception {
        // given
        String key = "batch:" + hash;
        ReadAhead ahead = new ReadAhead.CounterpartOf(bob.id());
        // the key's first count of the minute sweeps it, in a statement not prepared yet: a round trip more; and
        // two at once, so that the batch's statement is prepared too
        await(Option.some(storage.authenticated(
                        AuthenticatedRead.counting(hash, RateCountersContract.spending(List.of(key), MINUTE), ahead)))
                .get());
        List<CompletionStage<Option<CountedBearer>>> preparing = List.of(
                Option.some(storage.authenticated(AuthenticatedRead.counting(
                                hash, RateCountersContract.spending(List.of(key), MINUTE), ahead)))
                        .get(),
                Option.some(storage.authenticated(AuthenticatedRead.counting(
                                hash, RateCountersContract.spending(List.of(key), MINUTE), ahead)))
                        .get());
        preparing.forEach(PostgresEventLoopRoundTripsTest::await);
        List<String> exchanges = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        java.util.logging.Handler told = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
                exchanges.add(String.valueOf(record.getParameters()[0]));
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        java.util.logging.Level level = EventLoopReads.EXCHANGES.getLevel();
        EventLoopReads.EXCHANGES.setLevel(java.util.logging.Level.FINEST);
        EventLoopReads.EXCHANGES.addHandler(told);
        proxy.slow = true;
        try {
            // when: eight requests at once
            long start = System.nanoTime();
            List<CompletionStage<Option<CountedBearer>>> sent = new java.util.ArrayList<>();
            for (int i = 0; i < 8; i++) {
                sent.add(Option.some(storage.authenticated(AuthenticatedRead.counting(
                                hash, RateCountersContract.spending(List.of(key), MINUTE), ahead)))
                        .get());
            }
            List<Long> seen = new java.util.ArrayList<>();
            for (CompletionStage<Option<CountedBearer>> stage : sent) {
                seen.add(await(stage).get().bucketsOf(key).get(0).count());
            }
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            // then: the first counted alone, the seven others read without counting and were counted together
            assertThat(seen).containsExactlyInAnyOrder(4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L);
            assertThat(exchanges.stream().filter(name -> name.equals("reads.bearerCounting")))
                    .hasSize(1);
            assertThat(exchanges.stream().filter(name -> name.equals("reads.bearerReading")))
                    .hasSize(7);
            assertThat(exchanges.stream().filter(name -> name.equals("reads.spendBatch")))
                    .hasSize(1);
            assertThat(took).isGreaterThanOrEqualTo(DELAY.multipliedBy(2)).isLessThan(DELAY.multipliedBy(3));
        } finally {
            proxy.slow = false;
            EventLoopReads.EXCHANGES.removeHandler(told);
            EventLoopReads.EXCHANGES.setLevel(level);
        }
    }

    private static Duration timed(Supplier<Option<CountedBearer>> read) {
        long start = System.nanoTime();
        assertThat(read.get()).isNotEmpty();
        return Duration.ofNanos(System.nanoTime() - start);
    }

    private static <T> T await(CompletionStage<T> stage) {
        try {
            return stage.toCompletableFuture().get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A TCP proxy to PostgreSQL that, while {@link #slow}, holds every chunk of the server's answers back for
     * {@link #DELAY} before passing it on (in order); what the client sends passes at once.
     */
    private static final class SlowAnswers implements AutoCloseable {
        private final ServerSocket listening;
        private final String host;
        private final int port;
        volatile boolean slow;

        SlowAnswers(String host, int port) throws IOException {
            this.host = host;
            this.port = port;
            this.listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            start("slow-answers-accept", this::accept);
        }

        int port() {
            return listening.getLocalPort();
        }

        private void accept() {
            while (!listening.isClosed()) {
                try {
                    Socket client = listening.accept();
                    Socket server = new Socket(host, port);
                    client.setTcpNoDelay(true);
                    server.setTcpNoDelay(true);
                    pump(client.getInputStream(), server.getOutputStream(), false, client, server);
                    pump(server.getInputStream(), client.getOutputStream(), true, client, server);
                } catch (IOException e) {
                    return;
                }
            }
        }

        /**
         * Copies {@code from} to {@code to}; while slow, the server's answers each {@link #DELAY} after they
         * came, in order (a writer of their own waits, so that the reader keeps taking what comes meanwhile).
         */
        private void pump(InputStream from, OutputStream to, boolean answers, Socket a, Socket b) {
            BlockingQueue<Chunk> due = new LinkedBlockingQueue<>();
            if (answers) {
                start("slow-answers-writer", () -> {
                    try {
                        while (true) {
                            Chunk chunk = due.take();
                            long wait = chunk.due() - System.nanoTime();
                            if (wait > 0) {
                                TimeUnit.NANOSECONDS.sleep(wait);
                            }
                            write(to, chunk.bytes());
                        }
                    } catch (InterruptedException | RuntimeException e) {
                        closeQuietly(a);
                        closeQuietly(b);
                    }
                });
            }
            start("slow-answers-reader", () -> {
                byte[] buffer = new byte[16 * 1024];
                try {
                    for (int n; (n = from.read(buffer)) >= 0; ) {
                        byte[] bytes = Arrays.copyOf(buffer, n);
                        if (answers) {
                            due.add(new Chunk(System.nanoTime() + (slow ? DELAY.toNanos() : 0), bytes));
                        } else {
                            write(to, bytes);
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    // the connection ended
                } finally {
                    if (!answers) {
                        closeQuietly(a);
                        closeQuietly(b);
                    }
                }
            });
        }

        private record Chunk(long due, byte[] bytes) {}

        private static void start(String name, Runnable work) {
            Thread thread = new Thread(work, name);
            thread.setDaemon(true);
            thread.start();
        }

        private static void write(OutputStream to, byte[] chunk) {
            try {
                to.write(chunk);
                to.flush();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        private static void closeQuietly(Socket socket) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closed already
            }
        }

        @Override
        public void close() throws IOException {
            listening.close();
        }
    }
}
