package dev.shutter.adapters.jdbc;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.PageQuery;
import dev.shutter.ports.out.PairLinks;
import dev.shutter.ports.out.Relationships;
import io.vavr.control.Option;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * Edges and blocks. A page is a keyset query on the index of its direction, (user, status, changed_at
 * DESC, other DESC): it seeks to the cursor and reads {@code limit} rows, so a deep page costs what the
 * first does. The ORDER BY names the index's equality columns too, which lets H2 read the index in order.
 */
final class JdbcRelationships implements Relationships {

    private static final RowMapper<Edge> STATUS = row -> edgeNamed(row.getString("status"));

    /**
     * The links between two users as columns {@code mine, theirs, i_block, they_block}; parameters: me,
     * them, them, me, me, them, them, me.
     */
    static final String LINK_COLUMNS = ""
            + " (SELECT status FROM {schema}.shutter_edges WHERE follower_id = ? AND followee_id = ?) AS mine,"
            + " (SELECT status FROM {schema}.shutter_edges WHERE follower_id = ? AND followee_id = ?) AS theirs,"
            + " EXISTS (SELECT 1 FROM {schema}.shutter_blocks WHERE blocker_id = ? AND blocked_id = ?) AS i_block,"
            + " EXISTS (SELECT 1 FROM {schema}.shutter_blocks WHERE blocker_id = ? AND blocked_id = ?) AS they_block";

    private static final String BETWEEN = "SELECT" + LINK_COLUMNS;

    /** The links of {@link #LINK_COLUMNS}. */
    static final RowMapper<PairLinks> LINKS = row -> new PairLinks(
            edgeOrNone(row.getString("mine")),
            edgeOrNone(row.getString("theirs")),
            row.getBoolean("i_block"),
            row.getBoolean("they_block"));

    /** The parameters of {@link #LINK_COLUMNS}. */
    static Object[] linkParams(UserId me, UserId them) {
        BigDecimal a = Columns.key(me);
        BigDecimal b = Columns.key(them);
        return new Object[] {a, b, b, a, a, b, b, a};
    }

    private final Sql sql;

    JdbcRelationships(Sql sql) {
        this.sql = sql;
    }

    @Override
    public Edge edge(UserId from, UserId to) {
        return sql.first(
                        "relationships.edge",
                        "SELECT status FROM {schema}.shutter_edges WHERE follower_id = ? AND followee_id = ?",
                        STATUS,
                        Columns.key(from),
                        Columns.key(to))
                .getOrElse(Edge.NONE);
    }

    @Override
    public void setEdge(UserId from, UserId to, Edge edge, Instant at) {
        if (sql.onConflict()) {
            setEdgeInOneStatement(from, to, edge, at);
            return;
        }
        sql.atomically(() -> {
            Edge old = edge(from, to);
            if (old == edge) {
                return false;
            }
            if (edge == Edge.NONE) {
                sql.update(
                        "relationships.setEdge",
                        "DELETE FROM {schema}.shutter_edges WHERE follower_id = ? AND followee_id = ?",
                        Columns.key(from),
                        Columns.key(to));
            } else if (old == Edge.NONE) {
                sql.update(
                        "relationships.setEdge",
                        "INSERT INTO {schema}.shutter_edges (follower_id, followee_id, status, changed_at) VALUES (?, ?, ?, ?)",
                        Columns.storable(from),
                        Columns.storable(to),
                        edge.wireName(),
                        Columns.micros(at));
            } else {
                sql.update(
                        "relationships.setEdge",
                        "UPDATE {schema}.shutter_edges SET status = ?, changed_at = ? WHERE follower_id = ? AND followee_id = ?",
                        edge.wireName(),
                        Columns.micros(at),
                        Columns.key(from),
                        Columns.key(to));
            }
            return true;
        });
    }

    /**
     * PostgreSQL: one statement that needs no read first (an upsert that leaves a row in the same state
     * untouched, or a delete), so inside a transaction it goes with the commit.
     */
    private void setEdgeInOneStatement(UserId from, UserId to, Edge edge, Instant at) {
        if (edge == Edge.NONE) {
            sql.write(
                    "relationships.setEdge",
                    "DELETE FROM {schema}.shutter_edges WHERE follower_id = ? AND followee_id = ?",
                    Columns.key(from),
                    Columns.key(to));
            return;
        }
        sql.write(
                "relationships.setEdge",
                "INSERT INTO {schema}.shutter_edges (follower_id, followee_id, status, changed_at) VALUES (?, ?, ?, ?)"
                        + " ON CONFLICT (follower_id, followee_id) DO UPDATE"
                        + " SET status = EXCLUDED.status, changed_at = EXCLUDED.changed_at"
                        + " WHERE shutter_edges.status <> EXCLUDED.status",
                Columns.storable(from),
                Columns.storable(to),
                edge.wireName(),
                Columns.micros(at));
    }

