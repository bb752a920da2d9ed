package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * Checks, once at open on one connection of each source, that the host's connections are as
 * docs/embedding.md ("What your DataSource must give") says, so that a misconfigured pool fails at start with
 * a sentence instead of losing writes or isolation later.
 */
final class ConnectionRequirements {

    private ConnectionRequirements() {}

    /**
     * Checks the sources and answers the database's dialect.
     *
     * @throws IllegalStateException naming every setting that is not as Shutter needs it
     */
    static Dialect check(DataSource statements, DataSource transactions) {
        Dialect dialect;
        List<String> problems = new ArrayList<>();
        try (Connection connection = statements.getConnection()) {
            dialect = Dialect.of(connection);
            if (!connection.getAutoCommit()) {
                problems.add("the statements' connections must be in auto-commit");
            }
            if (dialect == Dialect.POSTGRESQL
                    && connection.getTransactionIsolation() != Connection.TRANSACTION_READ_COMMITTED) {
                problems.add("the statements' connections must be READ COMMITTED, not "
                        + isolation(connection.getTransactionIsolation()));
            }
        } catch (SQLException e) {
            throw StorageException.of("open", e);
        }
        if (dialect == Dialect.H2 && transactions != statements) {
            problems.add(
                    "on H2 Shutter runs transactions and statements on one source; give it no transactions' source");
        }
        if (dialect == Dialect.POSTGRESQL && transactions != statements) {
            try (Connection connection = transactions.getConnection()) {
                if (connection.getTransactionIsolation() != Connection.TRANSACTION_SERIALIZABLE) {
                    problems.add("the transactions' connections must be SERIALIZABLE, not "
                            + isolation(connection.getTransactionIsolation()));
                }
            } catch (SQLException e) {
                throw StorageException.of("open", e);
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException(
                    "Shutter cannot use this database's connections: " + String.join("; ", problems));
        }
        return dialect;
    }

    private static String isolation(int level) {
        return switch (level) {
            case Connection.TRANSACTION_NONE -> "no transactions";
            case Connection.TRANSACTION_READ_UNCOMMITTED -> "READ UNCOMMITTED";
            case Connection.TRANSACTION_READ_COMMITTED -> "READ COMMITTED";
            case Connection.TRANSACTION_REPEATABLE_READ -> "REPEATABLE READ";
            case Connection.TRANSACTION_SERIALIZABLE -> "SERIALIZABLE";
            default -> "isolation level " + level;
        };
    }
}
