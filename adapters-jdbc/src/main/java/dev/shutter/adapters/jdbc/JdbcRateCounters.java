package dev.shutter.adapters.jdbc;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.ports.out.RateCounters;
import java.time.Instant;
import java.util.List;

/**
 * Request counts per key and minute. An increment is an atomic upsert on the primary key, so concurrent
 * requests on several server nodes never lose a count; the key's buckets that have left the hour are
 * dropped as it counts on, as the in-memory store does. On PostgreSQL both are one statement (ON CONFLICT
 * DO UPDATE, with the delete in a CTE), which outside a transaction waits for a concurrent increment
 * instead of failing; H2 has no ON CONFLICT DO UPDATE, but a standard MERGE.
 */
final class JdbcRateCounters implements RateCounters {

    private static final String POSTGRESQL_INCREMENT = "WITH expired AS ("
            + "DELETE FROM rate_counters WHERE rate_key = ? AND minute_start <= ?)"
            + " INSERT INTO rate_counters (rate_key, minute_start, requests) VALUES (?, ?, 1)"
            + " ON CONFLICT (rate_key, minute_start) DO UPDATE SET requests = rate_counters.requests + 1";

    private static final String H2_INCREMENT = "MERGE INTO rate_counters t"
            + " USING (VALUES (CAST(? AS VARCHAR(255)), CAST(? AS BIGINT))) AS s (rate_key, minute_start)"
            + " ON t.rate_key = s.rate_key AND t.minute_start = s.minute_start"
            + " WHEN MATCHED THEN UPDATE SET requests = t.requests + 1"
            + " WHEN NOT MATCHED THEN INSERT (rate_key, minute_start, requests) VALUES (s.rate_key, s.minute_start, 1)";

    private static final String H2_EXPIRE = "DELETE FROM rate_counters WHERE rate_key = ? AND minute_start <= ?";

    private final Sql sql;
    private final Dialect dialect;

    JdbcRateCounters(Sql sql, Dialect dialect) {
        this.sql = sql;
        this.dialect = dialect;
    }

    @Override
    public List<RateBucket> since(String key, Instant oldest) {
        return sql.list(
                "rateCounters.since",
                "SELECT minute_start, requests FROM rate_counters WHERE rate_key = ? AND minute_start >= ?"
                        + " ORDER BY rate_key, minute_start",
                row -> new RateBucket(Columns.instant(row, "minute_start"), row.getLong("requests")),
                key,
                Columns.micros(oldest));
    }

    @Override
    public void increment(String key, Instant minute) {
        long bucket = Columns.micros(minute);
        long expired = Columns.micros(minute.minus(SlidingHour.WINDOW));
        switch (dialect) {
            case POSTGRESQL -> sql.update("rateCounters.increment", POSTGRESQL_INCREMENT, key, expired, key, bucket);
            case H2 ->
                sql.atomically(() -> {
                    sql.update("rateCounters.increment", H2_INCREMENT, key, bucket);
                    return sql.update("rateCounters.increment", H2_EXPIRE, key, expired);
                });
        }
    }
}
