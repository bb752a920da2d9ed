package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The counts a request takes back on the event loops ({@link AuthenticatedReads#uncountRead}) lock their rows in
 * key order, as {@code shutter_spend} does, so that the two never wait on each other in a circle. Here the scan
 * that PostgreSQL chooses meets the rows out of key order (a sequential scan of rows stored last key first), and
 * the last key is held by another transaction: the statement must already hold the first key as it waits.
 */
@DisplayName("Counts taken back lock their rows in key order, on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
class PostgresUncountLockOrderTest {

    private static final Instant MINUTE = Instant.parse("2026-11-28T09:00:00Z");

    private String schema;

    @BeforeEach
    void migrate() {
        schema = PostgresTestDatabase.createSchema();
        JdbcStorage.at(PostgresTestDatabase.urlFor(schema))
                .schema(schema)
                .poolSize(1)
                .eventLoops(0)
                .open()
                .close();
    }

    @AfterEach
    void drop() {
        PostgresTestDatabase.dropSchema(schema);
    }

    @Test
    @DisplayName("waiting for the last key, the statement already holds the first")
    void locksInKeyOrder() throws Exception {
        // given: the rows stored last key first, and the last key locked by another transaction
        try (Connection holder = connect();
                Connection uncounting = connect();
                Connection probe = connect()) {
            insert(holder, "k:b");
            insert(holder, "k:a");
            holder.setAutoCommit(false);
            lock(holder, "k:b", false);
            int pid = pid(uncounting);
            try (Statement settings = uncounting.createStatement()) {
                settings.execute("SET enable_indexscan = off; SET enable_bitmapscan = off");
            }

            // when
            Sql.One<Void> uncount = (Sql.One<Void>) new AuthenticatedReads(
                            new Sql(new JdbcTransactions(null, null, Dialect.POSTGRESQL), new Schema(schema)))
                    .uncountRead(List.of("k:a", "k:b"), MINUTE);
            CompletableFuture<Integer> taken = CompletableFuture.supplyAsync(() -> {
                try (PreparedStatement statement =
                        uncounting.prepareStatement(new Schema(schema).qualify(uncount.text()))) {
                    Sql.bind(statement, uncount.params());
                    return statement.executeUpdate();
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            });
            awaitLockWait(probe, pid);

            // then
            probe.setAutoCommit(false);
            Throwable held = catchThrowable(() -> lock(probe, "k:a", true));
            assertThat(held instanceof SQLException refused ? refused.getSQLState() : "locked at once: " + held)
                    .as("the first key is held while the statement waits (55P03: lock not available)")
                    .isEqualTo("55P03");
            probe.rollback();
            holder.rollback();
            assertThat(taken.get(10, TimeUnit.SECONDS)).isEqualTo(2);
            assertThat(requests(probe, "k:a")).isEqualTo(4);
            assertThat(requests(probe, "k:b")).isEqualTo(4);
        }
    }

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(PostgresTestDatabase.urlFor(schema));
    }

    private void insert(Connection connection, String key) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(new Schema(schema)
                .qualify("INSERT INTO {schema}.shutter_rate_counters (rate_key, minute_start, requests)"
                        + " VALUES (?, ?, 5)"))) {
            statement.setString(1, key);
            statement.setLong(2, Columns.micros(MINUTE));
            statement.executeUpdate();
        }
    }

    private void lock(Connection connection, String key, boolean nowait) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(new Schema(schema)
                .qualify("SELECT requests FROM {schema}.shutter_rate_counters WHERE rate_key = ? FOR UPDATE"
                        + (nowait ? " NOWAIT" : "")))) {
            statement.setString(1, key);
            statement.executeQuery().close();
        }
    }

    private int requests(Connection connection, String key) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(
                new Schema(schema).qualify("SELECT requests FROM {schema}.shutter_rate_counters WHERE rate_key = ?"))) {
            statement.setString(1, key);
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }

    private static int pid(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT pg_backend_pid()")) {
            rows.next();
            return rows.getInt(1);
        }
    }

    /** Until the session {@code pid} waits for a lock (at most ten seconds). */
    private static void awaitLockWait(Connection probe, int pid) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        try (PreparedStatement statement =
                probe.prepareStatement("SELECT wait_event_type FROM pg_stat_activity WHERE pid = ?")) {
            statement.setInt(1, pid);
            while (System.nanoTime() < deadline) {
                try (ResultSet rows = statement.executeQuery()) {
                    if (rows.next() && "Lock".equals(rows.getString(1))) {
                        return;
                    }
                }
                Thread.sleep(20);
            }
        }
        throw new AssertionError("the statement never waited for the held key");
    }
}
