package dev.shutter.adapters.jdbc;

import java.sql.SQLException;

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

    /** Wraps {@code cause} keeping only what is safe to log. */
    static StorageException of(String operation, SQLException cause) {
        String state = cause.getSQLState() == null ? "" : cause.getSQLState();
        return new StorageException(operation, state, cause.getClass().getSimpleName());
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
