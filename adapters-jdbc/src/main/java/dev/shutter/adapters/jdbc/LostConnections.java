package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Whether a connection was lost (its session ended: terminated, restarted, timed out); one found lost has the
 * sources let go of their idle connections ({@link StorageSources#connectionsLost}).
 */
final class LostConnections {

    private final Runnable connectionsLost;

    LostConnections(Runnable connectionsLost) {
        this.connectionsLost = connectionsLost;
    }

    /** Whether {@code connection} was lost; when it was, the sources have let go of their idle connections. */
    boolean found(Connection connection) {
        if (!closed(connection)) {
            return false;
        }
        connectionsLost.run();
        return true;
    }

    private static boolean closed(Connection connection) {
        try {
            return connection.isClosed();
        } catch (SQLException e) {
            return true;
        }
    }
}
