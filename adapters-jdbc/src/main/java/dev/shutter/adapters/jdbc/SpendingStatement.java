package dev.shutter.adapters.jdbc;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.ports.out.Spent;
import io.vavr.control.Option;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A request spent on PostgreSQL in one statement ({@link dev.shutter.ports.out.RateCounters#spend}): counted in
 * every key of a CTE {@code k (rate_key, lim)} only if each key's hour has room under its limit, else in none.
 * The keys' rows of the minute are locked first ({@code FOR UPDATE}, in the order of the keys), which at READ
 * COMMITTED answers their latest committed counts, so two statements of one token on any connections or nodes
 * see each other's counts and never decide on a stale one; the older buckets of the hour do not change while
 * their minute is over. A key that has no row of the minute yet cannot be locked: a request of one key (a
 * read) inserts its row with its count, which is exact (the insert finds no other); a request of several keys
 * (a write), or one whose insert meets another's, inserts the missing rows at zero, counts nothing and answers
 * "again" (no {@code spent}), and the caller sends it again, the rows now there. A batch of n requests counts
 * as many as every key has room for.
 *
 * <p>The statement's text follows {@code WITH ..., k AS (...),}; its parameters follow those of what comes
 * before; it selects {@link #COLUMNS} {@link #FROM}.
 */
final class SpendingStatement {

    /** The columns a spending adds to a row: how many counted (none: again), and a bucket. */
    static final String COLUMNS = "fit.n AS spent, x.rate_key, x.minute_start, x.requests";

    /** Where {@link #COLUMNS} come from: one row a bucket, or one with no bucket. */
    static final String FROM = "fit LEFT JOIN buckets x ON TRUE";

    private SpendingStatement() {}

    /**
     * The keys' rows, named twice: as an array parameter, which PostgreSQL finds by the counters' key (rate_key,
     * minute_start), and by {@code k}, which holds the keys that count (none when the bearer's app signs its
     * requests). Named only through {@code k}, a plan may read every key's row of the minute.
     */
    private static final String KEYS =
            " rate_key = ANY (CAST(? AS VARCHAR[])) AND rate_key IN (SELECT rate_key FROM k)";

    /** The CTEs after {@code k}; with {@code sweeping}, the keys' ended buckets deleted first ({@link MinuteSweeps}). */
    static String ctes(boolean sweeping) {
        return (sweeping
                        ? " expired AS (DELETE FROM {schema}.shutter_rate_counters WHERE" + KEYS
                                + " AND minute_start <= ?),"
                        : "")
                + " cur AS MATERIALIZED (SELECT r.rate_key, r.requests FROM {schema}.shutter_rate_counters r"
                + " WHERE" + KEYS + " AND r.minute_start = ?"
                + " ORDER BY r.rate_key FOR UPDATE),"
                + " made AS MATERIALIZED (SELECT k.rate_key, k.lim, c.requests AS now_made,"
                + " (SELECT COALESCE(SUM(o.requests), 0) FROM {schema}.shutter_rate_counters o"
                + " WHERE o.rate_key = k.rate_key AND o.minute_start >= ? AND o.minute_start < ?) AS before_made"
                + " FROM k LEFT JOIN cur c ON c.rate_key = k.rate_key),"
                + " missing AS (INSERT INTO {schema}.shutter_rate_counters (rate_key, minute_start, requests)"
                + " SELECT rate_key, CAST(? AS BIGINT), CASE WHEN (SELECT COUNT(*) FROM made) = 1"
                + " THEN GREATEST(0, LEAST(CAST(? AS BIGINT), lim - before_made)) ELSE 0 END"
                + " FROM made WHERE now_made IS NULL ORDER BY rate_key"
                + " ON CONFLICT (rate_key, minute_start) DO NOTHING RETURNING rate_key, requests),"
                + " fit AS MATERIALIZED (SELECT CASE WHEN COUNT(*) > 0 AND COUNT(*) = COUNT(now_made)"
                + " THEN CAST(GREATEST(0, LEAST(CAST(? AS BIGINT), MIN(lim - before_made - now_made))) AS BIGINT)"
                + " WHEN COUNT(*) = 1 THEN (SELECT CAST(requests AS BIGINT) FROM missing) END AS n FROM made),"
                + " counted AS (UPDATE {schema}.shutter_rate_counters t SET requests = t.requests + fit.n"
                + " FROM fit CROSS JOIN relaxed WHERE" + KEYS + " AND t.minute_start = ?"
                + " AND fit.n > 0 RETURNING t.rate_key, t.requests),"
                + " buckets AS (SELECT rate_key, minute_start, requests FROM {schema}.shutter_rate_counters"
                + " WHERE" + KEYS + " AND minute_start >= ? AND minute_start < ?"
                + " UNION ALL SELECT m.rate_key, CAST(? AS BIGINT), COALESCE(c.requests, m.now_made)"
                + " FROM made m LEFT JOIN counted c ON c.rate_key = m.rate_key WHERE m.now_made IS NOT NULL"
                + " UNION ALL SELECT rate_key, CAST(? AS BIGINT), requests FROM missing)";
    }

    /** Makes the commit not wait for the disk ({@link JdbcRateCounters}); joined by {@code counted}, so it runs. */
    static final String RELAXED = "relaxed AS (SELECT set_config('synchronous_commit', 'off', true) AS setting)";

    /** {@link #RELAXED} inside a transaction, which commits as the transaction says. */
    static final String NOT_RELAXED = "relaxed AS (SELECT 1 AS setting)";

    /** The parameters of {@link #ctes}, in order, for a request of {@code keys}. */
    static List<Object> params(List<String> keys, Instant minute, int requests, boolean sweeping) {
        Sql.TextArray named = new Sql.TextArray(keys.toArray(String[]::new));
        long bucket = Columns.micros(minute);
        long oldest = Columns.micros(SlidingHour.oldestCounted(minute));
        List<Object> params = new ArrayList<>();
        if (sweeping) {
            params.addAll(List.of(named, Columns.micros(minute.minus(SlidingHour.WINDOW))));
        }
        params.addAll(List.of(
                named,
                bucket,
                oldest,
                bucket,
                bucket,
                (long) requests,
                (long) requests,
                named,
                bucket,
                named,
                oldest,
                bucket,
                bucket,
                bucket));
        return params;
    }

    /** Limits as a parameter of {@link #LIMITS}: as text, which both drivers send as they send the keys. */
    static Sql.TextArray limits(List<Long> limits) {
        return new Sql.TextArray(limits.stream().map(String::valueOf).toArray(String[]::new));
    }

    /** A parameter of {@link #limits}, read as numbers. */
    static final String LIMITS = "CAST(CAST(? AS VARCHAR[]) AS BIGINT[])";

    /**
     * What was spent, read from the current row on: none when the statement counted nothing and must be sent
     * again (a key had no row of the minute), or when nothing was to be spent; the rows are read to their end.
     */
    static Option<Spent> read(Rows rows, List<String> keys) throws SQLException {
        long spent = rows.getLong("spent");
        boolean again = rows.wasNull();
        Map<String, List<RateBucket>> hour = new LinkedHashMap<>();
        keys.forEach(key -> hour.put(key, new ArrayList<>()));
        do {
            String key = rows.getString("rate_key");
            if (key != null && hour.containsKey(key) && rows.getLong("requests") > 0) {
                hour.get(key).add(new RateBucket(Columns.instant(rows, "minute_start"), rows.getLong("requests")));
            }
        } while (rows.next());
        return again ? Option.none() : Option.some(new Spent((int) spent, hour));
    }
}
