package dev.shutter.adapters.jdbc;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.ports.out.SpendRequest;
import dev.shutter.ports.out.Spending;
import dev.shutter.ports.out.Spent;
import io.vavr.control.Option;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A node's batch of requests, all of one minute, spent on PostgreSQL in one statement ({@link
 * dev.shutter.ports.out.RateCounters#spendAll}, {@link dev.shutter.ports.out.CountBatches}): the function {@code
 * shutter_spend} of the migrations locks every key's row of the minute in the order of the keys (as {@link
 * SpendingStatement} does, so that no two spendings wait on each other crosswise), makes the missing rows, then
 * decides each request in turn, in the order of the batch, counting it in all of its keys if each has room and in
 * none otherwise, and writes each key's row once. So each answer is what the request spent alone would have been
 * answered, and a batch of any number of tokens is one write. A key whose row another statement made in the same
 * moment is not held: the requests of that key are not decided (none), and are spent again on their own.
 *
 * <p>Spent from the bearers' tokens ({@link #ofBearers}), a request counts only when its token is there and its app
 * signs nothing, against the limits of its app's status, as {@link AuthenticatedReads} counts one.
 */
final class BatchSpending {

    /** The function called on the entries {@code s}; {@code relaxed}: its commit does not wait for the disk. */
    private static String call(boolean relaxed) {
        return " SELECT f.request, f.spent, f.rate_key, f.minute_start, f.requests"
                + " FROM {schema}.shutter_spend(ARRAY(SELECT request FROM s ORDER BY entry),"
                + " ARRAY(SELECT rate_key FROM s ORDER BY entry), ARRAY(SELECT lim FROM s ORDER BY entry),"
                + " CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS VARCHAR[]), CAST(? AS BIGINT), "
                + (relaxed ? "TRUE" : "FALSE") + ") AS f";
    }

    /** The entries: a request's number, a key and its limit, one row a key of each request. */
    private static final String ENTRIES = "s AS (SELECT CAST(x.request AS INTEGER) AS request, x.rate_key,"
            + " x.lim, x.entry FROM unnest(CAST(CAST(? AS VARCHAR[]) AS INTEGER[]), CAST(? AS VARCHAR[]), "
            + SpendingStatement.LIMITS + ") WITH ORDINALITY AS x (request, rate_key, lim, entry))";

    /** {@link #spendAll}, by whether it is relaxed: {@code [relaxed]}. */
    private static final String[] SPEND_ALL = {"WITH " + ENTRIES + call(false), "WITH " + ENTRIES + call(true)};

    /** The entries of the requests whose token is there and whose app signs nothing, by the app's status. */
    private static final String OF_BEARERS = "WITH r AS (SELECT x.token_hash, x.n FROM unnest(CAST(? AS VARCHAR[]))"
            + " WITH ORDINALITY AS x (token_hash, n)),"
            + " e AS (SELECT CAST(x.request AS INTEGER) AS request, x.rate_key, x.live, x.sandbox, x.unreviewed,"
            + " x.entry FROM unnest(CAST(CAST(? AS VARCHAR[]) AS INTEGER[]), CAST(? AS VARCHAR[]), "
            + SpendingStatement.LIMITS + ", " + SpendingStatement.LIMITS + ", " + SpendingStatement.LIMITS
            + ") WITH ORDINALITY AS x (request, rate_key, live, sandbox, unreviewed, entry)),"
            + " s AS MATERIALIZED (SELECT e.request, e.rate_key, e.entry, CASE c.status WHEN 'live' THEN e.live"
            + " WHEN 'sandbox' THEN e.sandbox ELSE e.unreviewed END AS lim FROM e JOIN r ON r.n = e.request"
            + " JOIN {schema}.shutter_access_tokens t ON t.token_hash = r.token_hash"
            + " JOIN {schema}.shutter_clients c ON c.id = t.client_id WHERE NOT c.enforce_signed_requests)"
            + call(true);

    private BatchSpending() {}

    /**
     * {@code requests}, all of {@code minute}, spent in one statement; {@code swept}: the keys whose ended buckets
     * are deleted first ({@link MinuteSweeps}); {@code relaxed}: its commit does not wait for the disk (a statement
     * alone, see {@link JdbcRateCounters}). One answer a request, none when it was not decided.
     */
    static Sql.Read<List<Option<Spent>>> spendAll(
            List<SpendRequest> requests, Instant minute, List<String> swept, boolean relaxed) {
        Entries entries = Entries.of(
                requests.stream().map(SpendRequest::keys).toList(),
                i -> List.of(requests.get(i).limits()));
        List<Object> params = new ArrayList<>(
                List.of(entries.requests(), entries.keys(), entries.limits().get(0)));
        params.addAll(callParams(minute, swept));
        return new Sql.One<>(
                "rateCounters.spendAll",
                SPEND_ALL[relaxed ? 1 : 0],
                rows -> read(rows, requests.stream().map(SpendRequest::keys).toList(), minute),
                params.toArray());
    }

