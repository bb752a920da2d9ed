package dev.shutter.adapters.jdbc;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.SpendRequest;
import dev.shutter.ports.out.Spent;
import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Option;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Request counts per key and minute. A count is an atomic upsert on the primary key, so concurrent
 * requests on several server nodes never lose one, and it needs no transaction: requests of one token do
 * not queue behind one another. The key's buckets that have left the hour are dropped as it counts on, as
 * the in-memory store does. On PostgreSQL the count, the expiry and the read of the hour are one statement
 * (ON CONFLICT DO UPDATE ... RETURNING, with the delete in a CTE): the bucket being counted comes from
 * RETURNING, which sees every count committed before it, the older buckets from the table. H2 has no ON
 * CONFLICT DO UPDATE, but a standard MERGE, and runs its statements one at a time anyway.
 *
 * <p>Every request counts, so on PostgreSQL a count outside a transaction commits without waiting for its
 * WAL to reach the disk ({@code synchronous_commit} off for that statement's own transaction only; user
 * data keeps synchronous commits). Waiting for the flush of every request's count cost a fifth to a third
 * of the throughput of a read; what a crash of the database can lose is the counts of its last moments (at
 * most three times {@code wal_writer_delay}, 600 ms by default), never a half-made count.
 */
final class JdbcRateCounters implements RateCounters {

    /** The expiry of the key's old buckets and the count, each returning nothing and the counted bucket. */
    private static final String EXPIRE_AND_COUNT = "expired AS ("
            + "DELETE FROM {schema}.shutter_rate_counters WHERE rate_key = ? AND minute_start <= ?),"
            + " counted AS (INSERT INTO {schema}.shutter_rate_counters (rate_key, minute_start, requests) VALUES (?, ?, 1)"
            + " ON CONFLICT (rate_key, minute_start) DO UPDATE SET requests = shutter_rate_counters.requests + 1"
            + " RETURNING minute_start, requests)";

    /** The other buckets of the hour. */
    private static final String REST_OF_THE_HOUR =
            " UNION ALL SELECT minute_start, requests FROM {schema}.shutter_rate_counters"
                    + " WHERE rate_key = ? AND minute_start >= ? AND minute_start <> ?";

    /** The count inside a transaction, which commits as the transaction says. */
    private static final String POSTGRESQL_COUNT =
            "WITH " + EXPIRE_AND_COUNT + " SELECT minute_start, requests FROM counted" + REST_OF_THE_HOUR;

    /** The count alone, its commit not waiting for the disk: {@code relaxed} is joined, so it runs. */
    static final String POSTGRESQL_COUNT_ALONE = "WITH relaxed AS"
            + " (SELECT set_config('synchronous_commit', 'off', true) AS setting), " + EXPIRE_AND_COUNT
            + " SELECT minute_start, requests FROM counted CROSS JOIN relaxed" + REST_OF_THE_HOUR;

    private static final String H2_COUNT = "MERGE INTO {schema}.shutter_rate_counters t"
            + " USING (VALUES (CAST(? AS VARCHAR(255)), CAST(? AS BIGINT))) AS s (rate_key, minute_start)"
            + " ON t.rate_key = s.rate_key AND t.minute_start = s.minute_start"
            + " WHEN MATCHED THEN UPDATE SET requests = t.requests + 1"
            + " WHEN NOT MATCHED THEN INSERT (rate_key, minute_start, requests) VALUES (s.rate_key, s.minute_start, 1)";

    private static final String H2_EXPIRE =
            "DELETE FROM {schema}.shutter_rate_counters WHERE rate_key = ? AND minute_start <= ?";

    private static final String SINCE =
            "SELECT minute_start, requests FROM {schema}.shutter_rate_counters WHERE rate_key = ? AND minute_start >= ?"
                    + " AND requests > 0";

