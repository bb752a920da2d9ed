package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * A statement's work outside any transaction, alone in auto-commit on a connection of the statements' pool. On a
 * connection found lost, a read runs again ({@link Retries}, on another connection); a write does not, and fails
 * saying it may have applied ({@link StorageException#sentAndLost}): its answer was lost, not what it did.
 */
final class AutoCommittedWork {

    private final DataSource statements;
    private final InProcessSerial serial;
    private final LostConnections lost;

    AutoCommittedWork(DataSource statements, InProcessSerial serial, LostConnections lost) {
        this.statements = statements;
        this.serial = serial;
        this.lost = lost;
    }

    /** {@code work}'s answer; {@code reads} when it only reads, and may run again on a lost connection. */
    <T> T run(String operation, SqlWork<T> work, boolean reads) {
        serial.lock();
        try (Connection connection = statements.getConnection()) {
            try {
                return work.apply(connection);
            } catch (SQLException e) {
                RuntimeException failure = StorageException.of(operation, e);
                if (failure instanceof StorageUnavailableException unavailable && lost.found(connection)) {
                    throw reads ? new Retries.LostConnection(unavailable) : StorageException.sentAndLost(unavailable);
                }
                throw failure;
            }
        } catch (SQLException e) {
            throw StorageException.of(operation, e);
        } finally {
            serial.unlock();
        }
    }
}
