package dev.shutter.adapters.jdbc;

import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.StorageUnavailableException;
import dev.shutter.ports.out.Transactions;
import io.vavr.control.Either;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * Transactions on one pooled connection per thread, serializable (see {@link Dialect}) or, on PostgreSQL for
 * work that says what it works on, at READ COMMITTED after the locks of that ({@link Locking}), from the
 * transactions' pool; single statements from the statements' pool (one pool for both on H2). On PostgreSQL
 * with one source for both (a host's {@code DataSource}), each serializable transaction asks for SERIALIZABLE as
 * its first statement instead, one round trip more (one that locks asks for READ COMMITTED with its locks). A nested {@code execute} joins the outer transaction; a {@code
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

    /** How many attempts of work failed to serialize or deadlocked ({@link Retries}): for tests that count. */
    long conflicts() {
        return retries.conflicts();
    }

    /** Whether the calling thread is inside a transaction. */
    boolean inTransaction() {
        return current.get() != null;
    }

    @Override
    public <L, R> Either<L, R> execute(Supplier<Either<L, R>> work) {
        return locked(null, work);
    }

    /** On PostgreSQL, at READ COMMITTED with the pair's locks ({@link Locking#pair}); elsewhere as {@link #execute}. */
    @Override
    public <L, R> Either<L, R> executeOnPair(UserId me, UserId them, Supplier<Either<L, R>> work) {
        return locked(dialect.locksWhatItWorksOn() ? Locking.pair(me, them) : null, work);
    }

    /** On PostgreSQL, at READ COMMITTED with the user's lock ({@link Locking#user}); elsewhere as {@link #execute}. */
    @Override
    public <L, R> Either<L, R> executeOnUser(UserId user, Supplier<Either<L, R>> work) {
        return locked(dialect.locksWhatItWorksOn() ? Locking.user(user) : null, work);
    }

    /** On PostgreSQL, at READ COMMITTED with the media's lock ({@link Locking#media}); elsewhere as {@link #execute}. */
    @Override
    public <L, R> Either<L, R> executeOnMedia(MediaId media, Supplier<Either<L, R>> work) {
        return locked(dialect.locksWhatItWorksOn() ? Locking.media(media) : null, work);
    }

    /** {@code work} in a transaction of its own, serializable unless it takes {@code locking}; or in the current one. */
    private <L, R> Either<L, R> locked(Locking locking, Supplier<Either<L, R>> work) {
        if (current.get() != null) {
            return work.get();
        }
        return retries.retrying(() -> transaction(work, locking));
    }

    /** Runs one statement's work in the current transaction, or alone in auto-commit when there is none. */
    <T> T run(String operation, SqlWork<T> work) {
        return work(operation, work, false, false);
    }

    /**
     * {@link #run}, for work that only reads: outside a transaction, it runs again on another connection when
     * its connection was found lost.
     */
    <T> T read(String operation, SqlWork<T> work) {
        return work(operation, work, true, false);
    }

    /** {@link #read} or {@link #run}; {@code carriesHead} when the work sends the transaction's head itself. */
    private <T> T work(String operation, SqlWork<T> work, boolean reads, boolean carriesHead) {
        OpenTransaction joined = current.get();
        if (joined != null) {
            return joined(operation, work, joined, carriesHead);
        }
        return retries.retrying(() -> autoCommitted(operation, work, reads));
    }

    /**
     * {@code text} (one statement or several) with {@code params}, its answer read by {@code answer}, as {@link
     * #read} runs work when {@code reads}, else as {@link #run}. The first statement of a transaction carries
     * the transaction's head ({@link OpenTransaction}: its isolation and locks, the query of its id) in the same
     * exchange.
     */
    <T> T statement(String operation, String text, Object[] params, boolean reads, Executed<T> answer) {
        SqlWork<T> work = connection -> {
            OpenTransaction open = current.get();
            boolean head = open != null && open.sendsHead();
            try (PreparedStatement statement = connection.prepareStatement(head ? open.text(text) : text)) {
                Sql.bind(statement, head ? open.params(params) : params);
                statement.execute();
                if (head) {
                    open.readHead(statement);
                }
                return answer.read(statement);
            }
        };
        return work(operation, work, reads, true);
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

    private <T> T joined(String operation, SqlWork<T> work, OpenTransaction open, boolean carriesHead) {
        PendingWrites writes = pending.get();
        if (!writes.isEmpty()) {
            writes.send(open, false);
        }
        if (open.sendsHead() && !carriesHead) {
            open.sendHeadAlone();
        }
        open.sending();
        try {
            return work.apply(open.connection());
        } catch (SQLException e) {
            throw StorageException.of(operation, e);
        }
    }

    /** The work's answer, or why not: a {@code COMMIT} whose answer was lost is asked about first. */
    private <L, R> Either<L, R> transaction(Supplier<Either<L, R>> work, Locking locking) {
        try {
            return attempt(work, locking);
        } catch (UnansweredCommit unanswered) {
            return unanswered.settled(lostCommits.outcome(unanswered.transaction));
        }
    }

    private <L, R> Either<L, R> attempt(Supplier<Either<L, R>> work, Locking locking) {
        lock();
        try (Connection connection = transactions.getConnection()) {
            connection.setAutoCommit(false);
            boolean asks = asksSerializable && locking == null;
            OpenTransaction open = new OpenTransaction(
                    connection, dialect.resolvesLostCommits(), asks ? List.of(SERIALIZABLE) : List.of(), locking);
            if (asks) {
                // for this transaction only: the connection goes back to its pool as it came
                open.sendHeadAlone();
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
     * Sends the waiting writes with the {@code COMMIT}, or the {@code COMMIT} alone. A transaction whose head
     * has not gone (it sent only writes) sends it first, in an exchange of its own.
     */
    private void commit(OpenTransaction open) {
        PendingWrites writes = pending.get();
        if (open.sendsHead() && (open.sentAny() || !writes.isEmpty())) {
            open.sendHeadAlone();
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
