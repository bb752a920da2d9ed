package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.SpendRequest;
import dev.shutter.ports.out.Spending;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A count on PostgreSQL reads its keys' rows, not every key's row of the minute. The minute being counted is
 * always newer than the counters' statistics, so PostgreSQL expects few rows of it and would read them all by the
 * minute if a statement let it; with 2,000 keys counted in the minute, each spending statement (one request alone,
 * one with its bearer, a node's batch) must read a few rows a key, planned for its values and generically. Counted
 * from what the transaction read of the table ({@code pg_stat_xact_user_tables}: rows read by scans and fetched by
 * indexes); with the minute's index a B-tree again (in a transaction rolled back), a count reads the whole minute,
 * which shows that the check sees the difference.
 */
@DisplayName("A count on PostgreSQL with many keys in its minute")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresCountingReadsItsKeysTest {

    private static final int KEYS = 2_000;
    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");
    private static final List<String> TWO_KEYS = List.of("key17", "key1234");
    private static final List<Long> LIMITS = List.of(5_000L, 5_000L);

    /** What a statement may read a key at most: its row of the minute, twice, and its hour's, twice. */
    private static final int ROWS_A_KEY = 8;

    private PlansSchema plans;

    @BeforeAll
    void seed() throws SQLException {
        plans = PlansSchema.withUsers(1);
        long earlier = Columns.micros(MINUTE.minus(Duration.ofMinutes(10)));
        plans.execute(
                "INSERT INTO {schema}.shutter_clients (id, name, status, approved_scopes, comment_write,"
                        + " implicit_allowed, enforce_signed_requests, created_time)"
                        + " VALUES ('app', 'App', 'live', 'basic', FALSE, FALSE, FALSE, 0)",
                "INSERT INTO {schema}.shutter_access_tokens (token_hash, user_id, client_id, scopes, issued_at,"
                        + " last_used_at) VALUES ('hash', 1, 'app', 'basic', 0, 0)",
                "INSERT INTO {schema}.shutter_rate_counters (rate_key, minute_start, requests)" + " SELECT 'key' || i, "
                        + earlier + ", 1 FROM generate_series(1, " + KEYS + ") AS i",
                "ANALYZE {schema}.shutter_rate_counters",
                // the minute counted now, newer than the statistics
                "INSERT INTO {schema}.shutter_rate_counters (rate_key, minute_start, requests)"
                        + " SELECT 'key' || i, " + Columns.micros(MINUTE) + ", 1 FROM generate_series(1, " + KEYS
                        + ") AS i");
    }

    @AfterAll
    void drop() throws SQLException {
        if (plans != null) {
            plans.close();
        }
    }

    @ParameterizedTest(name = "planned {0}")
    @ValueSource(strings = {"force_custom_plan", "force_generic_plan"})
    @DisplayName("one request spent alone reads a few rows of each of its keys")
    void spentAlone(String planning) throws SQLException {
        Sql.One<?> spend = (Sql.One<?>) JdbcRateCounters.spendRead(TWO_KEYS, LIMITS, MINUTE, false);

        assertThat(rowsRead(spend, planning)).isLessThanOrEqualTo(ROWS_A_KEY * TWO_KEYS.size());
    }

    @ParameterizedTest(name = "planned {0}")
    @ValueSource(strings = {"force_custom_plan", "force_generic_plan"})
    @DisplayName("one request spent with its bearer reads a few rows of each of its keys")
    void spentWithItsBearer(String planning) throws SQLException {
        Sql.One<?> spend = (Sql.One<?>)
                new AuthenticatedReads(null).countingRead("hash", spending(TWO_KEYS), new ReadAhead.Nothing());

        assertThat(rowsRead(spend, planning)).isLessThanOrEqualTo(ROWS_A_KEY * TWO_KEYS.size());
    }

    @ParameterizedTest(name = "planned {0}")
    @ValueSource(strings = {"force_custom_plan", "force_generic_plan"})
    @DisplayName("a node's batch of two requests reads a few rows of each of their keys")
    void spentInABatch(String planning) throws SQLException {
        Sql.One<?> spend = (Sql.One<?>) BatchSpending.spendAll(
                List.of(
                        new SpendRequest(TWO_KEYS.subList(0, 1), LIMITS.subList(0, 1), MINUTE),
                        new SpendRequest(TWO_KEYS.subList(1, 2), LIMITS.subList(1, 2), MINUTE)),
                MINUTE,
                List.of(),
                true);

        assertThat(rowsRead(spend, planning)).isLessThanOrEqualTo(ROWS_A_KEY * TWO_KEYS.size());
    }

    @ParameterizedTest(name = "planned {0}")
    @ValueSource(strings = {"force_custom_plan", "force_generic_plan"})
    @DisplayName("with the minute index a B-tree, as it once was, a count reads the whole minute: the check sees it")
    void checkSeesTheWholeMinuteRead(String planning) throws SQLException {
        Sql.One<?> spend = (Sql.One<?>) JdbcRateCounters.spendRead(TWO_KEYS, LIMITS, MINUTE, false);

        long read = rowsRead(
                spend,
                planning,
                "DROP INDEX {schema}.shutter_rate_counters_minute_ix",
                "CREATE INDEX shutter_rate_counters_minute_ix ON {schema}.shutter_rate_counters (minute_start)");

        assertThat(read).isGreaterThanOrEqualTo(KEYS);
    }

    private static Spending spending(List<String> keys) {
        Map<AppStatus, List<Long>> limits = new EnumMap<>(AppStatus.class);
        for (AppStatus status : AppStatus.values()) {
            limits.put(status, LIMITS);
        }
        return new Spending(keys, MINUTE, limits);
    }

    /**
     * The counters' rows that {@code statement} read, run as the driver runs it once prepared, planned as
     * {@code planning} ({@code plan_cache_mode}, which PL/pgSQL's statements follow too), in a transaction rolled
     * back, after {@code first}.
     */
    private long rowsRead(Sql.One<?> statement, String planning, String... first) throws SQLException {
        plans.connection.setAutoCommit(false);
        try (Statement session = plans.connection.createStatement()) {
            for (String change : first) {
                session.execute(new Schema(plans.name).qualify(change));
            }
            session.execute("SET LOCAL plan_cache_mode = " + planning);
            long before = countersRead(session);
            try (PreparedStatement prepared =
                    plans.connection.prepareStatement(new Schema(plans.name).qualify(statement.text()))) {
                Sql.bind(prepared, statement.params());
                try (ResultSet rows = prepared.executeQuery()) {
                    while (rows.next()) {
                        // read to the end
                    }
                }
            }
            return countersRead(session) - before;
        } finally {
            plans.connection.rollback();
            plans.connection.setAutoCommit(true);
        }
    }

    private long countersRead(Statement session) throws SQLException {
        try (ResultSet read = session.executeQuery("SELECT COALESCE(seq_tup_read, 0) + COALESCE(idx_tup_fetch, 0)"
                + " FROM pg_stat_xact_user_tables WHERE schemaname = '" + plans.name
                + "' AND relname = 'shutter_rate_counters'")) {
            assertThat(read.next()).isTrue();
            return read.getLong(1);
        }
    }
}