    private static final String UNCOUNT = "UPDATE {schema}.shutter_rate_counters SET requests = requests - 1"
            + " WHERE rate_key = ? AND minute_start = ? AND requests > 0";

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
                SINCE + " ORDER BY rate_key, minute_start",
                JdbcRateCounters::bucket,
                key,
                Columns.micros(oldest));
    }

    @Override
    public List<RateBucket> count(String key, Instant minute) {
        long bucket = Columns.micros(minute);
        long expired = Columns.micros(minute.minus(SlidingHour.WINDOW));
        long oldest = Columns.micros(SlidingHour.oldestCounted(minute));
        return switch (dialect) {
            case POSTGRESQL ->
                sql.list(
                        "rateCounters.count",
                        sql.inTransaction() ? POSTGRESQL_COUNT : POSTGRESQL_COUNT_ALONE,
                        JdbcRateCounters::bucket,
                        key,
                        expired,
                        key,
                        bucket,
                        key,
                        oldest,
                        bucket);
            case H2 ->
                sql.atomically(() -> {
                    sql.update("rateCounters.count", H2_COUNT, key, bucket);
                    sql.update("rateCounters.count", H2_EXPIRE, key, expired);
                    return sql.list("rateCounters.count", SINCE, JdbcRateCounters::bucket, key, oldest);
                });
        };
    }

    /**
     * On PostgreSQL one statement ({@link SpendingStatement}), sent again in the rare case that a key had no
     * row of the minute yet; on H2, where work runs one piece at a time, the hour read and counted in one step.
     */
    @Override
    public Spent spend(List<String> keys, List<Long> limits, Instant minute) {
        return switch (dialect) {
            case POSTGRESQL -> {
                for (int attempt = 1; ; attempt++) {
                    Option<Spent> spent = sql.run(spendRead(keys, limits, minute, sql.inTransaction()));
                    if (spent.isDefined()) {
                        yield spent.get();
                    }
                    if (attempt >= 3) {
                        throw new StorageUnavailableException("the rate counts of a request could not be locked");
                    }
                }
            }
            case H2 -> sql.atomically(() -> spendHere(keys, limits, minute));
        };
    }

    /**
     * On PostgreSQL one statement a minute of the batch ({@link BatchSpending}), a request it could not decide (a
     * key's row made by another statement in the same moment) spent again on its own; on H2, where work runs one
     * piece at a time, the requests one after the other in one step.
     */
    @Override
    public List<Spent> spendAll(List<SpendRequest> requests) {
        if (dialect == Dialect.H2) {
            return sql.atomically(() -> requests.stream()
                    .map(request -> spendHere(request.keys(), request.limits(), request.minute()))
                    .toList());
        }
        List<Spent> answers = new ArrayList<>();
        int from = 0;
        while (from < requests.size()) {
            Instant minute = requests.get(from).minute();
            int to = from + 1;
            while (to < requests.size() && requests.get(to).minute().equals(minute)) {
                to++;
            }
            List<SpendRequest> part = requests.subList(from, to);
            List<Option<Spent>> spent = sql.run(BatchSpending.spendAll(part, minute, List.of(), !sql.inTransaction()));
            for (int i = 0; i < part.size(); i++) {
                SpendRequest request = part.get(i);
                answers.add(spent.get(i).getOrElse(() -> spend(request.keys(), request.limits(), request.minute())));
            }
            from = to;
        }
        return answers;
    }

    /** The statement of {@link #spend} on PostgreSQL, built and not run. */
    static Sql.Read<Option<Spent>> spendRead(
            List<String> keys, List<Long> limits, Instant minute, boolean inTransaction) {
        List<Object> params = new ArrayList<>(
                List.of(new Sql.TextArray(keys.toArray(String[]::new)), SpendingStatement.limits(limits)));
        params.addAll(SpendingStatement.params(keys, minute, 1, false));
        return new Sql.One<>(
                "rateCounters.spend",
                inTransaction ? SPEND_IN_TRANSACTION : SPEND,
                rows -> rows.next() ? SpendingStatement.read(rows, keys) : Option.none(),
                params.toArray());
    }

    private static String spend(String relaxed) {
        return "WITH " + relaxed + ", k AS (SELECT rate_key, lim FROM unnest(CAST(? AS VARCHAR[]),"
                + " " + SpendingStatement.LIMITS + ") AS x (rate_key, lim))," + SpendingStatement.ctes(false)
                + " SELECT " + SpendingStatement.COLUMNS + " FROM " + SpendingStatement.FROM;
    }

    private static final String SPEND = spend(SpendingStatement.RELAXED);

    private static final String SPEND_IN_TRANSACTION = spend(SpendingStatement.NOT_RELAXED);

    private Spent spendHere(List<String> keys, List<Long> limits, Instant minute) {
        Instant oldest = SlidingHour.oldestCounted(minute);
        boolean room = true;
        for (int i = 0; i < keys.size(); i++) {
            long made = since(keys.get(i), oldest).stream()
                    .filter(bucket -> !bucket.minute().isAfter(minute))
                    .mapToLong(RateBucket::count)
                    .sum();
            room &= made < limits.get(i);
        }
        Map<String, List<RateBucket>> hour = new LinkedHashMap<>();
        for (String key : keys) {
            hour.put(key, room ? count(key, minute) : since(key, oldest));
        }
        return new Spent(room ? 1 : 0, hour);
    }

    @Override
    public void uncount(String key, Instant minute) {
        sql.bookkeeping("rateCounters.uncount", UNCOUNT, key, Columns.micros(minute));
    }

    private static RateBucket bucket(Rows row) throws SQLException {
        return new RateBucket(Columns.instant(row, "minute_start"), row.getLong("requests"));
    }

    @Override
    public int deleteBucketsBefore(Instant minute, int limit) {
        return Housekeeping.delete(
                sql,
                "rateCounters.deleteOld",
                "shutter_rate_counters",
                "rate_key, minute_start",
                "minute_start < ?",
                minute,
                limit);
    }
}