    @Override
    public boolean blocks(UserId blocker, UserId blocked) {
        return sql.first(
                        "relationships.blocks",
                        "SELECT 1 FROM {schema}.shutter_blocks WHERE blocker_id = ? AND blocked_id = ?",
                        row -> true,
                        Columns.key(blocker),
                        Columns.key(blocked))
                .isDefined();
    }

    @Override
    public void setBlock(UserId blocker, UserId blocked, boolean blocking) {
        if (sql.onConflict()) {
            sql.write(
                    "relationships.setBlock",
                    blocking
                            ? "INSERT INTO {schema}.shutter_blocks (blocker_id, blocked_id) VALUES (?, ?) ON CONFLICT DO NOTHING"
                            : "DELETE FROM {schema}.shutter_blocks WHERE blocker_id = ? AND blocked_id = ?",
                    blocking ? Columns.storable(blocker) : Columns.key(blocker),
                    blocking ? Columns.storable(blocked) : Columns.key(blocked));
            return;
        }
        sql.atomically(() -> {
            if (blocking == blocks(blocker, blocked)) {
                return false;
            }
            if (blocking) {
                sql.update(
                        "relationships.setBlock",
                        "INSERT INTO {schema}.shutter_blocks (blocker_id, blocked_id) VALUES (?, ?)",
                        Columns.storable(blocker),
                        Columns.storable(blocked));
            } else {
                sql.update(
                        "relationships.setBlock",
                        "DELETE FROM {schema}.shutter_blocks WHERE blocker_id = ? AND blocked_id = ?",
                        Columns.key(blocker),
                        Columns.key(blocked));
            }
            return true;
        });
    }

    /** The four lookups of the default in one statement: one round trip. */
    @Override
    public PairLinks between(UserId me, UserId them) {
        return sql.first("relationships.between", BETWEEN, LINKS, linkParams(me, them))
                .get();
    }

    @Override
    public List<UserId> requestersOf(UserId user) {
        return sql.list(
                "relationships.requestersOf",
                "SELECT follower_id FROM {schema}.shutter_edges WHERE followee_id = ? AND status = ?"
                        + " ORDER BY followee_id, status, changed_at DESC, follower_id DESC",
                row -> Columns.userId(row, "follower_id"),
                Columns.key(user),
                Edge.REQUESTED.wireName());
    }

    @Override
    public List<EdgeEntry> page(
            UserId user,
            Direction direction,
            Edge edge,
            Option<EdgeCursor> after,
            int limit,
            Option<Set<UserId>> among) {
        Option<BoundStatement> statement =
                KeysetPages.statement(new PageQuery(user, direction, edge, after, limit, among));
        if (statement.isEmpty()) {
            return Collections.emptyList();
        }
        return sql.list(
                "relationships.page",
                statement.get().text(),
                KeysetPages.ENTRY,
                statement.get().params());
    }

    private static Edge edgeOrNone(String status) {
        return status == null ? Edge.NONE : edgeNamed(status);
    }

    private static Edge edgeNamed(String status) {
        for (Edge edge : Edge.values()) {
            if (edge.wireName().equals(status)) {
                return edge;
            }
        }
        throw new IllegalStateException("unknown edge status in storage");
    }

    @Override
    public List<UserId> blockedBy(UserId blocker) {
        return sql.list(
                "relationships.blockedBy",
                "SELECT blocked_id FROM {schema}.shutter_blocks WHERE blocker_id = ? ORDER BY blocked_id",
                row -> Columns.userId(row, "blocked_id"),
                Columns.key(blocker));
    }

    @Override
    public void removeAllOf(UserId user) {
        BigDecimal key = Columns.key(user);
        sql.atomically(() -> {
            sql.update(
                    "relationships.removeAllOf",
                    "DELETE FROM {schema}.shutter_edges WHERE follower_id = ? OR followee_id = ?",
                    key,
                    key);
            sql.update(
                    "relationships.removeAllOf",
                    "DELETE FROM {schema}.shutter_blocks WHERE blocker_id = ? OR blocked_id = ?",
                    key,
                    key);
            return true;
        });
    }
}
