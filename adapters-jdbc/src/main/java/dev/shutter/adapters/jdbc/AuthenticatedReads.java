package dev.shutter.adapters.jdbc;

import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Bearer;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Counterpart;
import dev.shutter.ports.out.PageQuery;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Spending;
import dev.shutter.ports.out.Spent;
import io.vavr.control.Option;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The authentication of a {@code /v1} request on PostgreSQL in one statement: the token with its app and
 * user, its request spent (only when there is such a token and its app signs nothing: {@link
 * SpendingStatement}), and what the request will read once the rules let it ({@link ReadAhead}: the
 * relationship read's user and links, seen from the bearer's user). One round trip and one snapshot for an
 * authenticated read. The rules decide after, in the service; a request the budget refuses counted nothing,
 * and its read is dropped.
 */
final class AuthenticatedReads {

    /** The bearer: a token with its app and user. */
    private static final String BEARER = "b AS (" + JdbcAccessTokens.BEARER_SELECT + " WHERE t.token_hash = ?)";

    /**
     * The bearer's keys with their limits by its app's status, when its app signs nothing (else the caller spends
     * after the signature), then the request spent ({@link SpendingStatement}); with {@code sweeping}, the keys'
     * ended buckets deleted first ({@link MinuteSweeps}). One request is spent; a node's batch of
     * requests of any tokens is spent by {@link BatchSpending}. Its commit does not wait for the disk, as a count
     * alone (see {@link JdbcRateCounters}).
     */
    private static String counting(boolean sweeping) {
        return SpendingStatement.RELAXED + ", " + BEARER + ","
                + " k AS (SELECT x.rate_key, CASE b.status WHEN 'live' THEN x.live WHEN 'sandbox' THEN x.sandbox"
                + " ELSE x.unreviewed END AS lim FROM b CROSS JOIN unnest(CAST(? AS VARCHAR[]), "
                + SpendingStatement.LIMITS + ","
                + " " + SpendingStatement.LIMITS + ", " + SpendingStatement.LIMITS
                + ") AS x (rate_key, live, sandbox, unreviewed)"
                + " WHERE NOT b.enforce_signed_requests),"
                + SpendingStatement.ctes(sweeping);
    }

    /** The relationship read ahead: the user {@code them} (the one parameter) and the links with the bearer's user. */
    private static final String COUNTERPART = "cp AS (SELECT u.id AS cp_id, u.username AS cp_username,"
            + " u.full_name AS cp_full_name, u.first_name AS cp_first_name, u.last_name AS cp_last_name,"
            + " u.profile_picture AS cp_profile_picture, u.is_private AS cp_is_private,"
            + " (SELECT status FROM {schema}.shutter_edges WHERE follower_id = b.user_id AND followee_id = u.id) AS mine,"
            + " (SELECT status FROM {schema}.shutter_edges WHERE follower_id = u.id AND followee_id = b.user_id) AS theirs,"
            + " EXISTS (SELECT 1 FROM {schema}.shutter_blocks WHERE blocker_id = b.user_id AND blocked_id = u.id) AS i_block,"
            + " EXISTS (SELECT 1 FROM {schema}.shutter_blocks WHERE blocker_id = u.id AND blocked_id = b.user_id) AS they_block"
            + " FROM b JOIN {schema}.shutter_users u ON u.id = ?)";

    /**
     * Takes one count back from each key's bucket, locking the rows in key order first, as {@code shutter_spend}
     * does: an update alone locks rows in the order its scan meets them, and two statements that lock the same
     * keys in different orders can deadlock.
     */
    private static final String UNCOUNT =
            "WITH locked AS (SELECT rate_key, minute_start FROM {schema}.shutter_rate_counters"
                    + " WHERE rate_key = ANY (CAST(? AS VARCHAR[])) AND minute_start = ? AND requests > 0"
                    + " ORDER BY rate_key FOR UPDATE)"
                    + " UPDATE {schema}.shutter_rate_counters c SET requests = c.requests - 1 FROM locked"
                    + " WHERE c.rate_key = locked.rate_key AND c.minute_start = locked.minute_start AND c.requests > 0";

    /** The counterpart's columns in {@link #COUNTERPART}. */
    private static final JdbcUsers.UserColumns COUNTERPART_USER = new JdbcUsers.UserColumns("cp_");

    private static final String BUCKET_COLUMNS = ", " + SpendingStatement.COLUMNS;

    /** The bearer counting, by whether it sweeps: {@code [sweeping]}. */
    private static final String[] BEARER_COUNTING = {bearerCounting(false), bearerCounting(true)};

