package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * The readiness probe behind {@link JdbcStorage#checkReachable}: a connection of the statements' source asked
 * whether it is valid, and, when it is not, a fresh one after the pools let go of their idle connections.
 */
final class ReachabilityProbe {

    /** How long the readiness probe waits for the database's answer. */
    private static final int PROBE_SECONDS = 2;

    private ReachabilityProbe() {}

    /**
     * Returns when a connection of {@code statements} answers, asking a fresh one after {@code connectionsLost}
     * when the first did not; else throws {@link StorageUnavailableException}, or a {@link StorageException} when
     * the fresh one failed.
     */
    static void check(DataSource statements, Runnable connectionsLost) {
        try {
            if (probe(statements)) {
                return;
            }
        } catch (SQLException e) {
            // a connection whose session had ended: a fresh one is asked below
        }
        connectionsLost.run();
        try {
            if (probe(statements)) {
                return;
            }
        } catch (SQLException e) {
            throw StorageException.of("probe", e);
        }
        throw new StorageUnavailableException("the database did not answer the probe");
    }

    private static boolean probe(DataSource statements) throws SQLException {
        try (Connection connection = statements.getConnection()) {
            return connection.isValid(PROBE_SECONDS);
        }
    }
}
