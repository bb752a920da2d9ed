package dev.shutter.bench;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The PostgreSQL ceiling: the simplest blocking handler a team would write on Shutter's parts. Each request
 * is dispatched to an Undertow worker, borrows a connection from a HikariCP pool set up as Shutter's
 * (10 connections, auto-commit, READ COMMITTED, no check on lending, keep-alive in the background), runs
 * one prepared single-row {@code SELECT} by key and answers the row's text: a document the size of the
 * relationship answer, from the worker. What PostgreSQL and Undertow allow one round trip a request.
 */
final class PostgresCeiling implements HttpHandler {

    /** Rows of the table; each request reads one at random. */
    static final int ROWS = 1000;

    private static final String SELECT = "SELECT answer FROM ceiling_answers WHERE id = ?";

    private final HikariDataSource pool;

    private PostgresCeiling(HikariDataSource pool) {
        this.pool = pool;
    }

    /** Opens the pool on {@code jdbcUrl} and fills the table (in the URL's schema) with {@code answer}. */
    static PostgresCeiling open(String jdbcUrl, int poolSize, byte[] answer) throws SQLException {
        // Shutter's own pools lend without HikariCP's isValid check (UrlStorageBuilder): so does this one.
        System.setProperty("com.zaxxer.hikari.aliveBypassWindowMs", String.valueOf(Long.MAX_VALUE / 2));
        HikariConfig config = new HikariConfig();
        config.setPoolName("ceiling");
        config.setJdbcUrl(jdbcUrl);
        config.setAutoCommit(true);
        config.setTransactionIsolation("TRANSACTION_READ_COMMITTED");
        config.setMaximumPoolSize(poolSize);
        config.setMinimumIdle(Math.min(2, poolSize));
        config.setConnectionTimeout(10_000);
        config.setKeepaliveTime(30_000);
        HikariDataSource pool = new HikariDataSource(config);
        try (Connection connection = pool.getConnection()) {
            fill(connection, answer);
        }
        return new PostgresCeiling(pool);
    }

    /**
     * Makes the table {@code ceiling_answers} (in the connection's schema) hold {@link #ROWS} rows of {@code
     * answer}: the table both PostgreSQL ceilings read.
     */
    static void fill(Connection connection, byte[] answer) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(
                    "CREATE TABLE IF NOT EXISTS ceiling_answers (id BIGINT PRIMARY KEY, answer TEXT NOT NULL)");
            statement.execute("TRUNCATE ceiling_answers");
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO ceiling_answers SELECT i, ? FROM generate_series(1, ?) i")) {
                insert.setString(1, new String(answer, StandardCharsets.UTF_8));
                insert.setInt(2, ROWS);
                insert.execute();
            }
            statement.execute("ANALYZE ceiling_answers");
        }
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws SQLException {
        if (exchange.isInIoThread()) {
            exchange.dispatch(this);
            return;
        }
        String answer;
        try (Connection connection = pool.getConnection();
                PreparedStatement select = connection.prepareStatement(SELECT)) {
            select.setLong(1, ThreadLocalRandom.current().nextLong(1, ROWS + 1));
            try (ResultSet row = select.executeQuery()) {
                row.next();
                answer = row.getString(1);
            }
        }
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "application/json; charset=utf-8");
        exchange.getResponseSender().send(ByteBuffer.wrap(answer.getBytes(StandardCharsets.UTF_8)));
    }
}
