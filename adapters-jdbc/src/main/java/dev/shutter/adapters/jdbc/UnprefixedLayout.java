package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.sql.DataSource;
import org.flywaydb.core.api.MigrationVersion;

/**
 * A database as builds before the prefix left it: Shutter's tables, their constraints and indexes under
 * plain names ({@code users}, {@code users_pk}, {@code media_owner_ix}...) in Shutter's schema, which
 * therefore could not hold a host's {@code users}. At open they take the names of today's scripts ({@code
 * shutter_users}, {@code shutter_users_pk}...), rows untouched, and the history takes today's checksums
 * ({@link Migrations}).
 *
 * <p>Only the tables that Shutter's history says Shutter made are renamed, so that a host's table of the
 * same name in that schema is never taken. On PostgreSQL the renames are one transaction; H2 commits each
 * DDL statement by itself, so each rename is skipped when done already and {@code users} goes last: its
 * old name is what says the work is not finished, and a second open after a crash finishes it.
 */
final class UnprefixedLayout {

    static final String PREFIX = "shutter_";

    /** A table of the plain layout and the migration that made it. */
    private record Table(String name, int version) {}

    /** Every table of the plain layout; {@code users} last (see above). */
    private static final List<Table> TABLES = List.of(
            new Table("media", 1),
            new Table("comments", 1),
            new Table("edges", 2),
            new Table("blocks", 2),
            new Table("clients", 3),
            new Table("client_redirect_uris", 3),
            new Table("client_sandbox_users", 3),
            new Table("access_tokens", 3),
            new Table("authorization_codes", 3),
            new Table("login_sessions", 3),
            new Table("login_throttles", 4),
            new Table("rate_counters", 4),
            new Table("events", 6),
            new Table("event_cursors", 6),
            new Table("erased_users", 7),
            new Table("client_retiring_secrets", 7),
            new Table("users", 1));

    /** Constraints and indexes of the scripts end so; PostgreSQL's own NOT NULL entries do not. */
    private static final List<String> OWN_SUFFIXES = List.of("_pk", "_fk", "_uq", "_ck", "_ix");

    private final DataSource source;
    private final String schema;
    private final int version;

    /**
     * The plain tables in {@code schema} (as the database stores its name) that migrations up to {@code
     * version} made.
     */
    UnprefixedLayout(DataSource source, String schema, int version) {
        this.source = source;
        this.schema = schema;
        this.version = version;
    }

    /**
     * The plain layout in {@code schema}: Shutter's history there says Shutter made its tables, and {@code
     * users} still has its plain name.
     */
    static Optional<UnprefixedLayout> find(DataSource source, String schema) {
        try (Connection connection = source.getConnection()) {
            if (!tableExists(connection, schema, Migrations.HISTORY)
                    || !tableExists(connection, schema, "users")
                    || tableExists(connection, schema, PREFIX + "users")) {
                return Optional.empty();
            }
            int applied = 0;
            try (PreparedStatement statement = connection.prepareStatement("SELECT \"version\" FROM " + quote(schema)
                            + ".\"" + Migrations.HISTORY + "\" WHERE \"success\" AND \"version\" IS NOT NULL");
                    ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    applied = Math.max(
                            applied,
                            MigrationVersion.fromVersion(rows.getString(1))
                                    .getMajor()
                                    .intValue());
                }
            }
            // a history below version 1 holds only markers: the users table is the host's
            return applied < 1 ? Optional.empty() : Optional.of(new UnprefixedLayout(source, schema, applied));
        } catch (SQLException e) {
            throw StorageException.of("open.unprefixed", e);
        }
    }

    /** Gives each table of the plain layout, with its constraints and indexes, the prefixed name. */
    void rename() {
        inOneTransaction(source, "open.unprefixed", connection -> {
            try (Statement statement = connection.createStatement()) {
                for (Table table : TABLES) {
                    if (table.version() <= version) {
                        rename(connection, statement, table.name());
                    }
                }
            }
            return null;
        });
    }

    /** Runs {@code work} on a connection of {@code source} and commits it, or rolls it back if it fails. */
    static void inOneTransaction(DataSource source, String operation, SqlWork<?> work) {
        try (Connection connection = source.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try {
                work.apply(connection);
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(autoCommit);
            }
        } catch (SQLException e) {
            throw StorageException.of(operation, e);
        }
    }

    private void rename(Connection connection, Statement statement, String table) throws SQLException {
        Optional<String> stored = storedName(connection, schema, table);
        if (stored.isEmpty()) {
            return;
        }
        String qualified = quote(schema) + "." + quote(stored.get());
        for (String constraint : own(table, constraints(connection, stored.get()))) {
            statement.executeUpdate("ALTER TABLE " + qualified + " RENAME CONSTRAINT " + quote(constraint) + " TO "
                    + PREFIX + constraint.toLowerCase(Locale.ROOT));
        }
        // on PostgreSQL a primary key's or unique constraint's index was renamed with it
        for (String index : own(table, indexes(connection, stored.get()))) {
            statement.executeUpdate("ALTER INDEX " + quote(schema) + "." + quote(index) + " RENAME TO " + PREFIX
                    + index.toLowerCase(Locale.ROOT));
        }
        statement.executeUpdate("ALTER TABLE " + qualified + " RENAME TO " + PREFIX + table);
    }

    /** The names (as stored) that the scripts gave the table's constraints or indexes, not yet prefixed. */
    private static List<String> own(String table, List<String> names) {
        List<String> own = new ArrayList<>();
        for (String name : names) {
            String lower = name.toLowerCase(Locale.ROOT);
            if (lower.startsWith(table + "_") && OWN_SUFFIXES.stream().anyMatch(lower::endsWith)) {
                own.add(name);
            }
        }
        return own;
    }

    private List<String> constraints(Connection connection, String table) throws SQLException {
        List<String> names = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement("SELECT constraint_name FROM"
                + " information_schema.table_constraints WHERE table_schema = ? AND table_name = ?")) {
            statement.setString(1, schema);
            statement.setString(2, table);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    names.add(rows.getString(1));
                }
            }
        }
        return names;
    }

    private List<String> indexes(Connection connection, String table) throws SQLException {
        List<String> names = new ArrayList<>();
        try (ResultSet rows = connection.getMetaData().getIndexInfo(null, schema, table, false, false)) {
            while (rows.next()) {
                String name = rows.getString("INDEX_NAME");
                if (name != null && !names.contains(name)) {
                    names.add(name);
                }
            }
        }
        return names;
    }

    static boolean tableExists(Connection connection, String schema, String table) throws SQLException {
        return storedName(connection, schema, table).isPresent();
    }

    /** The table's name as the database stores it (upper-case on H2 without {@code DATABASE_TO_LOWER}). */
    private static Optional<String> storedName(Connection connection, String schema, String table) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("SELECT table_name FROM"
                + " information_schema.tables WHERE table_schema = ? AND LOWER(table_name) = ?")) {
            statement.setString(1, schema);
            statement.setString(2, table);
            try (ResultSet rows = statement.executeQuery()) {
                return rows.next() ? Optional.of(rows.getString(1)) : Optional.empty();
            }
        }
    }

    /** A name as the database reported it, quoted for SQL text. */
    static String quote(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }
}
