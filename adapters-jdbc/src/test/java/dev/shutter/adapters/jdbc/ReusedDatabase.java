package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.Storage;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * One database for a property's many tries, migrated once: each storage it hands out starts empty, and
 * closing that storage empties the tables again instead of building a new database.
 */
final class ReusedDatabase implements AutoCloseable {

    /** Children before parents, so that foreign keys hold at each step. */
    private static final List<String> TABLES = List.of(
            "shutter_events",
            "shutter_event_cursors",
            "shutter_event_claims",
            "shutter_comments",
            "shutter_media",
            "shutter_edges",
            "shutter_blocks",
            "shutter_client_redirect_uris",
            "shutter_client_sandbox_users",
            "shutter_client_retiring_secrets",
            "shutter_access_tokens",
            "shutter_authorization_codes",
            "shutter_login_sessions",
            "shutter_login_throttles",
            "shutter_rate_counters",
            "shutter_clients",
            "shutter_erased_users",
            "shutter_users");

    private final String url;
    private final String schema;
    private final JdbcStorage storage;
    private final Runnable dispose;

    private ReusedDatabase(String url, String schema, int poolSize, Runnable dispose) {
        this.url = url;
        this.schema = schema;
        this.storage = JdbcStorage.at(url).schema(schema).poolSize(poolSize).open();
        this.dispose = dispose;
    }

    /** A fresh PostgreSQL schema, dropped by {@link #close()}. */
    static ReusedDatabase postgres() {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        return new ReusedDatabase(
                PostgresTestDatabase.urlFor(schema), schema, 2, () -> PostgresTestDatabase.dropSchema(schema));
    }

    /** A fresh H2 file database, deleted by {@link #close()}. */
    static ReusedDatabase h2() {
        Path directory = H2TestDatabase.newDirectory();
        return new ReusedDatabase(
                JdbcStorageProvider.h2Url(directory.toString()),
                Schema.DEFAULT,
                2,
                () -> H2TestDatabase.delete(directory));
    }

    /** The database as a storage; closing it empties every table. */
    Storage emptyStorage() {
        return new ClosingStorage(storage, this::empty);
    }

    private void empty() {
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement()) {
            for (String table : TABLES) {
                statement.executeUpdate("DELETE FROM " + schema + "." + table);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not empty the test database: SQLState " + e.getSQLState(), e);
        }
    }

    @Override
    public void close() {
        try {
            storage.close();
        } finally {
            dispose.run();
        }
    }
}
