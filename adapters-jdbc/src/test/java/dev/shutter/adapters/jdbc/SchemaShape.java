package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * What Shutter's scripts made in a schema, as sorted lines to compare two schemas by: each table with its
 * columns, and the constraints and indexes the scripts name (not the database's own generated names, which
 * differ from one database to the next).
 */
final class SchemaShape {

    private static final List<String> NAMED = List.of("_pk", "_fk", "_uq", "_ck", "_ix");

    private SchemaShape() {}

    /** The shape of {@code schema} (as the database stores its name), without Flyway's history tables. */
    static List<String> of(String url, String schema) {
        TreeSet<String> lines = new TreeSet<>();
        try (Connection connection = DriverManager.getConnection(url)) {
            List<String> tables = new ArrayList<>();
            for (List<String> column : rows(
                    connection,
                    "SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns"
                            + " WHERE table_schema = ?",
                    schema)) {
                String table = column.get(0);
                if (!table.endsWith("schema_history")) {
                    lines.add("column " + String.join(" ", column));
                    if (!tables.contains(table)) {
                        tables.add(table);
                    }
                }
            }
            for (List<String> constraint : rows(
                    connection,
                    "SELECT table_name, constraint_name, constraint_type FROM information_schema.table_constraints"
                            + " WHERE table_schema = ?",
                    schema)) {
                if (named(constraint.get(1))) {
                    lines.add("constraint " + String.join(" ", constraint));
                }
            }
            DatabaseMetaData metadata = connection.getMetaData();
            for (String table : tables) {
                try (ResultSet indexes = metadata.getIndexInfo(null, schema, table, false, false)) {
                    while (indexes.next()) {
                        String name = lower(indexes.getString("INDEX_NAME"));
                        if (named(name)) {
                            lines.add("index " + table + " " + name);
                        }
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return new ArrayList<>(lines);
    }

    private static boolean named(String name) {
        return NAMED.stream().anyMatch(lower(name)::endsWith);
    }

    private static List<List<String>> rows(Connection connection, String query, String schema) throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(query)) {
            statement.setString(1, schema);
            try (ResultSet found = statement.executeQuery()) {
                int columns = found.getMetaData().getColumnCount();
                while (found.next()) {
                    List<String> row = new ArrayList<>();
                    for (int i = 1; i <= columns; i++) {
                        row.add(lower(found.getString(i)));
                    }
                    rows.add(row);
                }
            }
        }
        return rows;
    }

    private static String lower(String text) {
        return text == null ? "" : text.toLowerCase(Locale.ROOT);
    }
}
