package dev.shutter.adapters.jdbc;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * When a request's count also deletes its keys' ended buckets: the first time this node counts a key in a
 * minute. The deletion is upkeep, not a rule (a count never reads a bucket older than the hour), so once a
 * minute per key and node keeps a key's rows to the hour's, and every other count of the minute skips it:
 * a count without it is about a sixth cheaper for PostgreSQL (pgbench on the statement, docs/performance.md).
 * A key forgotten (a full map starts again empty) is only swept once more.
 */
final class MinuteSweeps {

    private static final int CAPACITY = 4096;

    private final Map<String, Instant> sweptIn = new ConcurrentHashMap<>();

    /** Whether counting {@code keys} in {@code minute} should delete their ended buckets; marks them swept. */
    boolean due(List<String> keys, Instant minute) {
        boolean due = false;
        for (String key : keys) {
            if (!minute.equals(sweptIn.put(key, minute))) {
                due = true;
            }
        }
        if (sweptIn.size() > CAPACITY) {
            sweptIn.clear();
        }
        return due;
    }
}
