package dev.shutter.adapters.jdbc;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Counterpart;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.MediaComments;
import dev.shutter.ports.out.OwnedPage;
import dev.shutter.ports.out.PageQuery;
import io.vavr.control.Option;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What a {@code /v1} request reads, each in one statement: one round trip, one snapshot (a statement sees
 * one), no transaction to begin or commit. The authentication of a request counts it in a statement of
 * its own ({@link AuthenticatedReads}), which reads the relationship read with it. The rows of one statement are of two parts, told
 * apart by the {@code part} column: 0 is the head (the owner, the media), 1 the list.
 */
final class OneStatementReads {

    private static final String USER_COLUMNS = Columns.qualified("u", JdbcUsers.COLUMNS);

    /**
     * The users of a list's rows, joined by {@code key}: one index probe of the users' key for each row of the
     * list, whatever the statistics say. Joined plainly on PostgreSQL, a list's users were joined by hashing
     * the whole users' table once it had analyzed it: a generic plan cannot see the page's limit, so it expects
     * a tenth of a user's edges, not 50. On 10,000 users that plan took 1.7-2.9 ms against 0.4 ms for 51
     * probes; a comment list's authors were merged along the users' key from its start. There the users come
     * from a lateral subquery that {@code OFFSET 0} keeps from being merged into the join ({@code
     * PostgresListPlansTest} checks the plans); H2, which has no lateral join, joins every table by nested
     * loops over an index, so a plain join probes the key the same way.
     */
    private static String usersOf(Dialect dialect, String key) {
        return dialect == Dialect.POSTGRESQL
                ? " LEFT JOIN LATERAL (SELECT " + USER_COLUMNS + " FROM {schema}.shutter_users u WHERE u.id = " + key
                        + " OFFSET 0) u ON TRUE"
                : " LEFT JOIN {schema}.shutter_users u ON u.id = " + key;
    }

    private static final String COUNTERPART = "SELECT " + USER_COLUMNS + "," + JdbcRelationships.LINK_COLUMNS
            + " FROM {schema}.shutter_users u WHERE u.id = ?";

    /** The comment list on PostgreSQL, seen by the user of the second parameter. */
    static final String MEDIA_COMMENTS = mediaCommentsText(Dialect.POSTGRESQL, "?");

    /** The same, seen by the user of a token: the second parameter is its hash. */
    static final String MEDIA_COMMENTS_OF_BEARER = mediaCommentsText(Dialect.POSTGRESQL, UserKey.BEARER);

    static String mediaCommentsText(Dialect dialect, String viewer) {
        return mediaCommentsText(dialect, viewer, "");
    }

    /** Reads, of a media's comments, only the one of the last parameter ({@link #mediaForCommentWrite}). */
    private static final String ONE_COMMENT = " AND c.id = ?";

    /** Reads none of a media's comments, only its head ({@link #mediaForCommentWrite}). */
    private static final String NO_COMMENT = " AND FALSE";

    /** {@link #MEDIA_COMMENTS} on {@code dialect}, its comments narrowed by {@code which} (a condition on {@code c}). */
    private static String mediaCommentsText(Dialect dialect, String viewer, String which) {
        return "WITH m AS (SELECT id, owner_id FROM {schema}.shutter_media WHERE id = ?)"
                + " SELECT 0 AS part, m.id AS media_id, m.owner_id,"
                + " EXISTS (SELECT 1 FROM {schema}.shutter_blocks WHERE blocker_id = m.owner_id AND blocked_id = "
                + viewer + ") AS blocked,"
                + " NULL AS comment_id, NULL AS from_id, NULL AS text, NULL AS created_time, " + USER_COLUMNS
                + " FROM m JOIN {schema}.shutter_users u ON u.id = m.owner_id"
                + " UNION ALL SELECT 1, c.media_id, NULL, FALSE, c.id, c.from_id, c.text, c.created_time, "
                + USER_COLUMNS
                + " FROM {schema}.shutter_comments c" + usersOf(dialect, "c.from_id")
                + " WHERE c.media_id = ?" + which
                + " ORDER BY part, created_time, comment_id";
    }

