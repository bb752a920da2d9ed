package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;

/**
 * Whether a transaction whose {@code COMMIT} was sent, and whose answer was lost with its connection, committed:
 * PostgreSQL is asked on a fresh connection ({@code pg_xact_status} of the id the transaction learned, {@link
 * OpenTransaction}), again and again within the storage's timeout while it cannot be asked. A transaction still
 * in progress has a session that the lost connection left on the server (its {@code COMMIT} not read yet, or
 * never to come): it is asked once more after a short pause, then that session is ended (only while it still
 * runs that transaction), which settles the transaction one way or the other.
 */
final class LostCommits {

    /** What PostgreSQL says of the transaction. */
    enum Outcome {
        /** It committed: the work applied, once. */
        COMMITTED,
        /** It was rolled back: nothing of the work applied. */
        ABORTED,
        /** PostgreSQL could not be asked within the timeout (or no longer knows the id): it may have applied. */
        UNKNOWN
    }

    private static final String STATUS = "SELECT pg_xact_status(CAST(? AS xid8))";

    /** The session is ended only while it still runs the transaction (a process id may be taken again). */
    private static final String END = "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
            + " WHERE pid = ? AND backend_xid::text = ?";

    /** The pause before asking again, in milliseconds. */
    private static final long PAUSE_MILLIS = 20;

    private final DataSource statements;
    private final long timeoutNanos;

    LostCommits(DataSource statements, long timeoutNanos) {
        this.statements = statements;
        this.timeoutNanos = timeoutNanos;
    }

    /** What became of {@code transaction}, asked within the storage's timeout from now. */
    Outcome outcome(OpenTransaction transaction) {
        long start = System.nanoTime();
        boolean seenInProgress = false;
        while (System.nanoTime() - start < timeoutNanos) {
            try (Connection connection = statements.getConnection()) {
                String status = status(connection, transaction.id());
                if ("committed".equals(status)) {
                    return Outcome.COMMITTED;
                }
                if ("aborted".equals(status)) {
                    return Outcome.ABORTED;
                }
                if (status == null) {
                    return Outcome.UNKNOWN;
                }
                if (seenInProgress) {
                    end(connection, transaction);
                }
                seenInProgress = true;
            } catch (SQLException | RuntimeException e) {
                // not asked this time: again while the timeout lasts
            }
            if (!paused()) {
                break;
            }
        }
        return Outcome.UNKNOWN;
    }

    private static String status(Connection connection, long id) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(STATUS)) {
            statement.setString(1, Long.toString(id));
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getString(1);
            }
        }
    }

    /** Ends the transaction's session; {@code backend_xid} is the id's lower 32 bits. */
    private static void end(Connection connection, OpenTransaction transaction) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(END)) {
            statement.setInt(1, transaction.backend());
            statement.setString(2, Long.toString(transaction.id() & 0xFFFF_FFFFL));
            statement.executeQuery().close();
        }
    }

    /** Whether the pause passed; an interrupted caller stops asking. */
    private static boolean paused() {
        try {
            TimeUnit.MILLISECONDS.sleep(PAUSE_MILLIS);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
