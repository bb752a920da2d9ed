package dev.shutter.server.support;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Every row of every table of a server's storage, read over JDBC behind the server's back: a snapshot to
 * compare before and after requests. Tables and columns that requests change by design (rate counters,
 * login throttles) are left out by the caller, by name.
 */
public final class StoredState {

    private StoredState() {}

    /**
     * The rows of each table of the current schema of {@code url} (the migration histories aside), as sorted
     * lines of {@code column=value} pairs; {@code skipped} holds table names and {@code table.column}
     * names to leave out.
     */
    public static Map<String, List<String>> snapshot(String url, Set<String> skipped) {
        try (Connection connection = DriverManager.getConnection(url)) {
            return snapshot(connection, skipped);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the stored state: SQLState " + e.getSQLState(), e);
        }
    }

    /** The same, on an open connection. */
    public static Map<String, List<String>> snapshot(Connection connection, Set<String> skipped) {
        try {
            Map<String, List<String>> tables = new TreeMap<>();
            for (String table : tables(connection)) {
                if (!skipped.contains(table)) {
                    tables.put(table, rows(connection, table, skipped));
                }
            }
            return tables;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the stored state: SQLState " + e.getSQLState(), e);
        }
    }

    /**
     * H2's modification id of each table of the current schema but {@code skipped} ones (the migration
     * histories aside), in one query: H2 moves a table's id whenever a row of it is inserted, updated or
     * deleted (also when that is rolled back), so equal ids mean equal rows, and a cheap check after each
     * request can spare reading every row. H2 only ({@code INFORMATION_SCHEMA.TABLES.LAST_MODIFICATION}).
     */
    public static Map<String, Long> modifications(Connection connection, Set<String> skipped) {
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT table_name, last_modification"
                        + " FROM information_schema.tables"
                        + " WHERE table_schema = CURRENT_SCHEMA AND table_type = 'BASE TABLE'")) {
            Map<String, Long> ids = new TreeMap<>();
            while (result.next()) {
                String name = result.getString(1).toLowerCase(Locale.ROOT);
                if (!skipped.contains(name) && !isHistory(name)) {
                    ids.put(name, result.getLong(2));
                }
            }
            if (ids.isEmpty()) {
                throw new IllegalStateException("the storage has no tables: wrong URL?");
            }
            return ids;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the modification ids: SQLState " + e.getSQLState(), e);
        }
    }

    private static boolean isHistory(String table) {
        return table.equals("flyway_schema_history") || table.equals("shutter_schema_history");
    }

    private static List<String> tables(Connection connection) throws SQLException {
        List<String> names = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT table_name FROM information_schema.tables"
                        + " WHERE table_schema = CURRENT_SCHEMA AND table_type = 'BASE TABLE'")) {
            while (result.next()) {
                String name = result.getString(1).toLowerCase(Locale.ROOT);
                if (!isHistory(name)) {
                    names.add(name);
                }
            }
        }
        if (names.isEmpty()) {
            throw new IllegalStateException("the storage has no tables: wrong URL?");
        }
        return names;
    }

    private static List<String> rows(Connection connection, String table, Set<String> skipped) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT * FROM " + table)) {
            ResultSetMetaData meta = result.getMetaData();
            while (result.next()) {
                Map<String, String> row = new TreeMap<>();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    String column = meta.getColumnName(i).toLowerCase(Locale.ROOT);
                    if (!skipped.contains(table + "." + column)) {
                        row.put(column, result.getString(i));
                    }
                }
                rows.add(row.toString());
            }
        }
        Collections.sort(rows);
        return rows;
    }
}
