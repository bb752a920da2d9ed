package dev.shutter.adapters.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.util.DriverDataSource;
import dev.shutter.ports.out.StorageOptions;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Opens {@link JdbcStorage} on HikariCP pools of its own to a JDBC URL: on PostgreSQL one for single
 * statements (auto-commit, READ COMMITTED) and one for transactions (sessions SERIALIZABLE by default),
 * on H2 one for both. Closing the storage closes them.
 *
 * <p>The schema is, first found: {@link #schema}; the URL's own ({@code currentSchema=} on PostgreSQL,
 * {@code ;SCHEMA=} on H2), which is where an operator who named one expects the tables; {@code shutter}.
 */
public final class UrlStorageBuilder {

    /**
     * How long a request waits for a connection on H2, and an event loop for its connection to open, before the
     * storage counts as unavailable (HikariCP's 30 s would hold every request that long while the database is
     * down, instead of answering 503); on PostgreSQL a request waits for a pool's connection no longer than
     * the {@link #timeout}.
     */
    static final long CONNECTION_TIMEOUT_MILLIS = 10_000;

    /** The shortest wait for a connection HikariCP takes. */
    private static final long MINIMUM_CONNECTION_TIMEOUT_MILLIS = 250;

    /**
     * How long a statement may take, and a read on an event loop wait for its answer, unless told otherwise: a
     * web request's patience, well under a load balancer's.
     */
    public static final Duration DEFAULT_TIMEOUT = StorageOptions.DEFAULT_TIMEOUT;

    private static final Pattern H2_SCHEMA = Pattern.compile(";SCHEMA=([^;]*)", Pattern.CASE_INSENSITIVE);

    /** HikariCP's window in which a connection used last is lent without a check (see {@link #openPool}). */
    static final String ALIVE_BYPASS_WINDOW = "com.zaxxer.hikari.aliveBypassWindowMs";

    /** How often an idle connection is checked, in the background. */
    static final long KEEPALIVE_MS = 30_000;

    private final String jdbcUrl;
    private final Dialect dialect;
    private Schema schema;
    private int poolSize = JdbcStorage.DEFAULT_POOL_SIZE;
    private int eventLoops;
    private Duration timeout = DEFAULT_TIMEOUT;

    UrlStorageBuilder(String jdbcUrl) {
        this.jdbcUrl = jdbcUrl;
        this.dialect = Dialect.of(jdbcUrl);
        this.schema = new Schema(urlSchema(jdbcUrl, dialect).orElse(Schema.DEFAULT));
    }

    /** The schema of Shutter's tables, created when missing: lower-case letters, digits and underscores. */
    public UrlStorageBuilder schema(String name) {
        this.schema = new Schema(name);
        return this;
    }

    /** At most this many connections in each pool; default {@value JdbcStorage#DEFAULT_POOL_SIZE}. */
    public UrlStorageBuilder poolSize(int connections) {
        if (connections < 1) {
            throw new IllegalArgumentException("a pool has at least one connection");
        }
        this.poolSize = connections;
        return this;
    }

