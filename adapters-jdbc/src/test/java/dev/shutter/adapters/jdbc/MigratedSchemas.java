package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * PostgreSQL schemas that a closed test storage left migrated and empty, for the next storage of the
 * same test run. A schema is handed to one storage at a time; one that cannot be emptied is dropped
 * instead of kept. The schemas still kept when the JVM ends are dropped then.
 */
final class MigratedSchemas {

    private static final Queue<String> KEPT = new ConcurrentLinkedQueue<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(MigratedSchemas::dropAll, "drop-kept-test-schemas"));
    }

    private MigratedSchemas() {}

    /** A kept schema, or a new one that the storage about to open will migrate. */
    static String take() {
        String kept = KEPT.poll();
        return kept != null ? kept : PostgresTestDatabase.createSchema();
    }

    /** Empties the schema's tables (all but Flyway's history) and keeps it; drops it if that fails. */
    static void giveBack(String schema) {
        try {
            empty(schema);
            KEPT.add(schema);
        } catch (SQLException | RuntimeException e) {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    private static void empty(String schema) throws SQLException {
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.baseUrl())) {
            List<String> tables = new ArrayList<>();
            try (PreparedStatement query = connection.prepareStatement(
                    "SELECT tablename FROM pg_tables WHERE schemaname = ? AND tablename <> ?")) {
                query.setString(1, schema);
                query.setString(2, Migrations.HISTORY);
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        tables.add(schema + "." + rows.getString(1));
                    }
                }
            }
            if (tables.isEmpty()) {
                throw new IllegalStateException("schema " + schema + " holds no tables");
            }
            try (Statement truncate = connection.createStatement()) {
                truncate.execute("TRUNCATE " + String.join(", ", tables) + " RESTART IDENTITY CASCADE");
            }
        }
    }

    private static void dropAll() {
        String schema;
        while ((schema = KEPT.poll()) != null) {
            try {
                PostgresTestDatabase.dropSchema(schema);
            } catch (RuntimeException e) {
                // the JVM is ending: a schema left behind is named shutter_test_* and harms nothing
            }
        }
    }
}