    /** The bearer counting with the relationship read ahead, by whether it sweeps. */
    private static final String[] BEARER_COUNTING_COUNTERPART = {
        bearerCountingCounterpart(false), bearerCountingCounterpart(true)
    };

    private static final String BEARER_COUNTERPART =
            "WITH " + BEARER + ", " + COUNTERPART + " SELECT b.*, cp.* FROM b LEFT JOIN cp ON TRUE";

    private static final String BEARER_ALONE = "WITH " + BEARER + " SELECT b.* FROM b";

    /** Stands for the page's user in a query whose statement reads that user from the token. */
    private static final UserId NOT_KNOWN_YET = new UserId("0");

    private final Sql sql;

    private final MinuteSweeps sweeps = new MinuteSweeps();

    private static String bearerCounting(boolean sweeping) {
        return "WITH " + counting(sweeping) + " SELECT b.*" + BUCKET_COLUMNS + " FROM b CROSS JOIN "
                + SpendingStatement.FROM;
    }

    private static String bearerCountingCounterpart(boolean sweeping) {
        return "WITH " + counting(sweeping) + ", " + COUNTERPART + " SELECT b.*" + BUCKET_COLUMNS
                + ", cp.* FROM b CROSS JOIN " + SpendingStatement.FROM + " LEFT JOIN cp ON TRUE";
    }

    AuthenticatedReads(Sql sql) {
        this.sql = sql;
    }

    /** PostgreSQL only, outside a transaction: the bearer with its request spent and what is read ahead. */
    Option<CountedBearer> bearerCounting(String tokenHash, Spending spending, ReadAhead ahead) {
        return sql.run(countingRead(tokenHash, spending, ahead));
    }

    /** The bearer with what is read ahead, nothing counted; empty when nothing is read ahead (then the caller reads the bearer alone). */
    Option<Option<CountedBearer>> bearerReading(String tokenHash, ReadAhead ahead) {
        return readingRead(tokenHash, ahead).map(sql::run);
    }

    /**
     * The statements of {@link #bearerCounting}, built and not run: JDBC runs them ({@link Sql#run}), or they
     * are sent without waiting ({@link Sql.Sender}). Building decides whether the keys' ended buckets are swept.
     */
    Sql.Read<Option<CountedBearer>> countingRead(String tokenHash, Spending spending, ReadAhead ahead) {
        List<String> rateKeys = spending.keys();
        boolean sweeping = sweeps.due(rateKeys, spending.minute());
        List<Object> params = countingParams(tokenHash, spending, 1, sweeping);
        String statement = BEARER_COUNTING[sweeping ? 1 : 0];
        if (ahead instanceof ReadAhead.CounterpartOf counterpart) {
            statement = BEARER_COUNTING_COUNTERPART[sweeping ? 1 : 0];
            params.add(Columns.key(counterpart.them()));
        }
        Option<ListAhead> list = listAhead(tokenHash, ahead);
        if (list.isDefined()) {
            return withList(
                    "reads.bearerCountingList", statement, rows -> counted(rows, rateKeys, ahead), params, list.get());
        }
        return new Sql.One<>(
                "reads.bearerCounting", statement, rows -> counted(rows, rateKeys, ahead), params.toArray());
    }

    /**
     * The requests of a node's batch spent in one statement ({@link BatchSpending#ofBearers}), all of one minute:
     * each counted as many as its keys have room for, in the order of the batch, when its token is still there
     * and its app signs nothing; one answer a request, none when it was not spent.
     */
    Sql.Read<List<Option<Spent>>> batchRead(List<String> tokenHashes, List<Spending> spendings) {
        Instant minute = spendings.get(0).minute();
        List<String> swept = new ArrayList<>();
        for (Spending spending : spendings) {
            if (sweeps.due(spending.keys(), minute)) {
                swept.addAll(spending.keys());
            }
        }
        return BatchSpending.ofBearers(tokenHashes, spendings, minute, swept);
    }

    /** One count taken back from the bucket {@code minute} of each of {@code rateKeys}: a request that did not go on. */
    Sql.Read<Void> uncountRead(List<String> rateKeys, Instant minute) {
        return new Sql.One<>("reads.uncount", UNCOUNT, rows -> null, new Object[] {
            new Sql.TextArray(rateKeys.toArray(String[]::new)), Columns.micros(minute)
        });
    }

    private static List<Object> countingParams(String tokenHash, Spending spending, int requests, boolean sweeping) {
        List<Object> params = new ArrayList<>(List.of(
                tokenHash,
                new Sql.TextArray(spending.keys().toArray(String[]::new)),
                SpendingStatement.limits(spending.limitsOf(AppStatus.LIVE)),
                SpendingStatement.limits(spending.limitsOf(AppStatus.SANDBOX)),
                SpendingStatement.limits(spending.limitsOf(AppStatus.UNREVIEWED_LIVE))));
        params.addAll(SpendingStatement.params(spending.keys(), spending.minute(), requests, sweeping));
        return params;
    }