    /**
     * PostgreSQL only: {@code n} event loops that read without a thread waiting, each with a connection of its
     * own, opened in addition to the pools ({@code n} connections more). With them {@link
     * JdbcStorage#authenticated} sends the authentication of a request outside a transaction (the very
     * statements JDBC would run) through Vert.x's reactive PostgreSQL client, and the answer completes on an
     * event loop. Default 0: off, and JDBC runs them on the calling thread.
     *
     * <p>The host adds {@code io.vertx:vertx-pg-client} to its class path (an optional dependency of this
     * module: a host that leaves them off gets no Vert.x). The event loops read the URL as the pools' driver
     * does and speak TLS as it does ({@code sslmode}, {@code ssl}, {@code sslrootcert}); opening refuses, naming
     * the parameter, a URL that asks for what they cannot do as the pools would (several hosts, a client
     * certificate, a factory class of the host's own).
     *
     * @throws IllegalArgumentException when {@code n} is negative, or positive on a database other than
     *     PostgreSQL
     */
    public UrlStorageBuilder eventLoops(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("the number of event loops is 0 (off) or more");
        }
        if (n > 0 && dialect != Dialect.POSTGRESQL) {
            throw new IllegalArgumentException("event-loop reads are for PostgreSQL only, not " + dialect.name());
        }
        this.eventLoops = n;
        return this;
    }

    /**
     * PostgreSQL: the longest a statement runs ({@code statement_timeout}), a JDBC connection waits for the
     * database's answer (pgjdbc's {@code socketTimeout}, in whole seconds, unless the URL sets one), and a read
     * on an event loop waits for its answer; past it the read or statement fails as the database unavailable.
     * Default {@link #DEFAULT_TIMEOUT}. The schema's migrations at open run without it.
     */
    public UrlStorageBuilder timeout(Duration bound) {
        if (bound.isNegative() || bound.toMillis() < 1) {
            throw new IllegalArgumentException("the database timeout is 1 ms or more");
        }
        this.timeout = bound;
        return this;
    }

    /** Opens the pools, creates or migrates the schema, and answers the storage. */
    public JdbcStorage open() {
        if (eventLoops > 0) {
            LoopConnectOptions.of(PostgresUrl.of(jdbcUrl, besideTheUrl()), timeout); // refuses before connecting
        }
        HikariDataSource statements = openPool(pool("", true, "TRANSACTION_READ_COMMITTED"));
        HikariDataSource transactions = statements;
        try {
            if (dialect.serializableSessions()) {
                transactions = openPool(pool("-transactions", false, "TRANSACTION_SERIALIZABLE"));
            }
        } catch (RuntimeException e) {
            statements.close();
            throw e;
        }
        HikariDataSource serializable = transactions;
        int loops = eventLoops;
        PostgresUrl url = loops == 0 ? null : PostgresUrl.of(jdbcUrl, besideTheUrl());
        Schema tables = schema;
        Duration bound = timeout;
        return StorageOpening.open(
                new StorageSources(
                        statements,
                        transactions,
                        dialect == Dialect.POSTGRESQL
                                ? new DriverDataSource(jdbcUrl, null, new Properties(), null, null)
                                : statements,
                        () -> {
                            statements.getHikariPoolMXBean().softEvictConnections();
                            serializable.getHikariPoolMXBean().softEvictConnections();
                        },
                        timeout),
                schema,
                () -> {
                    if (serializable != statements) {
                        serializable.close();
                    }
                    statements.close();
                },
                poolSize,
                () -> loops == 0 ? Option.none() : Option.some(eventLoopReads(url, tables, loops, bound)));
    }

    /** What the pools give the driver beside the URL (the URL's own values win): the socket timeout. */
    private Properties besideTheUrl() {
        Properties beside = new Properties();
        if (dialect == Dialect.POSTGRESQL) {
            beside.setProperty("socketTimeout", String.valueOf((timeout.toMillis() + 999) / 1000));
        }
        return beside;
    }

    /** Opens {@link EventLoopReads}; Vert.x missing from the class path is told as such. */
    private static Sql.Sender eventLoopReads(PostgresUrl url, Schema schema, int eventLoops, Duration timeout) {
        try {
            return EventLoopReads.open(url, schema, eventLoops, timeout);
        } catch (NoClassDefFoundError e) {
            throw new IllegalStateException(
                    "event-loop reads need Vert.x's PostgreSQL client (io.vertx:vertx-pg-client) on the class path", e);
        }
    }

    /** The schema named in the URL, if any. */
    static Optional<String> urlSchema(String jdbcUrl, Dialect dialect) {
        if (dialect == Dialect.POSTGRESQL) {
            return PostgresUrl.of(jdbcUrl).currentSchema();
        }
        Matcher named = H2_SCHEMA.matcher(jdbcUrl);
        return named.find() ? Optional.of(named.group(1)) : Optional.empty();
    }

    /**
     * A pool that does not check a connection as it lends it. HikariCP checks ({@code Connection.isValid}: an
     * empty query, one round trip) every connection that rested more than half a second, which put a round
     * trip on the path of requests whenever the load was light. It reads that window from a system property
     * as a pool is built, so the property is set for the building of Shutter's pools only (unless the
     * operator set it). Connections are checked in the background instead ({@link #KEEPALIVE_MS}); a
     * connection that died in between fails its statement, and HikariCP then discards it.
     */
    private static HikariDataSource openPool(HikariConfig config) {
        synchronized (UrlStorageBuilder.class) {
            boolean ours = System.getProperty(ALIVE_BYPASS_WINDOW) == null;
            if (ours) {
                System.setProperty(ALIVE_BYPASS_WINDOW, String.valueOf(Long.MAX_VALUE / 2));
            }
            try {
                return new HikariDataSource(config);
            } finally {
                if (ours) {
                    System.clearProperty(ALIVE_BYPASS_WINDOW);
                }
            }
        }
    }

    private HikariConfig pool(String suffix, boolean autoCommit, String isolation) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("shutter-" + dialect.name().toLowerCase(Locale.ROOT) + suffix);
        config.setJdbcUrl(jdbcUrl);
        config.setAutoCommit(autoCommit);
        config.setTransactionIsolation(isolation);
        config.setMaximumPoolSize(poolSize);
        config.setMinimumIdle(Math.min(2, poolSize));
        // on PostgreSQL a request waits for a connection no longer than for an answer
        config.setConnectionTimeout(
                dialect == Dialect.POSTGRESQL
                        ? Math.max(MINIMUM_CONNECTION_TIMEOUT_MILLIS, timeout.toMillis())
                        : CONNECTION_TIMEOUT_MILLIS);
        PoolMetrics.bind(config);
        config.setKeepaliveTime(KEEPALIVE_MS);
        config.setDataSourceProperties(besideTheUrl());
        if (dialect == Dialect.POSTGRESQL) {
            config.setConnectionInitSql("SET statement_timeout = " + timeout.toMillis());
        }
        return config;
    }
}
