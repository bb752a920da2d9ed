package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * A transaction in progress on one connection, and what goes before its first statement, in the same exchange
 * (its head): on PostgreSQL the query of what it learns of itself, so that a {@code COMMIT} whose answer is lost
 * can be asked about ({@link LostCommits}): its transaction id and its session's process; for a transaction that
 * locks what it works on ({@link Locking}), its isolation and its locks before that. The head goes first in the
 * text of the transaction's first exchange (no round trip more), so that the id is known before the exchange
 * that carries the {@code COMMIT}, whose answer may be lost with the {@code COMMIT}'s, and so that its reads come
 * after its locks.
 */
final class OpenTransaction {

    /** Its id (assigned now if it had none: a transaction that writes takes one anyway) and its process. */
    static final String ID_QUERY = "SELECT pg_current_xact_id()::text, pg_backend_pid()";

    private static final long UNKNOWN = -1;

    private final Connection connection;
    private final List<String> head = new ArrayList<>();
    private final List<Object> headParams = new ArrayList<>();
    private final int idAt;
    private boolean headSent;
    private long id = UNKNOWN;
    private int backend;
    private boolean sent;
    private boolean commitSent;

    /**
     * A transaction on {@code connection}: {@code learnsId} where lost commits are asked about (PostgreSQL);
     * {@code before}, statements that must go first (the isolation it asks); then, unless none, its locks.
     */
    OpenTransaction(Connection connection, boolean learnsId, List<String> before, Locking locking) {
        this.connection = connection;
        head.addAll(before);
        if (locking != null) {
            head.add(Locking.READ_COMMITTED);
        }
        idAt = learnsId ? head.size() : -1;
        String locks = locking == null ? "" : locking.locks();
        if (learnsId) {
            head.add(locks.isEmpty() ? ID_QUERY : ID_QUERY + ", " + locks);
        } else if (!locks.isEmpty()) {
            head.add("SELECT " + locks);
        }
        if (locking != null) {
            headParams.addAll(locking.params());
        }
    }

    Connection connection() {
        return connection;
    }

    /** Whether the next exchange must carry the head: it has one, not sent yet. */
    boolean sendsHead() {
        return !headSent && !head.isEmpty();
    }

    /** Whether a statement was sent: before it, the driver opened nothing, and its commit sends nothing. */
    boolean sentAny() {
        return sent;
    }

    /** Notes that a statement goes to the database. */
    void sending() {
        sent = true;
    }

    /** Notes that the exchange that carries the {@code COMMIT} goes out now: from here, its answer may be lost. */
    void committing() {
        commitSent = true;
    }

    /** Whether the {@code COMMIT} went out: before, a lost connection applied nothing. */
    boolean commitSent() {
        return commitSent;
    }

    /** {@code text}, after the head when it {@link #sendsHead}. */
    String text(String text) {
        return sendsHead() ? String.join(";\n", head) + ";\n" + text : text;
    }

    private String headText() {
        return String.join(";\n", head);
    }

    /** {@code params}, after the head's when it {@link #sendsHead}. */
    Object[] params(Object[] params) {
        if (!sendsHead() || headParams.isEmpty()) {
            return params;
        }
        Object[] all = new Object[headParams.size() + params.length];
        headParams.toArray(all);
        System.arraycopy(params, 0, all, headParams.size(), params.length);
        return all;
    }

    /**
     * Reads the head's results from {@code executed} (run with {@link #text} while it {@link #sendsHead}),
     * learning the id, and moves to the first result after them.
     */
    void readHead(PreparedStatement executed) throws SQLException {
        for (int i = 0; i < head.size(); i++) {
            if (i == idAt) {
                learn(executed);
            }
            executed.getMoreResults();
        }
        headSent = true;
    }

    /** Sends the head in an exchange of its own. */
    void sendHeadAlone() {
        sending();
        try (PreparedStatement statement = connection.prepareStatement(headText())) {
            Sql.bind(statement, params(new Object[0]));
            statement.execute();
            readHead(statement);
        } catch (SQLException e) {
            throw StorageException.of("transaction", e);
        }
    }

    private void learn(PreparedStatement executed) throws SQLException {
        try (ResultSet rows = executed.getResultSet()) {
            if (rows == null || !rows.next()) {
                throw new SQLException("the transaction's id was not answered");
            }
            id = Long.parseLong(rows.getString(1));
            backend = rows.getInt(2);
        }
    }

    /** Whether the id is known: a lost commit can be asked about. */
    boolean knowsId() {
        return id != UNKNOWN;
    }

    long id() {
        return id;
    }

    /** The process of its session on the server. */
    int backend() {
        return backend;
    }
}
