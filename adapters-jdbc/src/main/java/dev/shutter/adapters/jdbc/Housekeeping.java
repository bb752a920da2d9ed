package dev.shutter.adapters.jdbc;

import java.time.Instant;

/**
 * The batched delete of housekeeping: each statement deletes at most a batch of rows found by an index, in
 * its own short auto-committed statement, so that no lock is held for long.
 */
final class Housekeeping {

    private Housekeeping() {}

    /**
     * Deletes at most {@code limit} rows of {@code table} that meet {@code condition} (one {@code ?}, the
     * cutoff), found by {@code key} (the primary key's columns); how many.
     */
    static int delete(
            Sql sql, String operation, String table, String key, String condition, Instant cutoff, int limit) {
        return sql.update(
                operation,
                "DELETE FROM {schema}." + table + " WHERE (" + key + ") IN (SELECT " + key + " FROM {schema}." + table
                        + " WHERE " + condition + " LIMIT ?)",
                Columns.micros(cutoff),
                limit);
    }
}
