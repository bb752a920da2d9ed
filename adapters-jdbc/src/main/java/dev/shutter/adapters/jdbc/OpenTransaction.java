package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A transaction in progress on one connection, and, on PostgreSQL, what it learns of itself so that a {@code
 * COMMIT} whose answer is lost can be asked about ({@link LostCommits}): its transaction id and its session's
 * process. It learns them with its first statement, in the same exchange (the query of the id goes first in the
 * statement's text: no round trip more), so that they are known before the exchange that carries the {@code
 * COMMIT}, whose answer may be lost with the {@code COMMIT}'s.
 */
final class OpenTransaction {

    /** Its id (assigned now if it had none: a transaction that writes takes one anyway) and its process. */
    static final String ID_QUERY = "SELECT pg_current_xact_id()::text, pg_backend_pid()";

    private static final long UNKNOWN = -1;

    private final Connection connection;
    private final boolean learnsId;
    private long id = UNKNOWN;
    private int backend;
    private boolean sent;
    private boolean commitSent;

    /** A transaction on {@code connection}; {@code learnsId} where lost commits are asked about (PostgreSQL). */
    OpenTransaction(Connection connection, boolean learnsId) {
        this.connection = connection;
        this.learnsId = learnsId;
    }

    Connection connection() {
        return connection;
    }

    /** Whether the next exchange must ask the id: a transaction that may be asked about and does not know it. */
    boolean asksId() {
        return learnsId && id == UNKNOWN;
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

    /** {@code text}, after the query of the id when {@code asks}. */
    static String text(String text, boolean asks) {
        return asks ? ID_QUERY + ";\n" + text : text;
    }

    /** Reads the id from the first result of {@code executed} (run with {@link #text}) and moves to its next. */
    void learn(PreparedStatement executed) throws SQLException {
        try (ResultSet rows = executed.getResultSet()) {
            if (rows == null || !rows.next()) {
                throw new SQLException("the transaction's id was not answered");
            }
            id = Long.parseLong(rows.getString(1));
            backend = rows.getInt(2);
        }
        executed.getMoreResults();
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
