package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxException;
import io.vertx.core.internal.VertxInternal;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgConnection;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Reads on PostgreSQL without a thread waiting for the answer: Vert.x's reactive PostgreSQL client, one
 * connection on each of its event loops. A caller on any thread hands a {@link Sql.Read} to the next event
 * loop (round robin), which sends its statements on its connection, pipelined (many statements in flight on
 * one connection), as prepared statements kept in the connection's cache; the answer completes the stage on
 * that event loop. The statements, their parameters and the mapping of their rows are the very ones JDBC runs
 * ({@link Sql#run}): the texts are qualified as {@link Sql} does and their {@code ?} numbered {@code $1..$n},
 * the rows are read as {@link Rows} ({@link VertxRows}), as JDBC's are.
 *
 * <p>A connection that is lost is opened again by the next read sent to its event loop. Failures are those of
 * the JDBC path: a database that cannot be reached is a {@link StorageUnavailableException}, another failure a
 * {@link StorageException} naming the operation and the SQLState, never the SQL, its values or the server's
 * message; a serialization failure or a deadlock is sent again, as {@link JdbcTransactions} does.
 *
 * <p>The connections read the URL as the pools do and speak TLS as they do ({@link LoopConnectOptions}). A read
 * that has no answer within the storage's timeout fails as the database unreachable, and the connection it
 * was sent on is closed (a frozen or silently lost connection is opened again by the next read); a read that
 * was still waiting to be sent when its connection closed is sent once more on a new one (it never reached
 * the database).
 */
final class EventLoopReads implements Sql.Sender {

    /**
     * Where each exchange with PostgreSQL is told, at FINEST, as it is sent (its operation's name, nothing of
     * its SQL or values): one round trip each, however many statements it carries, for a test to count as it
     * counts the JDBC driver's.
     */
    static final Logger EXCHANGES = Logger.getLogger(EventLoopReads.class.getName());

    /** The statements in flight on one connection at most; more wait in the client's queue. */
    static final int PIPELINING_LIMIT = 256;

    /** The most statements kept numbered, as {@link Sql} keeps its qualified texts. */
    private static final int STATEMENTS_KEPT = 512;

    /** Vert.x's words when a connection closes with statements it had not sent yet. */
    private static final String NOT_SENT = "Pending requests failed to be sent";

    private final Vertx vertx;
    private final Schema schema;
    private final long timeoutMillis;
    private final List<LoopConnection> loops;
    private final AtomicInteger next = new AtomicInteger();
    private final Map<String, Statement> statements = new ConcurrentHashMap<>();
    private volatile boolean closed;

    private EventLoopReads(VertxLoops.Started started, Schema schema, Duration timeout) {
        this.vertx = started.vertx();
        this.schema = schema;
        this.timeoutMillis = timeout.toMillis();
        this.loops = started.loops();
    }

    /**
     * Opens Vert.x with {@code eventLoops} event loops and one connection to {@code url}'s database on each, each
     * read bounded by {@code timeout}; fails with a {@link StorageUnavailableException} when they cannot all
     * connect, and with an {@link IllegalArgumentException} naming what of the URL they cannot honour.
     */
    static Sql.Sender open(PostgresUrl url, Schema schema, int eventLoops, Duration timeout) {
        PgConnectOptions options = LoopConnectOptions.of(url, timeout)
                .setCachePreparedStatements(true)
                // every statement is kept prepared, whatever its length: the client's default keeps only texts
                // under 2,048 characters, and the relationship read's (40 columns, counts, links) is longer, so
                // it was prepared again on every read, a round trip more (PostgresEventLoopRoundTripsTest)
                .setPreparedStatementCacheSqlFilter(sql -> true)
                .setPipeliningLimit(PIPELINING_LIMIT);
        return new EventLoopReads(VertxLoops.start(options, eventLoops), schema, timeout);
    }

    @Override
    public <T> CompletionStage<T> send(Sql.Read<T> read) {
        CompletableFuture<T> answer = new CompletableFuture<>();
        try {
            if (closed) {
                answer.completeExceptionally(StorageException.unavailable(read.operation(), ""));
                return answer;
            }
            LoopConnection loop = loops.get(Math.floorMod(next.getAndIncrement(), loops.size()));
            loop.context.runOnContext(ignored -> {
                Sending<T> sending = new Sending<>(loop, read, answer);
                long timer = vertx.setTimer(timeoutMillis, fired -> sending.timedOut(timeoutMillis));
                answer.whenComplete((done, failed) -> vertx.cancelTimer(timer));
                attempt(sending, 1);
            });
        } catch (RuntimeException e) {
            answer.completeExceptionally(VertxForms.failure(read.operation(), e));
        }
        return answer;
    }

    /** A read on its way: where it goes, the connection it was last sent on, and its answer. */
    private static final class Sending<T> {
        final LoopConnection loop;
        final Sql.Read<T> read;
        final CompletableFuture<T> answer;
        Future<PgConnection> on;

        Sending(LoopConnection loop, Sql.Read<T> read, CompletableFuture<T> answer) {
            this.loop = loop;
            this.read = read;
            this.answer = answer;
        }

        /** No answer in time: the database counts as unreachable, and the connection is not trusted again. */
        void timedOut(long millis) {
            if (answer.completeExceptionally(new StorageUnavailableException("storage operation " + read.operation()
                    + " had no answer from the database in " + millis + " ms"))) {
                loop.abandon(on);
            }
        }
    }

    /**
     * Sends the read on its loop's connection, on its event loop; again after a serialization failure, or when
     * its connection closed before sending it.
     */
    private <T> void attempt(Sending<T> sending, int attempt) {
        Sql.Read<T> read = sending.read;
        CompletableFuture<T> answer = sending.answer;
        if (answer.isDone()) {
            return;
        }
        if (EXCHANGES.isLoggable(Level.FINEST)) {
            EXCHANGES.log(Level.FINEST, "exchange {0}", read.operation());
        }
        try {
            Future<PgConnection> on = sending.loop.connection();
            sending.on = on;
            on.compose(connection -> run(connection, read)).onComplete(result -> {
                if (result.succeeded()) {
                    answer.complete(result.result());
                    return;
                }
                if (notSent(result.cause()) && attempt < Retries.MAX_ATTEMPTS && !closed) {
                    attempt(sending, attempt + 1);
                    return;
                }
                RuntimeException failure = VertxForms.failure(read.operation(), result.cause());
                if (!(failure instanceof StorageException failed)
                        || !Dialect.POSTGRESQL.isRetryable(failed.sqlState())
                        || closed) {
                    answer.completeExceptionally(failure);
                } else if (attempt >= Retries.MAX_ATTEMPTS) {
                    answer.completeExceptionally(new StorageUnavailableException("storage operation "
                            + read.operation() + " could not be serialized in " + Retries.MAX_ATTEMPTS
                            + " attempts (SQLState " + failed.sqlState() + ")"));
                } else {
                    // the pause of JdbcTransactions: 1 to 4 ms after the first failure, doubling up to 64 ms
                    long bound = Math.min(64, 2L << attempt);
                    vertx.setTimer(
                            ThreadLocalRandom.current().nextLong(1, bound + 1), timer -> attempt(sending, attempt + 1));
                }
            });
        } catch (RuntimeException e) {
            answer.completeExceptionally(VertxForms.failure(read.operation(), e));
        }
    }

    /** Whether the client failed the read because its connection closed before the read was sent. */
    static boolean notSent(Throwable cause) {
        return cause instanceof VertxException
                && cause.getMessage() != null
                && cause.getMessage().startsWith(NOT_SENT);
    }

    private <T> Future<T> run(PgConnection connection, Sql.Read<T> read) {
        if (read instanceof Sql.One<T> one) {
            Statement statement = statement(one.text());
            return execute(connection, statement, one.params()).map(rows -> mapped(rows, statement, one.reader()));
        }
        return runBoth(connection, (Sql.Both<?, T>) read);
    }

    /** Both statements sent back to back, without waiting in between: one round trip; the answers in order. */
    private <A, T> Future<T> runBoth(PgConnection connection, Sql.Both<A, T> both) {
        Statement firstStatement = statement(both.first());
        Statement secondStatement = statement(both.second());
        Future<RowSet<Row>> first = execute(connection, firstStatement, both.firstParams());
        Future<RowSet<Row>> second = execute(connection, secondStatement, both.secondParams());
        return Future.all(first, second).map(done -> {
            A read = mapped(first.result(), firstStatement, both.firstReader());
            try {
                return both.secondReader().read(read, new VertxRows(second.result(), secondStatement.columns()));
            } catch (SQLException | RuntimeException e) {
                throw new VertxForms.ReaderFailure(e);
            }
        });
    }

    private static Future<RowSet<Row>> execute(PgConnection connection, Statement statement, Object[] params) {
        return connection.preparedQuery(statement.text()).execute(VertxForms.tuple(params));
    }

    private static <T> T mapped(RowSet<Row> rows, Statement statement, Sql.ResultReader<T> reader) {
        try {
            return reader.read(new VertxRows(rows, statement.columns()));
        } catch (SQLException | RuntimeException e) {
            throw new VertxForms.ReaderFailure(e);
        }
    }

    /** A statement as sent: qualified and numbered, with the indexes of its result's columns. */
    private record Statement(String text, ColumnIndexes columns) {}

    /** {@code statement} qualified and numbered, once per text. */
    private Statement statement(String statement) {
        Statement known = statements.get(statement);
        if (known != null) {
            return known;
        }
        Statement made = new Statement(VertxForms.numbered(schema.qualify(statement)), new ColumnIndexes());
        if (statements.size() < STATEMENTS_KEPT) {
            statements.put(statement, made);
        }
        return made;
    }

    /** Closes the connections and Vert.x; a read still in flight fails as the database unreachable. */
    @Override
    public void close() {
        closed = true;
        VertxLoops.closeQuietly(vertx);
    }

    /**
     * Vert.x's event loops, as Netty's {@code EventLoopGroup} (through {@link VertxInternal}, the API Vert.x
     * keeps for libraries that integrate with it): the loops this reader's connections are on.
     */
    @Override
    public ExecutorService eventLoops() {
        return ((VertxInternal) vertx).nettyEventLoopGroup();
    }
}
