package dev.shutter.adapters.jdbc;

import io.vertx.sqlclient.Row;
import java.util.HashMap;
import java.util.Map;

/**
 * The index of each column by its name in the results of one statement (the first of a name, as JDBC finds
 * it), kept for every result of that statement. A row's own lookup goes through the names one by one for every
 * value read (a page of 50 reads some 600), and a map made for each result costs more than the mapping itself
 * on a single-row read.
 *
 * <p>The names are kept as the mappers pass them (constants, or names made once), so that finding one compares
 * references, not characters. A statement's columns do not change; should they (another text under a kept
 * name), the first row of the next result finds it out ({@link #check}) and the indexes are found again.
 */
final class ColumnIndexes {

    private volatile Map<String, Integer> indexes = Map.of();

    /**
     * Checks the kept indexes against {@code row}, the first of a result: when one no longer names its column,
     * all are forgotten, to be found again in this result's rows.
     */
    void check(Row row) {
        for (Map.Entry<String, Integer> kept : indexes.entrySet()) {
            int index = kept.getValue();
            if (index >= row.size() || !kept.getKey().equals(row.getColumnName(index))) {
                indexes = Map.of();
                return;
            }
        }
    }

    /** The index of {@code column} in {@code row}, a row of a result {@link #check}ed, or -1 when it has none. */
    int of(String column, Row row) {
        Integer index = indexes.get(column);
        if (index != null) {
            return index;
        }
        for (int i = 0; i < row.size(); i++) {
            if (column.equals(row.getColumnName(i))) {
                Map<String, Integer> grown = new HashMap<>(indexes);
                grown.put(column, i);
                indexes = grown;
                return i;
            }
        }
        return -1;
    }
}