    private static String ownedPageHead(UserKey viewer, UserKey owner) {
        return "SELECT 0 AS part, " + USER_COLUMNS
                + ", EXISTS (SELECT 1 FROM {schema}.shutter_blocks WHERE blocker_id = u.id AND blocked_id = "
                + viewer.sql() + ") AS blocked,"
                + " NULL AS other_id, NULL AS changed_at FROM {schema}.shutter_users u WHERE u.id = " + owner.sql();
    }

    private static String ownedPageEntries(Dialect dialect) {
        return " UNION ALL SELECT 1, " + USER_COLUMNS + ", FALSE, p.other_id, p.changed_at FROM p"
                + usersOf(dialect, "p.other_id") + " ORDER BY part, changed_at DESC, other_id DESC";
    }

    /**
     * A user's key in a statement: a parameter, or the user of a token read in the same statement (for what
     * is read ahead with a request's authentication, before its user is known).
     */
    record UserKey(String sql, Object param) {

        /** The user of the token whose hash is the parameter. */
        static final String BEARER = "(SELECT user_id FROM {schema}.shutter_access_tokens WHERE token_hash = ?)";

        static UserKey of(UserId id) {
            return new UserKey("?", Columns.key(id));
        }

        static UserKey bearerOf(String tokenHash) {
            return new UserKey(BEARER, tokenHash);
        }
    }

    private final Sql sql;
    private final Dialect dialect;
    private final String mediaComments;
    private final String mediaAlone;
    private final String mediaWithOneComment;

    OneStatementReads(Sql sql, Dialect dialect) {
        this.sql = sql;
        this.dialect = dialect;
        this.mediaComments = mediaCommentsText(dialect, "?");
        this.mediaAlone = mediaCommentsText(dialect, "?", NO_COMMENT);
        this.mediaWithOneComment = mediaCommentsText(dialect, "?", ONE_COMMENT);
    }

    /** The user {@code them} with the links between {@code me} and them. */
    Option<Counterpart> counterpart(UserId me, UserId them) {
        Object[] params = Stream.concat(Stream.of(JdbcRelationships.linkParams(me, them)), Stream.of(Columns.key(them)))
                .toArray();
        return sql.first(
                "reads.counterpart",
                COUNTERPART,
                row -> new Counterpart(JdbcUsers.USER.map(row), JdbcRelationships.LINKS.map(row)),
                params);
    }

    /** A media with its owner, the owner's block of the viewer, its comments and authors. */
    Option<MediaComments> mediaComments(MediaId id, UserId viewer) {
        return sql.read(
                "reads.mediaComments",
                mediaComments,
                OneStatementReads::mediaComments,
                id.value(),
                Columns.key(viewer),
                id.value());
    }

    /** What a comment write reads: a media with its owner, the owner's block of the viewer, and {@code comment}. */
    Option<MediaComments> mediaForCommentWrite(MediaId id, Option<CommentId> comment, UserId viewer) {
        return comment.isEmpty()
                ? sql.read(
                        "reads.mediaForCommentWrite",
                        mediaAlone,
                        OneStatementReads::mediaComments,
                        id.value(),
                        Columns.key(viewer),
                        id.value())
                : sql.read(
                        "reads.mediaForCommentWrite",
                        mediaWithOneComment,
                        OneStatementReads::mediaComments,
                        id.value(),
                        Columns.key(viewer),
                        id.value(),
                        Columns.key(comment.get()));
    }

    /** The rows of {@link #MEDIA_COMMENTS} or {@link #MEDIA_COMMENTS_OF_BEARER}. */
    static Option<MediaComments> mediaComments(Rows rows) throws SQLException {
        List<Row<Head<Media>, Comment, User>> read = new ArrayList<>();
        while (rows.next()) {
            read.add(
                    rows.getInt("part") == 0
                            ? new Row<>(
                                    0,
                                    new Head<>(
                                            new Media(
                                                    new MediaId(rows.getString("media_id")),
                                                    Columns.userId(rows, "owner_id")),
                                            JdbcUsers.USER.map(rows),
                                            rows.getBoolean("blocked")),
                                    null)
                            : new Row<>(1, null, new Keyed<>(comment(rows), optionalUser(rows))));
        }
        return Parts.of(read)
                .map(parts -> new MediaComments(
                        parts.head().value(),
                        parts.head().user(),
                        parts.head().blocked(),
                        parts.items(),
                        parts.users()));
    }