    /** The statements of {@link #bearerReading}, built and not run; none when nothing is read ahead. */
    Option<Sql.Read<Option<CountedBearer>>> readingRead(String tokenHash, ReadAhead ahead) {
        if (ahead instanceof ReadAhead.CounterpartOf counterpart) {
            return Option.some(new Sql.One<>(
                    "reads.bearerReading", BEARER_COUNTERPART, rows -> counted(rows, List.of(), ahead), new Object[] {
                        tokenHash, Columns.key(counterpart.them())
                    }));
        }
        return listAhead(tokenHash, ahead)
                .map(list -> withList(
                        "reads.bearerReadingList",
                        BEARER_ALONE,
                        rows -> counted(rows, List.of(), ahead),
                        new ArrayList<>(List.of(tokenHash)),
                        list));
    }

    /**
     * A list read ahead ({@link ReadAhead.CommentsOf}, {@link ReadAhead.PageOf}): its statement, seen by the
     * token's user (read again by its hash in the statement, as the user is not known before the first
     * statement answers), and how its rows map once the bearer is known.
     */
    private record ListAhead(
            String text, Object[] params, Sql.FollowingReader<CountedBearer, ReadAhead.Answer> answer) {}

    private static Option<ListAhead> listAhead(String tokenHash, ReadAhead ahead) {
        OneStatementReads.UserKey bearer = OneStatementReads.UserKey.bearerOf(tokenHash);
        if (ahead instanceof ReadAhead.CommentsOf comments) {
            return Option.some(new ListAhead(
                    OneStatementReads.MEDIA_COMMENTS_OF_BEARER,
                    new Object[] {
                        comments.media().value(), tokenHash, comments.media().value()
                    },
                    (read, rows) -> new ReadAhead.CommentsRead(
                            read.bearer().user().id(), comments.media(), OneStatementReads.mediaComments(rows))));
        }
        if (ahead instanceof ReadAhead.PageOf page) {
            // the page's user: a path's id, or the token's user (self); the query's user is filled in after
            PageQuery shape = page.queryFor(NOT_KNOWN_YET);
            OneStatementReads.UserKey owner =
                    page.owner().map(OneStatementReads.UserKey::of).getOrElse(bearer);
            BoundStatement statement = OneStatementReads.ownedPageStatement(Dialect.POSTGRESQL, shape, owner, bearer);
            return Option.some(new ListAhead(statement.text(), statement.params(), (read, rows) -> {
                UserId reader = read.bearer().user().id();
                PageQuery query = page.queryFor(reader);
                return new ReadAhead.PageRead(reader, query, OneStatementReads.ownedPage(rows, query.user()));
            }));
        }
        return Option.none();
    }

    /**
     * The bearer's statement and a list's, in one exchange: the list's answer is kept only when there is a
     * bearer.
     */
    private static Sql.Read<Option<CountedBearer>> withList(
            String operation,
            String statement,
            Sql.ResultReader<Option<CountedBearer>> bearer,
            List<Object> params,
            ListAhead list) {
        return new Sql.Both<>(
                operation,
                statement,
                params.toArray(),
                bearer,
                list.text(),
                list.params(),
                (read, rows) -> read.isEmpty()
                        ? read
                        : Option.some(read.get().withReadAhead(list.answer().read(read.get(), rows))));
    }

    /** The bearer and what was read ahead, from the first row; what was spent from every row, when counting. */
    private static Option<CountedBearer> counted(Rows rows, List<String> rateKeys, ReadAhead ahead)
            throws SQLException {
        if (!rows.next()) {
            return Option.none();
        }
        Bearer bearer = JdbcAccessTokens.BEARER.map(rows);
        Option<ReadAhead.Answer> answer = Option.none();
        if (ahead instanceof ReadAhead.CounterpartOf counterpart) {
            Option<Counterpart> found = rows.getBigDecimal(COUNTERPART_USER.id()) == null
                    ? Option.none()
                    : Option.some(
                            new Counterpart(JdbcUsers.user(rows, COUNTERPART_USER), JdbcRelationships.LINKS.map(rows)));
            answer = Option.some(new ReadAhead.CounterpartRead(bearer.user().id(), counterpart.them(), found));
        }
        Option<Spent> spent = rateKeys.isEmpty() ? Option.none() : SpendingStatement.read(rows, rateKeys);
        return Option.some(new CountedBearer(bearer, spent, answer));
    }
}
