package dev.shutter.adapters.jdbc;

import io.vertx.sqlclient.Row;
import java.util.HashMap;
import java.util.Map;

/**
 * The index of each column by its name in the results of one statement (the first of a name, as JDBC finds
 * it), kept for every result of that statement. A row's own lookup goes through the names one by one for every
 * value read (a page of 50 reads some 600), and a map made for each result costs more than the mapping itself
 * on a single-row read. A statement's columns do not change; should they (another text under a kept name),
 * an index that no longer names the column is found out and the map made again from the row at hand.
 */
final class ColumnIndexes {

    private volatile Map<String, Integer> indexes = Map.of();

    /** The index of {@code column} in {@code row}, or -1 when the row has no such column. */
    int of(String column, Row row) {
        Integer index = indexes.get(column);
        if (index != null && index < row.size() && column.equals(row.getColumnName(index))) {
            return index;
        }
        Map<String, Integer> fresh = new HashMap<>();
        for (int i = 0; i < row.size(); i++) {
            fresh.putIfAbsent(row.getColumnName(i), i);
        }
        indexes = fresh;
        Integer found = fresh.get(column);
        return found == null ? -1 : found;
    }
}
