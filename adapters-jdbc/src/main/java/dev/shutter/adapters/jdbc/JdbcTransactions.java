package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import dev.shutter.ports.out.Transactions;
import io.vavr.control.Either;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * Transactions on one pooled connection per thread, serializable (see {@link Dialect}), from the
 * transactions' pool; single statements from the statements' pool (one pool for both on H2). On PostgreSQL
 * with one source for both (a host's {@code DataSource}), each transaction asks for SERIALIZABLE as its
 * first statement instead, one round trip more. A nested {@code execute} joins the outer transaction; a {@code
 * Left} or an exception rolls it back. Work runs again as {@link Retries} says (a serialization failure, a
 * connection lost before the work could apply). A store call outside any transaction runs alone: one statement
 * in auto-commit, several in a transaction of their own.
 *
 * <p>A connection found lost (its session ended: terminated, restarted, timed out) has the sources let go of
 * their idle connections ({@link StorageSources#connectionsLost}). A transaction whose connection was lost
 * before its {@code COMMIT} was sent did nothing, and runs again ({@link Retries}); so does a read ({@link
 * #read}). A transaction whose {@code COMMIT} went out and whose answer was lost is asked about on PostgreSQL
 * ({@link LostCommits}, with the id it learned with its first statement, {@link OpenTransaction}): committed, it
 * answers what its work computed; rolled back, it fails as the database unavailable; PostgreSQL not asked within
 * the timeout, it fails so too, saying it may have applied ({@link StorageException#sentAndLost}), as does a single
 * write in auto-commit whose answer was lost (not sent again). A rate count runs as a {@link #read}.
 */
final class JdbcTransactions implements Transactions {

    /** Reads the answer of a statement, executed, at its first result. */
    @FunctionalInterface
    interface Executed<T> {
        T read(PreparedStatement executed) throws SQLException;
    }

    private static final String SERIALIZABLE = "SET TRANSACTION ISOLATION LEVEL SERIALIZABLE";

    private final DataSource statements;
    private final DataSource transactions;
    private final Runnable connectionsLost;
    private final Dialect dialect;
    private final boolean asksSerializable;
    private final Retries retries;
    private final LostCommits lostCommits;
    private final ReentrantLock serial = new ReentrantLock();
    private final ThreadLocal<OpenTransaction> current = new ThreadLocal<>();
    private final ThreadLocal<PendingWrites> pending = ThreadLocal.withInitial(PendingWrites::new);

    JdbcTransactions(DataSource statements, DataSource transactions, Dialect dialect) {
        this(StorageSources.host(statements, transactions), dialect);
    }

    JdbcTransactions(StorageSources sources, Dialect dialect) {
        this.statements = sources.statements();
        this.transactions = sources.transactions();
        this.connectionsLost = sources.connectionsLost();
        this.dialect = dialect;
        this.asksSerializable = dialect.serializableSessions() && transactions == statements;
        long timeoutNanos = sources.timeout().toNanos();
        this.retries = new Retries(dialect, timeoutNanos);
        this.lostCommits = new LostCommits(statements, timeoutNanos);
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
        return retries.retrying(() -> transaction(work));
    }

    /** Runs one statement's work in the current transaction, or alone in auto-commit when there is none. */
    <T> T run(String operation, SqlWork<T> work) {
        OpenTransaction joined = current.get();
        if (joined != null) {
            return joined(operation, work, joined);
        }
        return retries.retrying(() -> autoCommitted(operation, work, false));
    }

    /**
     * {@link #run}, for work that only reads: outside a transaction, it runs again on another connection when
     * its connection was found lost.
     */
    <T> T read(String operation, SqlWork<T> work) {
        OpenTransaction joined = current.get();
        if (joined != null) {
            return joined(operation, work, joined);
        }
        return retries.retrying(() -> autoCommitted(operation, work, true));
    }

    /**
     * {@code text} (one statement or several) with {@code params}, its answer read by {@code answer}, as {@link
     * #read} runs work when {@code reads}, else as {@link #run}. The first statement of a transaction that
     * learns its id ({@link OpenTransaction}) carries the query of the id in the same exchange.
     */
    <T> T statement(String operation, String text, Object[] params, boolean reads, Executed<T> answer) {
        SqlWork<T> work = connection -> {
            OpenTransaction open = current.get();
            boolean asks = open != null && open.asksId();
            try (PreparedStatement statement = connection.prepareStatement(OpenTransaction.text(text, asks))) {
                Sql.bind(statement, params);
                statement.execute();
                if (asks) {
                    open.learn(statement);
                }
                return answer.read(statement);
            }
        };
        return reads ? read(operation, work) : run(operation, work);
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
        statement(operation, statement, params, false, PreparedStatement::getUpdateCount);
    }

    private <T> T joined(String operation, SqlWork<T> work, OpenTransaction open) {
        PendingWrites writes = pending.get();
        if (!writes.isEmpty()) {
            writes.send(open, false);
        }
        open.sending();
        try {
            return work.apply(open.connection());
        } catch (SQLException e) {
            throw StorageException.of(operation, e);
        }
    }

    /** The work's answer, or why not: a {@code COMMIT} whose answer was lost is asked about first. */
    private <L, R> Either<L, R> transaction(Supplier<Either<L, R>> work) {
        try {
            return attempt(work);
        } catch (UnansweredCommit unanswered) {
            return unanswered.settled(lostCommits.outcome(unanswered.transaction));
        }
    }

    private <L, R> Either<L, R> attempt(Supplier<Either<L, R>> work) {
        lock();
        try (Connection connection = transactions.getConnection()) {
            connection.setAutoCommit(false);
            OpenTransaction open = new OpenTransaction(connection, dialect.resolvesLostCommits());
            if (asksSerializable) {
                askSerializable(open);
            }
            current.set(open);
            boolean finished = false;
            Either<L, R> result = null;
            try {
                result = work.get();
                if (result.isLeft()) {
                    pending.get().clear();
                    connection.rollback();
                } else {
                    commit(open);
                }
                finished = true;
                return result;
            } catch (StorageUnavailableException e) {
                if (!closed(connection)) {
                    throw e;
                }
                connectionsLost.run();
                if (!open.commitSent()) {
                    throw new Retries.LostConnection(e);
                }
                if (open.knowsId()) {
                    throw new UnansweredCommit(open, result, e);
                }
                throw StorageException.sentAndLost(e);
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
     * Sends the waiting writes with the {@code COMMIT}, or the {@code COMMIT} alone. A transaction that must
     * know its id and sent nothing that could carry the query of it (only writes, or a batch) asks it first, in
     * an exchange of its own.
     */
    private void commit(OpenTransaction open) {
        PendingWrites writes = pending.get();
        if (open.asksId() && (open.sentAny() || !writes.isEmpty())) {
            learnAlone(open);
        }
        open.committing();
        if (!writes.isEmpty()) {
            writes.send(open, true);
        }
        try {
            // after a COMMIT sent with the writes, the driver knows no transaction is open: nothing sent
            open.connection().commit();
        } catch (SQLException e) {
            throw StorageException.of("transaction", e);
        }
    }

    private static void learnAlone(OpenTransaction open) {
        open.sending();
        try (PreparedStatement statement = open.connection().prepareStatement(OpenTransaction.ID_QUERY)) {
            statement.execute();
            open.learn(statement);
        } catch (SQLException e) {
            throw StorageException.of("transaction", e);
        }
    }

    /** For this transaction only: the connection goes back to its pool as it came. Its id is learned with it. */
    private static void askSerializable(OpenTransaction open) throws SQLException {
        boolean asks = open.asksId();
        String text = asks ? SERIALIZABLE + ";\n" + OpenTransaction.ID_QUERY : SERIALIZABLE;
        open.sending();
        try (PreparedStatement statement = open.connection().prepareStatement(text)) {
            statement.execute();
            if (asks) {
                statement.getMoreResults();
                open.learn(statement);
            }
        }
    }

    private <T> T autoCommitted(String operation, SqlWork<T> work, boolean reads) {
        lock();
        try (Connection connection = statements.getConnection()) {
            try {
                return work.apply(connection);
            } catch (SQLException e) {
                RuntimeException failure = StorageException.of(operation, e);
                if (failure instanceof StorageUnavailableException unavailable && closed(connection)) {
                    connectionsLost.run();
                    throw reads ? new Retries.LostConnection(unavailable) : StorageException.sentAndLost(unavailable);
                }
                throw failure;
            }
        } catch (SQLException e) {
            throw StorageException.of(operation, e);
        } finally {
            unlock();
        }
    }

    /** Whether {@code connection} was lost: the sources then let go of their idle connections. */
    private static boolean closed(Connection connection) {
        try {
            return connection.isClosed();
        } catch (SQLException e) {
            return true;
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

    /** The work already failed; a failing rollback must not hide why, and the pool discards the connection. */
    private static void rollBackQuietly(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // the failure of the work is what the caller needs to see
        }
    }
}
