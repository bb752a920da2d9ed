package dev.shutter.adapters.jdbc;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.PageQuery;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * The keyset query of a page of a user's edges, newest first, and its rows: run alone ({@link
 * JdbcRelationships#page}) or inside the statement that reads the page with its owner and users ({@link
 * OneStatementReads#ownedPageStatement}).
 */
final class KeysetPages {

    private KeysetPages() {}

    /** An entry of a page, from its {@code other_id} and {@code changed_at} columns. */
    static final RowMapper<EdgeEntry> ENTRY =
            row -> new EdgeEntry(Columns.userId(row, "other_id"), Columns.instant(row, "changed_at"));

    /** The keyset query of a page: columns {@code other_id, changed_at}, in order; none when it is empty. */
    static Option<BoundStatement> statement(PageQuery page) {
        return statement(page, OneStatementReads.UserKey.of(page.user()));
    }

    /** The same, with the page's user written as {@code owner} (whose user is {@code page}'s). */
    static Option<BoundStatement> statement(PageQuery page, OneStatementReads.UserKey owner) {
        if (page.edge() == Edge.NONE || page.limit() <= 0 || page.among().exists(Set::isEmpty)) {
            return Option.none();
        }
        String mine = page.direction() == Direction.INCOMING ? "followee_id" : "follower_id";
        String other = page.direction() == Direction.INCOMING ? "follower_id" : "followee_id";
        StringBuilder query = new StringBuilder("SELECT ")
                .append(other)
                .append(" AS other_id, changed_at FROM {schema}.shutter_edges WHERE ")
                .append(mine)
                .append(" = ")
                .append(owner.sql())
                .append(" AND status = ?");
        List<Object> params = new ArrayList<>(List.of(owner.param(), page.edge().wireName()));
        if (page.after().isDefined()) {
            query.append(" AND changed_at <= ? AND (changed_at < ? OR ")
                    .append(other)
                    .append(" < ?)");
            params.addAll(cursorBounds(page.after().get()));
        }
        if (page.among().isDefined()) {
            // a few users (a sandbox app's): the primary key finds them, and a handful of rows is sorted
            query.append(" AND ").append(other).append(" IN (");
            query.append(
                    String.join(", ", Collections.nCopies(page.among().get().size(), "?")));
            query.append(") ORDER BY changed_at DESC, ").append(other).append(" DESC");
            page.among().get().forEach(id -> params.add(Columns.key(id)));
        } else {
            query.append(" ORDER BY ").append(mine).append(", status, changed_at DESC, ");
            query.append(other).append(" DESC");
        }
        query.append(" FETCH FIRST ? ROWS ONLY");
        params.add(page.limit());
        return Option.some(new BoundStatement(query.toString(), params.toArray()));
    }

    /**
     * The bounds of {@code changed_at <= ? AND (changed_at < ? OR other < ?)}. Stored times are whole
     * microseconds; a cursor finer than that (not one this store gave) lies strictly after every row of
     * its microsecond, so all of them come next.
     */
    private static List<Object> cursorBounds(EdgeCursor cursor) {
        long micros = Columns.micros(cursor.at());
        boolean exact = cursor.at().getNano() % 1000 == 0;
        return List.of(micros, exact ? micros : micros + 1, Columns.key(cursor.other()));
    }
}
