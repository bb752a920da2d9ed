package dev.shutter.bench;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.undertow.util.SameThreadExecutor;
import io.vertx.core.AsyncResult;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgConnection;
import io.vertx.sqlclient.PreparedQuery;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The event-loop PostgreSQL ceiling: the handler of {@link PostgresCeiling} without a worker thread or a
 * blocking driver. The Undertow IO thread that read the request hands the same {@code SELECT} by key to
 * Vert.x's reactive PostgreSQL client and returns; the client sends it on its event loop, over one connection
 * per event loop (pipelined: many statements in flight on a connection, as TechEmpower's Vert.x entry runs
 * it), as a prepared statement kept in the connection's cache; the answer is written when the row arrives.
 * What PostgreSQL and Undertow allow one round trip a request when nothing blocks.
 *
 * <p>Thread hand-offs a request: the IO thread to the connection's event loop (the statement is queued there),
 * and, unless {@code answerOnIoThread} is false, the event loop back to the exchange's IO thread, which
 * writes the answer (Undertow lets any thread write a dispatched exchange; with {@code false} the event loop
 * writes it, one hand-off fewer). Each IO thread keeps to one event loop's connection.
 */
final class EventLoopPostgresCeiling implements HttpHandler {

    private static final String SELECT = "SELECT answer FROM ceiling_answers WHERE id = $1";

    private final List<PreparedQuery<RowSet<Row>>> queries;

    private final boolean answerOnIoThread;

    private final AtomicInteger assigned = new AtomicInteger();

    private final ThreadLocal<PreparedQuery<RowSet<Row>>> perIoThread;

    /** The event loops' thread names, in the order of {@link #queries}. */
    private final List<String> loops;

    private EventLoopPostgresCeiling(
            List<PreparedQuery<RowSet<Row>>> queries, List<String> loops, boolean answerOnIoThread) {
        this.queries = List.copyOf(queries);
        this.loops = List.copyOf(loops);
        this.answerOnIoThread = answerOnIoThread;
        this.perIoThread =
                ThreadLocal.withInitial(() -> this.queries.get(assigned.getAndIncrement() % this.queries.size()));
    }

    /**
     * Fills the table (in the URL's schema) with {@code answer} through JDBC, as {@link PostgresCeiling} does,
     * then opens one Vert.x connection on each of {@code eventLoops} event loops and runs the statement once
     * on each, so that it is prepared before the first request.
     */
    static EventLoopPostgresCeiling open(String jdbcUrl, int eventLoops, boolean answerOnIoThread, byte[] answer)
            throws SQLException, InterruptedException, ExecutionException, TimeoutException {
        try (Connection connection = DriverManager.getConnection(jdbcUrl)) {
            PostgresCeiling.fill(connection, answer);
        }
        PgConnectOptions options =
                connectOptions(jdbcUrl).setCachePreparedStatements(true).setPipeliningLimit(100_000);
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(eventLoops));
        List<PreparedQuery<RowSet<Row>>> queries = new ArrayList<>();
        List<String> loops = new ArrayList<>();
        vertx.deployVerticle(
                        () -> new VerticleBase() {
                            @Override
                            public Future<?> start() {
                                return PgConnection.connect(vertx, options).compose(connection -> {
                                    PreparedQuery<RowSet<Row>> query = connection.preparedQuery(SELECT);
                                    return query.execute(Tuple.of(1L)).onSuccess(prepared -> {
                                        synchronized (queries) {
                                            queries.add(query);
                                            loops.add(Thread.currentThread().getName());
                                        }
                                    });
                                });
                            }
                        },
                        new DeploymentOptions().setInstances(eventLoops))
                .toCompletionStage()
                .toCompletableFuture()
                .get(60, TimeUnit.SECONDS);
        synchronized (queries) {
            return new EventLoopPostgresCeiling(queries, loops, answerOnIoThread);
        }
    }

    /** Where the connections are, for the server's first line. */
    String describe() {
        return "read from PostgreSQL through Vert.x, one connection on each of " + loops
                + (answerOnIoThread ? ", answered on the IO thread" : ", answered on the event loop");
    }

    /**
     * Vert.x's options for a JDBC URL of PostgreSQL: host, port, database, {@code user}, {@code password}, and
     * {@code currentSchema} as the session's {@code search_path}; other parameters are left out.
     */
    static PgConnectOptions connectOptions(String jdbcUrl) {
        String prefix = "jdbc:postgresql://";
        if (!jdbcUrl.startsWith(prefix)) {
            throw new IllegalArgumentException("not a JDBC URL of PostgreSQL: " + jdbcUrl);
        }
        URI uri = URI.create(jdbcUrl.substring("jdbc:".length()));
        PgConnectOptions options = new PgConnectOptions()
                .setHost(uri.getHost())
                .setPort(uri.getPort() < 0 ? PgConnectOptions.DEFAULT_PORT : uri.getPort())
                .setDatabase(uri.getPath().replaceFirst("^/", ""));
        String query = uri.getRawQuery() == null ? "" : uri.getRawQuery();
        for (String parameter : query.split("&")) {
            int equals = parameter.indexOf('=');
            if (equals < 0) {
                continue;
            }
            String name = URLDecoder.decode(parameter.substring(0, equals), StandardCharsets.UTF_8);
            String value = URLDecoder.decode(parameter.substring(equals + 1), StandardCharsets.UTF_8);
            switch (name) {
                case "user" -> options.setUser(value);
                case "password" -> options.setPassword(value);
                case "currentSchema" -> options.addProperty("search_path", value);
                default -> {}
            }
        }
        return options;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        PreparedQuery<RowSet<Row>> query = perIoThread.get();
        Tuple key = Tuple.of(ThreadLocalRandom.current().nextLong(1, PostgresCeiling.ROWS + 1));
        // Dispatched on the same thread: the exchange stays open once the handler returns, and the statement
        // is handed to the event loop from the IO thread, after Undertow is done with the call.
        exchange.dispatch(
                SameThreadExecutor.INSTANCE,
                () -> query.execute(key).onComplete(result -> {
                    if (answerOnIoThread) {
                        exchange.getIoThread().execute(() -> answer(exchange, result));
                    } else {
                        answer(exchange, result);
                    }
                }));
    }

    private static void answer(HttpServerExchange exchange, AsyncResult<RowSet<Row>> result) {
        if (result.failed()) {
            System.err.println("ERROR the event-loop ceiling's SELECT failed: " + result.cause());
            exchange.setStatusCode(500);
            exchange.endExchange();
            return;
        }
        String answer = result.result().iterator().next().getString(0);
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "application/json; charset=utf-8");
        exchange.getResponseSender().send(ByteBuffer.wrap(answer.getBytes(StandardCharsets.UTF_8)));
    }
}