    /** A page with its owner, the owner's block of the viewer and the users of its entries. */
    Option<OwnedPage> ownedPage(PageQuery query, UserId viewer) {
        BoundStatement statement = ownedPageStatement(dialect, query, UserKey.of(query.user()), UserKey.of(viewer));
        return sql.read("reads.ownedPage", statement.text(), rows -> ownedPage(rows, query.user()), statement.params());
    }

    /**
     * The statement of {@link #ownedPage} on {@code dialect}: the page of {@code query} (whose user is {@code
     * owner}'s) with its owner, seen by {@code viewer}.
     */
    static BoundStatement ownedPageStatement(Dialect dialect, PageQuery query, UserKey owner, UserKey viewer) {
        Option<BoundStatement> page = KeysetPages.statement(query, owner);
        String pageText = page.map(BoundStatement::text)
                .getOrElse("SELECT CAST(NULL AS NUMERIC) AS other_id, CAST(NULL AS BIGINT) AS changed_at WHERE FALSE");
        List<Object> params = new ArrayList<>();
        page.forEach(p -> params.addAll(List.of(p.params())));
        params.add(viewer.param());
        params.add(owner.param());
        return new BoundStatement(
                "WITH p AS (" + pageText + ") " + ownedPageHead(viewer, owner) + ownedPageEntries(dialect),
                params.toArray());
    }

    /** The rows of {@link #ownedPageStatement}, the page of {@code owner}. */
    static Option<OwnedPage> ownedPage(Rows rows, UserId owner) throws SQLException {
        List<Row<Head<UserId>, EdgeEntry, User>> read = new ArrayList<>();
        while (rows.next()) {
            read.add(
                    rows.getInt("part") == 0
                            ? new Row<>(
                                    0, new Head<>(owner, JdbcUsers.USER.map(rows), rows.getBoolean("blocked")), null)
                            : new Row<>(1, null, new Keyed<>(KeysetPages.ENTRY.map(rows), optionalUser(rows))));
        }
        return Parts.of(read)
                .map(parts -> new OwnedPage(parts.head().user(), parts.head().blocked(), parts.items(), parts.users()));
    }

    private static Comment comment(Rows row) throws SQLException {
        return new Comment(
                Columns.commentId(row, "comment_id"),
                new MediaId(row.getString("media_id")),
                Columns.userId(row, "from_id"),
                CommentText.trusted(row.getString("text")),
                Columns.instant(row, "created_time"));
    }

    /** The user of a LEFT JOIN's columns, null when none joined. */
    private static User optionalUser(Rows row) throws SQLException {
        return row.getBigDecimal("id") == null ? null : JdbcUsers.USER.map(row);
    }

    /** A row of a two-part statement: its head or one item of its list. */
    private record Row<H, K, V>(int part, H head, Keyed<K, V> item) {}

    /** One item of a list and what came joined with it (null when nothing did). */
    private record Keyed<K, V>(K key, V value) {}

    /** A head, its list in order, and the users joined with the list's items, by id. */
    private record Parts<H, K>(H head, List<K> items, Map<UserId, User> users) {

        /** The parts of a statement's rows; none when there is no head (the first row of a statement). */
        static <H, K> Option<Parts<H, K>> of(List<Row<H, K, User>> rows) {
            if (rows.isEmpty() || rows.get(0).part() != 0) {
                return Option.none();
            }
            List<K> items = new ArrayList<>();
            Map<UserId, User> users = new HashMap<>();
            for (Row<H, K, User> row : rows.subList(1, rows.size())) {
                items.add(row.item().key());
                if (row.item().value() != null) {
                    users.put(row.item().value().id(), row.item().value());
                }
            }
            return Option.some(new Parts<>(rows.get(0).head(), items, users));
        }
    }

    /** The head of a list: the thing it belongs to, its owner, and whether the owner blocks the viewer. */
    private record Head<T>(T value, User user, boolean blocked) {}
}
