package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.ports.out.SpendRequest;
import dev.shutter.ports.out.Spent;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What a batch spent on PostgreSQL costs and answers ({@link BatchSpending}), whatever else the counters' table
 * holds: it reads its own keys' rows, not every key's row of the minute; and of a key counted in every minute of
 * the hour, a key with room answers its ended minutes as one bucket, so a batch's answer does not grow with the
 * hour, a full key its buckets one a minute, which its retry-after needs. {@code BatchedSpendingContract} checks
 * that both decide as the true hour does.
 */
@DisplayName("A batch's reads and answer on PostgreSQL, among many keys and after a whole hour of counts")
@ExtendWith(PostgresAvailable.class)
class PostgresSpendBatchAnswerSizeTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    private String schema;
    private JdbcStorage storage;

    @BeforeEach
    void open() {
        schema = PostgresTestDatabase.createSchema();
        storage = JdbcStorage.at(PostgresTestDatabase.urlFor(schema + "_nowhere"))
                .schema(schema)
                .poolSize(2)
                .open();
    }

    @AfterEach
    void close() {
        try {
            storage.close();
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("a key with room: its 59 ended minutes as one bucket beside this minute's; a full key: 59 buckets")
    void endedMinutesOfAKeyWithRoomComeAsOneBucket() {
        // given: two keys counted once in each of the 59 ended minutes of the hour
        for (int back = 1; back < 60; back++) {
            storage.rateCounters().count("roomy", MINUTE.minus(Duration.ofMinutes(back)));
            storage.rateCounters().count("full", MINUTE.minus(Duration.ofMinutes(back)));
        }

        // when
        List<Spent> answers = storage.rateCounters()
                .spendAll(List.of(
                        new SpendRequest(List.of("roomy"), List.of(100L), MINUTE),
                        new SpendRequest(List.of("full"), List.of(59L), MINUTE)));

        // then
        assertThat(answers.get(0).counted()).isEqualTo(1);
        assertThat(answers.get(0).bucketsOf("roomy"))
                .containsExactlyInAnyOrder(
                        new RateBucket(MINUTE.minus(Duration.ofMinutes(59)), 59), new RateBucket(MINUTE, 1));
        assertThat(answers.get(1).counted()).isZero();
        assertThat(answers.get(1).bucketsOf("full")).hasSize(59).allMatch(bucket -> bucket.count() == 1);
    }

    @Test
    @DisplayName("a batch of two keys among 2,000 keys' rows of the minute reads a few rows, not 2,000")
    void aBatchReadsItsOwnKeysRows() throws SQLException {
        // given: 2,000 other keys with a row of the minute before, which the statistics know, and of this minute,
        // newer than the statistics, as the minute being counted always is
        long minute = MINUTE.toEpochMilli() * 1_000;
        long before = minute - 60_000_000L;
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.baseUrl());
                Statement statement = connection.createStatement()) {
            String others = "INSERT INTO " + schema + ".shutter_rate_counters (rate_key, minute_start, requests)"
                    + " SELECT 'other' || k, %d, 1 FROM generate_series(1, 2000) k";
            statement.execute(others.formatted(before));
            statement.execute("ANALYZE " + schema + ".shutter_rate_counters");
            statement.execute(others.formatted(minute));
        }
        storage.rateCounters().spendAll(List.of(new SpendRequest(List.of("mine", "ours"), List.of(9L, 9L), MINUTE)));

        // when: batches of the same keys on one session, whose function runs its generic plans after the fifth
        // call, the last one in a transaction that counts what it reads
        long read;
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.baseUrl());
                PreparedStatement spend = connection.prepareStatement("SELECT * FROM " + schema
                        + ".shutter_spend(ARRAY[1, 1, 2], ARRAY['mine', 'ours', 'mine'], ARRAY[999, 999, 999], ?, ?,"
                        + " CAST('{}' AS VARCHAR[]), 0, FALSE)")) {
            spend.setLong(1, minute);
            spend.setLong(2, minute - 59 * 60_000_000L);
            for (int call = 1; call <= 8; call++) {
                if (call == 8) {
                    connection.setAutoCommit(false);
                }
                try (ResultSet rows = spend.executeQuery()) {
                    while (rows.next()) {
                        assertThat(rows.getString("rate_key")).isIn("mine", "ours");
                    }
                }
            }
            try (PreparedStatement stats = connection.prepareStatement(
                            "SELECT COALESCE(idx_tup_fetch, 0)"
                                    + " + COALESCE(seq_tup_read, 0) FROM pg_stat_xact_user_tables WHERE relid = CAST(? AS regclass)");
                    ResultSet rows =
                            bind(stats, schema + ".shutter_rate_counters").executeQuery()) {
                rows.next();
                read = rows.getLong(1);
            }
            connection.rollback();
        }

        // then
        assertThat(read)
                .as("rows of the counters' table read by a batch of two keys")
                .isBetween(1L, 40L);
    }

    private static PreparedStatement bind(PreparedStatement statement, String value) throws SQLException {
        statement.setString(1, value);
        return statement;
    }
}
