package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;

/**
 * A database failure, unchecked so that it passes through the ports, which know nothing of JDBC. It names
 * the store operation and the SQLState but never the SQL, its values or the driver's message (drivers put
 * key values, such as token hashes, into theirs), and it does not chain the {@link SQLException} for the
 * same reason: a logged stack trace stays free of stored data.
 */
public final class StorageException extends RuntimeException {

    private final String operation;
    private final String sqlState;

    StorageException(String operation, String sqlState, String detail) {
        super("storage operation " + operation + " failed" + (sqlState.isEmpty() ? "" : " (SQLState " + sqlState + ")")
                + (detail.isEmpty() ? "" : ": " + detail));
        this.operation = operation;
        this.sqlState = sqlState;
    }

    /**
     * Wraps {@code cause} keeping only what is safe to log: a {@link StorageUnavailableException} when the
     * database cannot be reached for now, else a {@code StorageException}.
     */
    static RuntimeException of(String operation, SQLException cause) {
        String state = cause.getSQLState() == null ? "" : cause.getSQLState();
        if (unreachable(cause, state)) {
            return unavailable(operation, state);
        }
        return new StorageException(operation, state, cause.getClass().getSimpleName());
    }

    /**
     * The same for a failure of a client other than JDBC's ({@code EventLoopReads}), told by its SQLState
     * ({@code state}, empty when none) and its kind, the simple name of its class.
     */
    static RuntimeException of(String operation, String state, String kind) {
        return unreachableState(state) ? unavailable(operation, state) : new StorageException(operation, state, kind);
    }

    /** The database could not be reached for {@code operation}; {@code state} empty when there is none. */
    static StorageUnavailableException unavailable(String operation, String state) {
        return new StorageUnavailableException("storage operation " + operation + " could not reach the database"
                + (state.isEmpty() ? "" : " (SQLState " + state + ")"));
    }

    /**
     * {@code failure} of a write that was sent and whose answer was lost with its connection (a {@code COMMIT}
     * PostgreSQL could not be asked about, a statement in auto-commit): it may have applied, and says so.
     */
    static StorageUnavailableException sentAndLost(StorageUnavailableException failure) {
        return StorageUnavailableException.mayHaveApplied(
                failure.getMessage() + ", its write sent and the answer lost: it may have applied");
    }

    /**
     * A connection failure (SQLState class 08), a server shutting down or starting (57P01-57P03), a statement
     * cancelled past the storage's timeout (57014), too many connections (53300), or the pool's wait for a
     * connection running out.
     */
    static boolean unreachable(SQLException cause, String state) {
        return unreachableState(state)
                || cause instanceof SQLTransientConnectionException
                || cause instanceof SQLRecoverableException;
    }

    /** A connection failure, a server shutting down or starting, a statement timed out, or too many connections. */
    static boolean unreachableState(String state) {
        return state.startsWith("08")
                || state.equals("57P01")
                || state.equals("57P02")
                || state.equals("57P03")
                || state.equals("57014")
                || state.equals("53300");
    }

    /** The store operation that failed, such as {@code users.add}. */
    public String operation() {
        return operation;
    }

    /** The SQLState of the failure; empty when the driver gave none. */
    public String sqlState() {
        return sqlState;
    }
}
