package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A rate count alone commits without waiting for the disk, and only its own transaction does: the
 * statement sets {@code synchronous_commit} off locally, which the next statement on the connection no
 * longer sees.
 */
@DisplayName("The rate count's commit on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
class PostgresRateCountCommitTest {

    private String schema;
    private JdbcStorage storage;
    private Connection connection;

    @BeforeEach
    void open() throws SQLException {
        schema = PostgresTestDatabase.createSchema();
        storage = JdbcStorage.open(PostgresTestDatabase.urlFor(schema), 2);
        connection = DriverManager.getConnection(PostgresTestDatabase.urlFor(schema));
    }

    @AfterEach
    void close() throws SQLException {
        if (connection != null) {
            connection.close();
        }
        if (storage != null) {
            storage.close();
        }
        PostgresTestDatabase.dropSchema(schema);
    }

    @Test
    @DisplayName("inside its transaction synchronous_commit is off; after it, on again")
    void relaxedForItsOwnTransactionOnly() throws SQLException {
        assertThat(setting()).isEqualTo("on");

        connection.setAutoCommit(false);
        assertThat(count()).isEqualTo(1);
        assertThat(setting()).as("within the count's transaction").isEqualTo("off");
        connection.commit();
        assertThat(setting()).as("after it").isEqualTo("on");

        connection.setAutoCommit(true);
        assertThat(count()).isEqualTo(2);
        assertThat(setting()).as("after a count alone, in auto-commit").isEqualTo("on");
    }

    @Test
    @DisplayName("the counters' table keeps room on its pages for a row's next versions (fillfactor 20)")
    void countersKeepRoomForNewVersions() throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(
                "SELECT array_to_string(c.reloptions, ',') FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
                        + " WHERE n.nspname = ? AND c.relname = 'shutter_rate_counters'")) {
            statement.setString(1, schema);
            try (ResultSet rows = statement.executeQuery()) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getString(1)).isEqualTo("fillfactor=20");
            }
        }
    }

    /** Runs the count of key k in minute 60000000 (microseconds); the requests of that bucket. */
    private long count() throws SQLException {
        try (PreparedStatement statement =
                connection.prepareStatement(new Schema(schema).qualify(JdbcRateCounters.POSTGRESQL_COUNT_ALONE))) {
            long minute = 60_000_000L;
            Object[] params = {"k", 0L, "k", minute, "k", 0L, minute};
            for (int i = 0; i < params.length; i++) {
                statement.setObject(i + 1, params[i]);
            }
            try (ResultSet rows = statement.executeQuery()) {
                long requests = 0;
                while (rows.next()) {
                    if (rows.getLong("minute_start") == minute) {
                        requests = rows.getLong("requests");
                    }
                }
                return requests;
            }
        }
    }

    private String setting() throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SHOW synchronous_commit")) {
            row.next();
            return row.getString(1);
        }
    }
}
