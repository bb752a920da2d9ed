package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import dev.shutter.ports.out.Transactions;
import io.vavr.control.Either;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
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
 * short random pause, as the port allows, a retry starting only within the storage's timeout of the first
 * attempt; after that, the database is too busy for now ({@link StorageUnavailableException}). A store call outside any transaction runs alone: one statement
 * in auto-commit, several in a transaction of their own.
 *
 * <p>Work that conflicted once runs again one at a time among the retries of this process (a fair
 * lock): a burst of transactions on one hot row (the rate counter of a token, say) then resolves in
 * turn instead of aborting one another again until the attempts run out. First attempts stay optimistic
 * and parallel, and a retry holds no connection or row while it waits for its turn.
 *
 * <p>A connection found lost (its session ended: terminated, restarted, timed out) has the sources let go of
 * their idle connections ({@link StorageSources#connectionsLost}). A transaction whose connection was lost
 * before its {@code COMMIT} was sent did nothing, and runs again, once, on another connection, when it failed
 * within half the storage's timeout (a session that had ended fails at once; one that timed out is not tried
 * again, which would double the wait); so does a read ({@link #read}). A {@code COMMIT} whose answer was lost, and a single write in auto-commit, may or may not
 * have applied: they fail as the database unavailable, and are not sent again.
 */
final class JdbcTransactions implements Transactions {

    /** How many times work that failed to serialize is tried in all. */
    static final int MAX_ATTEMPTS = 10;

    /** How many times work whose connection was lost before it could apply is tried in all. */
    static final int LOST_CONNECTION_ATTEMPTS = 2;

    private final DataSource statements;
    private final DataSource transactions;
    private final Runnable connectionsLost;
    private final long retryWithinNanos;
    private final long timeoutNanos;
    private final Dialect dialect;
    private final boolean asksSerializable;
    private final ReentrantLock serial = new ReentrantLock();
    private final ReentrantLock retries = new ReentrantLock(true);
    private final ThreadLocal<Connection> current = new ThreadLocal<>();
    private final ThreadLocal<PendingWrites> pending = ThreadLocal.withInitial(PendingWrites::new);

    JdbcTransactions(DataSource statements, DataSource transactions, Dialect dialect) {
        this(StorageSources.host(statements, transactions), dialect);
    }

    JdbcTransactions(StorageSources sources, Dialect dialect) {
        DataSource statements = sources.statements();
        DataSource transactions = sources.transactions();
        this.statements = statements;
        this.transactions = transactions;
        this.connectionsLost = sources.connectionsLost();
        this.timeoutNanos = sources.timeout().toNanos();
        this.retryWithinNanos = timeoutNanos / 2;
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
        return retrying(() -> autoCommitted(operation, work, false));
    }

    /**
     * {@link #run}, for work that only reads: outside a transaction, it runs again on another connection when
     * its connection was found lost.
     */
    <T> T read(String operation, SqlWork<T> work) {
        Connection joined = current.get();
        if (joined != null) {
            flushPending(joined);
            return apply(operation, work, joined);
        }
        return retrying(() -> autoCommitted(operation, work, true));
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
        long start = System.nanoTime();
        try {
            return lostOnce(attempt);
        } catch (StorageException e) {
            if (!dialect.isRetryable(e.sqlState())) {
                throw e;
            }
        }
        for (int attempts = 2; ; attempts++) {
            pause(attempts - 1);
            if (!takeTurn(start)) {
                throw tooBusy(attempts - 1, "within the storage's timeout");
            }
            try {
                return lostOnce(attempt);
            } catch (StorageException e) {
                if (!dialect.isRetryable(e.sqlState())) {
                    throw e;
                }
                if (attempts >= MAX_ATTEMPTS) {
                    throw tooBusy(attempts, "(SQLState " + e.sqlState() + ")");
                }
            } finally {
                retries.unlock();
            }
        }
    }

    /**
     * Waits for this retry's turn among the retries of this process, while the storage's timeout since the
     * first attempt lasts: a retry starts only within it, so that a request that keeps conflicting (or waits
     * behind others that do) answers within a few timeouts instead of one timeout per attempt.
     */
    private boolean takeTurn(long start) {
        long left = timeoutNanos - (System.nanoTime() - start);
        try {
            return left > 0 && retries.tryLock(left, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StorageException("transaction", "", "interrupted while waiting to retry");
        }
    }

    /** Too busy to serialize the work now, not broken: the caller answers 503 and Retry-After. */
    private static StorageUnavailableException tooBusy(int attempts, String detail) {
        return new StorageUnavailableException(
                "storage operation transaction could not be serialized in " + attempts + " attempts " + detail);
    }

    /**
     * {@code attempt}, once more when it found its connection lost before it could apply, quickly (a session
     * that had ended answers at once): not after waiting out a timeout, which would double the caller's wait.
     */
    private <T> T lostOnce(Supplier<T> attempt) {
        long start = System.nanoTime();
        for (int attempts = 1; ; attempts++) {
            try {
                return attempt.get();
            } catch (LostConnection lost) {
                if (attempts >= LOST_CONNECTION_ATTEMPTS || System.nanoTime() - start > retryWithinNanos) {
                    throw lost.failure;
                }
            }
        }
    }

    private <L, R> Either<L, R> transaction(Supplier<Either<L, R>> work) {
        lock();
        boolean committing = false;
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
                    committing = true;
                    if (!pending.get().isEmpty()) {
                        pending.get().send(connection, true);
                    }
                    // after a COMMIT sent with the writes, the driver knows no transaction is open: nothing sent
                    connection.commit();
                }
                finished = true;
                return result;
            } catch (StorageUnavailableException e) {
                throw lost(connection, e, !committing);
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

    /**
     * {@code failure} as it goes on: when {@code connection} was lost, the sources let go of their idle
     * connections, and the work runs again when {@code unapplied} (nothing of it can have committed).
     */
    private RuntimeException lost(Connection connection, StorageUnavailableException failure, boolean unapplied) {
        boolean closed;
        try {
            closed = connection.isClosed();
        } catch (SQLException e) {
            closed = true;
        }
        if (!closed) {
            return failure;
        }
        connectionsLost.run();
        return unapplied ? new LostConnection(failure) : failure;
    }

    /** For this transaction only: the connection goes back to its pool as it came. */
    private static void askSerializable(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE");
        }
    }

    private <T> T autoCommitted(String operation, SqlWork<T> work, boolean reads) {
        lock();
        try (Connection connection = statements.getConnection()) {
            try {
                return work.apply(connection);
            } catch (SQLException e) {
                RuntimeException failure = StorageException.of(operation, e);
                throw failure instanceof StorageUnavailableException unavailable
                        ? lost(connection, unavailable, reads)
                        : failure;
            }
        } catch (SQLException e) {
            throw StorageException.of(operation, e);
        } finally {
            unlock();
        }
    }

    /** A connection lost before the work could apply: it runs again ({@link #lostOnce}). */
    private static final class LostConnection extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient StorageUnavailableException failure;

        LostConnection(StorageUnavailableException failure) {
            super(null, null, false, false);
            this.failure = failure;
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
