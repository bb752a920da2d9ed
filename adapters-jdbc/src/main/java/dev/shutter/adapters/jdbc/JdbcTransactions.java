package dev.shutter.adapters.jdbc;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Transactions;
import io.vavr.control.Either;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * Transactions on one pooled connection per thread, serializable (see {@link Dialect}) or, on PostgreSQL for
 * work that says what it works on, at READ COMMITTED after the locks of that ({@link Locking}), from the
 * transactions' pool ({@link TransactionAttempts}); single statements from the statements' pool (one pool for both
 * on H2). A nested {@code execute} joins the outer transaction; a {@code Left} or an exception rolls it back. Work
 * runs again as {@link Retries} says (a serialization failure, a connection lost before the work could apply). A
 * store call outside any transaction runs alone: one statement in auto-commit ({@link AutoCommittedWork}), several
 * in a transaction of their own.
 *
 * <p>A connection found lost has the sources let go of their idle connections ({@link LostConnections}). A
 * transaction whose connection was lost before its {@code COMMIT} was sent did nothing, and runs again; so does a
 * read ({@link #read}); one whose {@code COMMIT}'s answer was lost is asked about ({@link TransactionAttempts}), and
 * a single write in auto-commit whose answer was lost is not sent again. A rate count runs as a {@link #read}.
 */
final class JdbcTransactions implements Transactions {

    /** Reads the answer of a statement, executed, at its first result. */
    @FunctionalInterface
    interface Executed<T> {
        T read(PreparedStatement executed) throws SQLException;
    }

    private final Dialect dialect;
    private final Retries retries;
    private final ThreadLocal<OpenTransaction> current = new ThreadLocal<>();
    private final ThreadLocal<PendingWrites> pending = ThreadLocal.withInitial(PendingWrites::new);
    private final TransactionAttempts attempts;
    private final AutoCommittedWork alone;

    JdbcTransactions(DataSource statements, DataSource transactions, Dialect dialect) {
        this(StorageSources.host(statements, transactions), dialect);
    }

    JdbcTransactions(StorageSources sources, Dialect dialect) {
        this.dialect = dialect;
        this.retries = new Retries(dialect, sources.timeout().toNanos());
        InProcessSerial serial = new InProcessSerial(dialect);
        LostConnections lost = new LostConnections(sources.connectionsLost());
        this.attempts = new TransactionAttempts(sources, dialect, serial, lost, current, pending);
        this.alone = new AutoCommittedWork(sources.statements(), serial, lost);
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

    /** On PostgreSQL, at READ COMMITTED with no lock ({@link Locking#none}); elsewhere as {@link #execute}. */
    @Override
    public <L, R> Either<L, R> executeOnMedia(MediaId media, Supplier<Either<L, R>> work) {
        return locked(dialect.locksWhatItWorksOn() ? Locking.none() : null, work);
    }

    /** On PostgreSQL, at READ COMMITTED with the comment's lock ({@link Locking#comment}); elsewhere as {@link #execute}. */
    @Override
    public <L, R> Either<L, R> executeOnComment(MediaId media, CommentId comment, Supplier<Either<L, R>> work) {
        return locked(dialect.locksWhatItWorksOn() ? Locking.comment(comment) : null, work);
    }

    /** {@code work} in a transaction of its own, serializable unless it takes {@code locking}; or in the current one. */
    private <L, R> Either<L, R> locked(Locking locking, Supplier<Either<L, R>> work) {
        if (current.get() != null) {
            return work.get();
        }
        return retries.retrying(() -> attempts.attempt(work, locking));
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
        return retries.retrying(() -> alone.run(operation, work, reads));
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
}
