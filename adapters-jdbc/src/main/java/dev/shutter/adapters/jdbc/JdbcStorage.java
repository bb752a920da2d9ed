package dev.shutter.adapters.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.shutter.ports.out.AccessTokens;
import dev.shutter.ports.out.AuthorizationCodes;
import dev.shutter.ports.out.Bearer;
import dev.shutter.ports.out.Clients;
import dev.shutter.ports.out.Comments;
import dev.shutter.ports.out.LoginSessions;
import dev.shutter.ports.out.LoginThrottles;
import dev.shutter.ports.out.MediaCatalog;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Relationships;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageUnavailableException;
import dev.shutter.ports.out.Transactions;
import dev.shutter.ports.out.Users;
import io.vavr.control.Option;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Every outbound port on one JDBC database, PostgreSQL or H2, through HikariCP: on PostgreSQL one pool for
 * single statements (auto-commit, READ COMMITTED) and one for transactions (sessions SERIALIZABLE by
 * default), on H2 one pool for both. Opening it migrates the schema; closing it closes the pools (and so
 * an embedded H2 database).
 */
public final class JdbcStorage implements Storage {

    /** Connections of each pool unless told otherwise. */
    public static final int DEFAULT_POOL_SIZE = 10;

    /**
     * How long a request waits for a connection before the storage counts as unavailable (HikariCP's 30 s
     * would hold every request that long while the database is down, instead of answering 503).
     */
    static final long CONNECTION_TIMEOUT_MILLIS = 3_000;

    /** How long the readiness probe waits for the database's answer. */
    private static final int PROBE_SECONDS = 2;

    private final HikariDataSource statementsPool;
    private final HikariDataSource transactionsPool;
    private final JdbcTransactions transactions;
    private final Users users;
    private final MediaCatalog media;
    private final Comments comments;
    private final Relationships relationships;
    private final Clients clients;
    private final JdbcAccessTokens accessTokens;
    private final AuthorizationCodes authorizationCodes;
    private final LoginSessions loginSessions;
    private final LoginThrottles loginThrottles;
    private final RateCounters rateCounters;

    private JdbcStorage(HikariDataSource statementsPool, HikariDataSource transactionsPool, Dialect dialect) {
        this.statementsPool = statementsPool;
        this.transactionsPool = transactionsPool;
        this.transactions = new JdbcTransactions(statementsPool, transactionsPool, dialect);
        Sql sql = new Sql(transactions);
        this.users = new JdbcUsers(sql);
        this.media = new JdbcMediaCatalog(sql);
        this.comments = new JdbcComments(sql);
        this.relationships = new JdbcRelationships(sql);
        this.clients = new JdbcClients(sql);
        this.accessTokens = new JdbcAccessTokens(sql);
        this.authorizationCodes = new JdbcAuthorizationCodes(sql);
        this.loginSessions = new JdbcLoginSessions(sql);
        this.loginThrottles = new JdbcLoginThrottles(sql);
        this.rateCounters = new JdbcRateCounters(sql, dialect);
    }

    /** Opens the database at {@code jdbcUrl} (credentials in the URL) with the default pool size. */
    public static JdbcStorage open(String jdbcUrl) {
        return open(jdbcUrl, DEFAULT_POOL_SIZE);
    }

    /**
     * Opens the database at {@code jdbcUrl} with at most {@code poolSize} connections in each pool, migrating
     * its schema.
     */
    public static JdbcStorage open(String jdbcUrl, int poolSize) {
        if (poolSize < 1) {
            throw new IllegalArgumentException("a pool has at least one connection");
        }
        Dialect dialect = Dialect.of(jdbcUrl);
        HikariDataSource statements =
                new HikariDataSource(poolConfig(jdbcUrl, dialect, "", poolSize, true, "TRANSACTION_READ_COMMITTED"));
        HikariDataSource transactions = statements;
        try {
            Migrations.migrate(statements);
            if (dialect.serializableSessions()) {
                transactions = new HikariDataSource(
                        poolConfig(jdbcUrl, dialect, "-transactions", poolSize, false, "TRANSACTION_SERIALIZABLE"));
            }
        } catch (RuntimeException e) {
            statements.close();
            throw e;
        }
        return new JdbcStorage(statements, transactions, dialect);
    }

    private static HikariConfig poolConfig(
            String jdbcUrl, Dialect dialect, String suffix, int poolSize, boolean autoCommit, String isolation) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("shutter-" + dialect.name().toLowerCase(java.util.Locale.ROOT) + suffix);
        config.setJdbcUrl(jdbcUrl);
        config.setAutoCommit(autoCommit);
        config.setTransactionIsolation(isolation);
        config.setMaximumPoolSize(poolSize);
        config.setMinimumIdle(Math.min(2, poolSize));
        config.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
        PoolMetrics.bind(config);
        return config;
    }

    @Override
    public Users users() {
        return users;
    }

    @Override
    public MediaCatalog media() {
        return media;
    }

    @Override
    public Comments comments() {
        return comments;
    }

    @Override
    public Relationships relationships() {
        return relationships;
    }

    @Override
    public Clients clients() {
        return clients;
    }

    @Override
    public AccessTokens accessTokens() {
        return accessTokens;
    }

    @Override
    public AuthorizationCodes authorizationCodes() {
        return authorizationCodes;
    }

    @Override
    public LoginSessions loginSessions() {
        return loginSessions;
    }

    @Override
    public LoginThrottles loginThrottles() {
        return loginThrottles;
    }

    @Override
    public RateCounters rateCounters() {
        return rateCounters;
    }

    @Override
    public Option<Bearer> bearer(String tokenHash) {
        return accessTokens.bearer(tokenHash);
    }

    @Override
    public Transactions transactions() {
        return transactions;
    }

    @Override
    public void checkReachable() {
        boolean valid;
        try (Connection connection = statementsPool.getConnection()) {
            valid = connection.isValid(PROBE_SECONDS);
        } catch (SQLException e) {
            throw StorageException.of("probe", e);
        }
        if (!valid) {
            throw new StorageUnavailableException("the database did not answer the probe");
        }
    }

    @Override
    public void close() {
        if (transactionsPool != statementsPool) {
            transactionsPool.close();
        }
        statementsPool.close();
    }
}
