package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Option;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * How the storage fails when PostgreSQL does, on the event loops and on the pools: a frozen database (a proxy
 * that stops forwarding, {@link PostgresProxy}) fails every read as unavailable within the storage's timeout,
 * terminated sessions fail reads as unavailable and never otherwise, and a pooled connection whose session was
 * terminated while it rested costs no request a failure.
 */
@DisplayName("PostgreSQL frozen or its sessions terminated")
@ExtendWith(PostgresAvailable.class)
class PostgresFaultsTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(1);

    /** The bound a caller waits at most: the timeout, and a generous margin for a loaded machine. */
    private static final long BOUND_MILLIS = TIMEOUT.toMillis() + 2_500;

    private String schema;
    private String application;
    private PostgresProxy proxy;

    @BeforeEach
    void start() throws Exception {
        schema = PostgresTestDatabase.createSchema();
        application = "faults_" + schema.substring(schema.length() - 8);
        proxy = PostgresProxy.toTestDatabase(null);
    }

    @AfterEach
    void stop() throws Exception {
        proxy.thaw();
        proxy.close();
        PostgresTestDatabase.dropSchema(schema);
    }

    @Test
    @DisplayName("frozen: every read on the event loops and on the pools fails as unavailable within the timeout,"
            + " and reads answer again after the thaw")
    void frozen() throws Exception {
        try (JdbcStorage storage = open(2)) {
            proxy.freeze();
            List<CompletableFuture<Option<CountedBearer>>> sent = new ArrayList<>();
            long start = System.nanoTime();
            for (int i = 0; i < 20; i++) {
                sent.add(sentRead(storage));
            }
            CompletableFuture<Void> pooled = CompletableFuture.runAsync(() ->
                    storage.onJdbc(AuthenticatedRead.bearer("no such token")).map(CountedBearer::bearer));
            for (CompletableFuture<Option<CountedBearer>> read : sent) {
                assertThatThrownBy(() -> read.get(BOUND_MILLIS, TimeUnit.MILLISECONDS))
                        .isInstanceOf(ExecutionException.class)
                        .hasCauseInstanceOf(StorageUnavailableException.class);
            }
            assertThatThrownBy(() -> pooled.get(BOUND_MILLIS, TimeUnit.MILLISECONDS))
                    .isInstanceOf(ExecutionException.class)
                    .hasCauseInstanceOf(StorageUnavailableException.class);
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(BOUND_MILLIS);

            proxy.thaw();
            assertThat(sentRead(storage).get(10, TimeUnit.SECONDS)).isEmpty();
            assertThat(sentRead(storage).get(10, TimeUnit.SECONDS)).isEmpty();
            assertThat(storage.onJdbc(AuthenticatedRead.bearer("no such token")).map(CountedBearer::bearer))
                    .isEmpty();
        }
    }

    @Test
    @DisplayName("sessions terminated under 64 concurrent reads on the event loops: a read that fails, fails as"
            + " unavailable; the loops connect again")
    void terminatedUnderLoad() throws Exception {
        try (JdbcStorage storage = open(2)) {
            List<CompletableFuture<Option<CountedBearer>>> sent = new ArrayList<>();
            for (int round = 0; round < 4; round++) {
                for (int i = 0; i < 64; i++) {
                    sent.add(sentRead(storage));
                }
                terminate(application + "-event-loops");
                Thread.sleep(100);
            }
            int failed = 0;
            for (CompletableFuture<Option<CountedBearer>> read : sent) {
                try {
                    read.get(BOUND_MILLIS, TimeUnit.MILLISECONDS);
                } catch (ExecutionException e) {
                    assertThat(e.getCause()).isInstanceOf(StorageUnavailableException.class);
                    failed++;
                }
            }
            assertThat(failed).isLessThan(sent.size());
            assertThat(sentRead(storage).get(10, TimeUnit.SECONDS)).isEmpty();
            assertThat(sentRead(storage).get(10, TimeUnit.SECONDS)).isEmpty();
        }
    }

    @Test
    @DisplayName("pooled connections whose sessions were terminated while resting cost no read a failure, and the"
            + " probe says the database answers")
    void terminatedWhileResting() throws Exception {
        try (JdbcStorage storage = open(0)) {
            for (int i = 0; i < 4; i++) {
                assertThat(storage.onJdbc(AuthenticatedRead.bearer("no such token"))
                                .map(CountedBearer::bearer))
                        .isEmpty();
            }
            assertThat(terminate(application)).isPositive();

            storage.checkReachable();
            for (int i = 0; i < 4; i++) {
                assertThat(storage.onJdbc(AuthenticatedRead.bearer("no such token"))
                                .map(CountedBearer::bearer))
                        .isEmpty();
            }
            assertThat(terminate(application)).isPositive();
            for (int i = 0; i < 4; i++) {
                assertThat(storage.onJdbc(AuthenticatedRead.bearer("no such token"))
                                .map(CountedBearer::bearer))
                        .isEmpty();
            }
            storage.checkReachable();
        }
    }

    private JdbcStorage open(int eventLoops) {
        String url = proxy.through(PostgresTestDatabase.urlFor(schema)) + "&ApplicationName=" + application;
        return JdbcStorage.at(url)
                .poolSize(4)
                .eventLoops(eventLoops)
                .timeout(TIMEOUT)
                .open();
    }

    private static CompletableFuture<Option<CountedBearer>> sentRead(JdbcStorage storage) {
        return Option.some(storage.authenticated(AuthenticatedRead.reading("no such token", ReadAhead.NOTHING)))
                .get()
                .toCompletableFuture();
    }

    /** Ends the sessions named {@code name} (only those: the shared server is never restarted). */
    private static int terminate(String name) throws SQLException {
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.baseUrl());
                PreparedStatement statement = connection.prepareStatement(
                        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = ?")) {
            statement.setString(1, name);
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }
}
