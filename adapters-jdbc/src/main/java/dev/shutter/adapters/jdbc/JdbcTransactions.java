package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import dev.shutter.ports.out.Transactions;
import io.vavr.control.Either;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * Transactions on one pooled connection per thread, serializable (see {@link Dialect}), from the
 * transactions' pool; single statements from the statements' pool (one pool for both on H2). On PostgreSQL
 * with one source for both (a host's {@code DataSource}), each transaction asks for SERIALIZABLE as its
 * first statement instead, one round trip more. A nested {@code
 * execute} joins the outer transaction; a {@code Left} or an exception rolls it back. A serialization
 * failure or deadlock (40001, 40P01) runs the whole work again, up to {@link #MAX_ATTEMPTS} times after a
 * short random pause, as the port allows; after the last, the database is too busy for now ({@link
 * StorageUnavailableException}). A store call outside any transaction runs alone: one statement
 * in auto-commit, several in a transaction of their own.
 *
 * <p>Work that conflicted once runs again one at a time among the retries of this process (a fair
 * lock): a burst of transactions on one hot row (the rate counter of a token, say) then resolves in
 * turn instead of aborting one another again until the attempts run out. First attempts stay optimistic
 * and parallel, and a retry holds no connection or row while it waits for its turn.
 */
final class JdbcTransactions implements Transactions {

    /** How many times work that failed to serialize is tried in all. */
    static final int MAX_ATTEMPTS = 10;

    private final DataSource statements;
    private final DataSource transactions;
    private final Dialect dialect;
    private final boolean asksSerializable;
    private final ReentrantLock serial = new ReentrantLock();
    private final ReentrantLock retries = new ReentrantLock(true);
    private final ThreadLocal<Connection> current = new ThreadLocal<>();
    private final ThreadLocal<PendingWrites> pending = ThreadLocal.withInitial(PendingWrites::new);

    JdbcTransactions(DataSource statements, DataSource transactions, Dialect dialect) {
        this.statements = statements;
        this.transactions = transactions;
        this.dialect = dialect;
        this.asksSerializable = dialect.serializableSessions() && transactions == statements;
    }

    Dialect dialect() {
        return dialect;
    }

    /** Whether the calling thread is inside a transaction. */
    boolean inTransaction() {
        return current.get() != null;
    }

    @Override
    public <L, R> Either<L, R> execute(Supplier<Either<L, R>> work) {
        if (current.get() != null) {
            return work.get();
        }
        return retrying(() -> transaction(work));
    }

    /** Runs one statement's work in the current transaction, or alone in auto-commit when there is none. */
    <T> T run(String operation, SqlWork<T> work) {
        Connection joined = current.get();
        if (joined != null) {
            flushPending(joined);
            return apply(operation, work, joined);
        }
        return retrying(() -> autoCommitted(operation, work));
    }

    /**
     * A write whose answer nothing needs: inside a transaction on a database that takes several statements in
     * one exchange (PostgreSQL), it waits and goes with the next statement or with the {@code COMMIT}, so that
     * a transaction's writes and its commit are one round trip; elsewhere it runs at once. A statement of the
     * same transaction that comes later sends the waiting writes first, so work reads its own writes; a write
     * that fails, fails the transaction at that point, which undoes it all.
     */
    void write(String operation, String statement, Object[] params) {
        if (current.get() != null && dialect.pipelinesWrites()) {
            pending.get().add(operation, statement, params);
            return;
        }
        run(operation, connection -> {
            try (PreparedStatement prepared = connection.prepareStatement(statement)) {
                Sql.bind(prepared, params);
                return prepared.executeUpdate();
            }
        });
    }

    private void flushPending(Connection connection) {
        PendingWrites writes = pending.get();
        if (!writes.isEmpty()) {
            writes.send(connection, false);
        }
    }

    private <T> T retrying(Supplier<T> attempt) {
        try {
            return attempt.get();
        } catch (StorageException e) {
            if (!dialect.isRetryable(e.sqlState())) {
                throw e;
            }
        }
        for (int attempts = 2; ; attempts++) {
            pause(attempts - 1);
            retries.lock();
            try {
                return attempt.get();
            } catch (StorageException e) {
                if (!dialect.isRetryable(e.sqlState())) {
                    throw e;
                }
                if (attempts >= MAX_ATTEMPTS) {
                    // Too busy to serialize the work now, not broken: the caller answers 503 and Retry-After.
                    throw new StorageUnavailableException("storage operation transaction could not be serialized in "
                            + MAX_ATTEMPTS + " attempts (SQLState " + e.sqlState() + ")");
                }
            } finally {
                retries.unlock();
            }
        }
    }

    private <L, R> Either<L, R> transaction(Supplier<Either<L, R>> work) {
        lock();
        try (Connection connection = transactions.getConnection()) {
            connection.setAutoCommit(false);
            if (asksSerializable) {
                askSerializable(connection);
            }
            current.set(connection);
            boolean finished = false;
            try {
                Either<L, R> result = work.get();
                if (result.isLeft()) {
                    pending.get().clear();
                    connection.rollback();
                } else {
                    if (!pending.get().isEmpty()) {
                        pending.get().send(connection, true);
                    }
                    // after a COMMIT sent with the writes, the driver knows no transaction is open: nothing sent
                    connection.commit();
                }
                finished = true;
                return result;
            } finally {
                current.remove();
                pending.get().clear();
                if (!finished) {
                    rollBackQuietly(connection);
                }
            }
        } catch (SQLException e) {
            throw StorageException.of("transaction", e);
        } finally {
            unlock();
        }
    }

    /** For this transaction only: the connection goes back to its pool as it came. */
    private static void askSerializable(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE");
        }
    }

    private <T> T autoCommitted(String operation, SqlWork<T> work) {
        lock();
        try (Connection connection = statements.getConnection()) {
            return work.apply(connection);
        } catch (SQLException e) {
            throw StorageException.of(operation, e);
        } finally {
            unlock();
        }
    }

    private void lock() {
        if (dialect.serializedInProcess()) {
            serial.lock();
        }
    }

    private void unlock() {
        if (dialect.serializedInProcess()) {
            serial.unlock();
        }
    }

    private static <T> T apply(String operation, SqlWork<T> work, Connection connection) {
        try {
            return work.apply(connection);
        } catch (SQLException e) {
            throw StorageException.of(operation, e);
        }
    }

    /** The work already failed; a failing rollback must not hide why, and the pool discards the connection. */
    private static void rollBackQuietly(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // the failure of the work is what the caller needs to see
        }
    }

    /** Exponential backoff with full jitter: 1 to 4 ms after the first failure, doubling up to 64 ms. */
    private static void pause(int failures) {
        long bound = Math.min(64, 2L << failures);
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(1, bound + 1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StorageException("transaction", "", "interrupted while waiting to retry");
        }
    }
}