    /**
     * The requests of {@code tokenHashes}, each spending {@code spendings} (in the same order, all of {@code
     * minute}), spent in one statement with the limits of each token's app; none for a request whose token is
     * not there or whose app signs its requests (the caller spends it after the signature).
     */
    static Sql.Read<List<Option<Spent>>> ofBearers(
            List<String> tokenHashes, List<Spending> spendings, Instant minute, List<String> swept) {
        Entries entries = Entries.of(
                spendings.stream().map(Spending::keys).toList(),
                i -> List.of(
                        spendings.get(i).limitsOf(AppStatus.LIVE),
                        spendings.get(i).limitsOf(AppStatus.SANDBOX),
                        spendings.get(i).limitsOf(AppStatus.UNREVIEWED_LIVE)));
        List<Object> params = new ArrayList<>(
                List.of(new Sql.TextArray(tokenHashes.toArray(String[]::new)), entries.requests(), entries.keys()));
        params.addAll(entries.limits());
        params.addAll(callParams(minute, swept));
        return new Sql.One<>(
                "reads.spendBatch",
                OF_BEARERS,
                rows -> read(rows, spendings.stream().map(Spending::keys).toList(), minute),
                params.toArray());
    }

    private static List<Object> callParams(Instant minute, List<String> swept) {
        return List.of(
                Columns.micros(minute),
                Columns.micros(SlidingHour.oldestCounted(minute)),
                new Sql.TextArray(swept.toArray(String[]::new)),
                Columns.micros(minute.minus(SlidingHour.WINDOW)));
    }

    /** The arrays of a batch: one entry a key of each request, its request's number (from 1) and its limits. */
    private record Entries(Sql.TextArray requests, Sql.TextArray keys, List<Sql.TextArray> limits) {

        static Entries of(List<List<String>> keysOfEach, Function<Integer, List<List<Long>>> limitsOfEach) {
            List<String> requests = new ArrayList<>();
            List<String> keys = new ArrayList<>();
            List<List<String>> limits = new ArrayList<>();
            for (int i = 0; i < keysOfEach.size(); i++) {
                List<List<Long>> each = limitsOfEach.apply(i);
                while (limits.size() < each.size()) {
                    limits.add(new ArrayList<>());
                }
                for (int k = 0; k < keysOfEach.get(i).size(); k++) {
                    requests.add(Integer.toString(i + 1));
                    keys.add(keysOfEach.get(i).get(k));
                    for (int l = 0; l < each.size(); l++) {
                        limits.get(l).add(Long.toString(each.get(l).get(k)));
                    }
                }
            }
            return new Entries(
                    new Sql.TextArray(requests.toArray(String[]::new)),
                    new Sql.TextArray(keys.toArray(String[]::new)),
                    limits.stream()
                            .map(column -> new Sql.TextArray(column.toArray(String[]::new)))
                            .toList());
        }
    }

    /**
     * Each request's answer: whether it counted, and each of its keys' hour, the ended minutes (rows of request 0:
     * one bucket of their sum for a key that had room, one a minute for a key that refused a request) with the
     * minute's count as that request left it; none for a request with no rows or not decided.
     */
    static List<Option<Spent>> read(Rows rows, List<List<String>> keysOfEach, Instant minute) throws SQLException {
        Map<String, List<RateBucket>> ended = new HashMap<>();
        List<Map<String, Long>> current = new ArrayList<>();
        List<Integer> spent = new ArrayList<>();
        for (int i = 0; i < keysOfEach.size(); i++) {
            current.add(new LinkedHashMap<>());
            spent.add(null);
        }
        while (rows.next()) {
            int request = rows.getInt("request");
            String key = rows.getString("rate_key");
            long requests = rows.getLong("requests");
            if (request == 0) {
                ended.computeIfAbsent(key, k -> new ArrayList<>())
                        .add(new RateBucket(Columns.instant(rows, "minute_start"), requests));
                continue;
            }
            int counted = rows.getInt("spent");
            spent.set(request - 1, rows.wasNull() ? -1 : counted);
            current.get(request - 1).put(key, requests);
        }
        List<Option<Spent>> answers = new ArrayList<>();
        for (int i = 0; i < keysOfEach.size(); i++) {
            Integer counted = spent.get(i);
            if (counted == null || counted < 0) {
                answers.add(Option.none());
                continue;
            }
            Map<String, List<RateBucket>> hour = new LinkedHashMap<>();
            for (String key : keysOfEach.get(i)) {
                List<RateBucket> buckets = new ArrayList<>(ended.getOrDefault(key, List.of()));
                long now = current.get(i).getOrDefault(key, 0L);
                if (now > 0) {
                    buckets.add(new RateBucket(minute, now));
                }
                hour.put(key, buckets);
            }
            answers.add(Option.some(new Spent(counted, hour)));
        }
        return answers;
    }
}
