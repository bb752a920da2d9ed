package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;

/**
 * A database as release 0.1 left it: Shutter's tables in the connection's current schema and their
 * history among Flyway's default {@code flyway_schema_history} rows there, by the script names of release
 * 0.1 (versions 1 to {@value #VERSION}). Shutter adopts it at open, without losing a row:
 *
 * <ul>
 *   <li>when the host's schema for Shutter is that same schema, the tables stay and take today's prefixed
 *       names ({@link UnprefixedLayout}); Shutter's own history starts at version {@value #VERSION} (a Flyway
 *       baseline);
 *   <li>otherwise (the default: from {@code public} into {@code shutter}) the new schema is migrated to
 *       version {@value #VERSION}, every row is copied into its prefixed tables in one transaction, and the old tables
 *       are dropped. A second open after a crash between the steps finishes the work: a table is copied
 *       only while its copy is empty, and dropped only if it is still there.
 * </ul>
 *
 * <p>Then release 0.1's rows leave {@code flyway_schema_history}, and the table itself goes when no other
 * migration is left in it (a host's rows stay, with Flyway's marker rows).
 */
final class LegacyLayout {

    /** Release 0.1's last migration. */
    static final String VERSION = "4";

    /** Flyway quotes it, so it is lower-case on every database. */
    static final String HISTORY = "\"flyway_schema_history\"";

    /** Release 0.1's migration scripts, as its history names them. */
    static final List<String> SCRIPTS =
            List.of("V1__users_media_comments.sql", "V2__relationships.sql", "V3__oauth.sql", "V4__limits.sql");

    /** Release 0.1's tables, parents before children, so that foreign keys hold at each copied table. */
    static final List<String> TABLES = List.of(
            "users",
            "media",
            "comments",
            "edges",
            "blocks",
            "clients",
            "client_redirect_uris",
            "client_sandbox_users",
            "access_tokens",
            "authorization_codes",
            "login_sessions",
            "login_throttles",
            "rate_counters");

    private final DataSource source;
    private final String schema;

    private LegacyLayout(DataSource source, String schema) {
        this.source = source;
        this.schema = schema;
    }

    /** The legacy layout in the current schema of {@code source}'s connections, if they have one. */
    static Optional<LegacyLayout> find(DataSource source) {
        try (Connection connection = source.getConnection()) {
            String current = connection.getSchema();
            if (current == null || !UnprefixedLayout.tableExists(connection, current, "flyway_schema_history")) {
                return Optional.empty();
            }
            Set<String> applied = new HashSet<>();
            try (PreparedStatement statement = connection.prepareStatement("SELECT \"script\" FROM "
                    + UnprefixedLayout.quote(current) + "." + HISTORY + " WHERE \"success\"")) {
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        applied.add(rows.getString(1));
                    }
                }
            }
            if (!applied.contains(SCRIPTS.get(0))) {
                return Optional.empty();
            }
            if (!applied.containsAll(SCRIPTS)) {
                throw new IllegalStateException("the schema " + current + " holds Shutter's tables from before"
                        + " release 0.1 finished migrating them; open it once with release 0.1 first");
            }
            return Optional.of(new LegacyLayout(source, current));
        } catch (SQLException e) {
            throw StorageException.of("open.legacy", e);
        }
    }

    /** The schema that holds the legacy tables. */
    String schema() {
        return schema;
    }

    /**
     * Copies every row into {@code target}'s prefixed tables (migrated to {@value #VERSION}) and drops the old
     * tables.
     */
    void moveTablesInto(Schema target) {
        String old = UnprefixedLayout.quote(schema) + ".";
        UnprefixedLayout.inOneTransaction(source, "open.legacy", connection -> {
            try (Statement statement = connection.createStatement()) {
                for (String table : TABLES) {
                    String copy = target.name() + "." + UnprefixedLayout.PREFIX + table;
                    if (UnprefixedLayout.tableExists(connection, schema, table) && isEmpty(statement, copy)) {
                        statement.executeUpdate("INSERT INTO " + copy + " SELECT * FROM " + old + table);
                    }
                }
            }
            return null;
        });
        UnprefixedLayout.inOneTransaction(source, "open.legacy", connection -> {
            try (Statement statement = connection.createStatement()) {
                for (int i = TABLES.size() - 1; i >= 0; i--) {
                    statement.executeUpdate("DROP TABLE IF EXISTS " + old + TABLES.get(i));
                }
            }
            return null;
        });
    }

    /** Removes release 0.1's rows from the old history, and the history table once it holds no other. */
    void forgetHistory() {
        String history = UnprefixedLayout.quote(schema) + "." + HISTORY;
        try (Connection connection = source.getConnection();
                Statement statement = connection.createStatement()) {
            statement.executeUpdate(
                    "DELETE FROM " + history + " WHERE script IN ('" + String.join("', '", SCRIPTS) + "')");
            // Flyway's own marker rows (the table's creation) do not count as a migration someone ran
            try (ResultSet left = statement.executeQuery(
                    "SELECT COUNT(*) FROM " + history + " WHERE \"type\" NOT IN ('TABLE', 'SCHEMA')")) {
                left.next();
                if (left.getLong(1) == 0) {
                    statement.executeUpdate("DROP TABLE " + history);
                }
            }
        } catch (SQLException e) {
            throw StorageException.of("open.legacy", e);
        }
    }

    private static boolean isEmpty(Statement statement, String table) throws SQLException {
        try (ResultSet rows = statement.executeQuery("SELECT 1 FROM " + table + " LIMIT 1")) {
            return !rows.next();
        }
    }
}
