package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Either;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * One attempt of work in a transaction of its own, on a connection of the transactions' pool: open on the calling
 * thread while the work runs, committed with the writes still waiting ({@link PendingWrites}), rolled back on a
 * {@code Left} or an exception. Serializable, or at READ COMMITTED after the locks of what it works on ({@link
 * Locking}); with one source for both pools on PostgreSQL (a host's {@code DataSource}), a serializable
 * transaction asks for SERIALIZABLE as its first statement, one round trip more.
 *
 * <p>A connection lost before the {@code COMMIT} was sent did nothing: the attempt fails to run again ({@link
 * Retries}). A {@code COMMIT} that went out and whose answer was lost is asked about on PostgreSQL ({@link
 * LostCommits}, with the id the transaction learned with its first statement, {@link OpenTransaction}):
 * committed, it answers what its work computed; rolled back, it fails as the database unavailable; PostgreSQL not
 * asked within the timeout, it fails so too, saying it may have applied ({@link StorageException#sentAndLost}).
 */
final class TransactionAttempts {

    private static final String SERIALIZABLE = "SET TRANSACTION ISOLATION LEVEL SERIALIZABLE";

    private final DataSource transactions;
    private final Dialect dialect;
    private final boolean asksSerializable;
    private final LostCommits lostCommits;
    private final InProcessSerial serial;
    private final LostConnections lost;
    private final ThreadLocal<OpenTransaction> current;
    private final ThreadLocal<PendingWrites> pending;

    /**
     * On {@code sources}' transactions' pool; {@code current} and {@code pending}, the calling thread's open
     * transaction and its waiting writes, which the attempt sets while its work runs and clears after.
     */
    TransactionAttempts(
            StorageSources sources,
            Dialect dialect,
            InProcessSerial serial,
            LostConnections lost,
            ThreadLocal<OpenTransaction> current,
            ThreadLocal<PendingWrites> pending) {
        this.transactions = sources.transactions();
        this.dialect = dialect;
        this.asksSerializable = dialect.serializableSessions() && sources.transactions() == sources.statements();
        this.lostCommits =
                new LostCommits(sources.statements(), sources.timeout().toNanos());
        this.serial = serial;
        this.lost = lost;
        this.current = current;
        this.pending = pending;
    }

    /** The work's answer, or why not: a {@code COMMIT} whose answer was lost is asked about first. */
    <L, R> Either<L, R> attempt(Supplier<Either<L, R>> work, Locking locking) {
        try {
            return inTransaction(work, locking);
        } catch (UnansweredCommit unanswered) {
            return unanswered.settled(lostCommits.outcome(unanswered.transaction));
        }
    }

    private <L, R> Either<L, R> inTransaction(Supplier<Either<L, R>> work, Locking locking) {
        serial.lock();
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
                if (!lost.found(connection)) {
                    throw e;
                }
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
            serial.unlock();
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

    /** The work already failed; a failing rollback must not hide why, and the pool discards the connection. */
    private static void rollBackQuietly(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // the failure of the work is what the caller needs to see
        }
    }
}
