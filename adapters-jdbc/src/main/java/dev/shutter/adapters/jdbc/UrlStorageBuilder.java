package dev.shutter.adapters.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.util.Locale;
import java.util.Optional;
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
     * How long a request waits for a connection before the storage counts as unavailable (HikariCP's 30 s
     * would hold every request that long while the database is down, instead of answering 503).
     */
    static final long CONNECTION_TIMEOUT_MILLIS = 10_000;

    private static final Pattern POSTGRESQL_SCHEMA = Pattern.compile("[?&]currentSchema=([^&]*)");
    private static final Pattern H2_SCHEMA = Pattern.compile(";SCHEMA=([^;]*)", Pattern.CASE_INSENSITIVE);

    /** HikariCP's window in which a connection used last is lent without a check (see {@link #openPool}). */
    static final String ALIVE_BYPASS_WINDOW = "com.zaxxer.hikari.aliveBypassWindowMs";

    /** How often an idle connection is checked, in the background. */
    static final long KEEPALIVE_MS = 30_000;

    private final String jdbcUrl;
    private final Dialect dialect;
    private Schema schema;
    private int poolSize = JdbcStorage.DEFAULT_POOL_SIZE;

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

    /** Opens the pools, creates or migrates the schema, and answers the storage. */
    public JdbcStorage open() {
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
        return JdbcStorage.open(
                statements,
                transactions,
                schema,
                () -> {
                    if (serializable != statements) {
                        serializable.close();
                    }
                    statements.close();
                },
                poolSize);
    }

    /** The schema named in the URL, if any. */
    static Optional<String> urlSchema(String jdbcUrl, Dialect dialect) {
        Matcher named = (dialect == Dialect.POSTGRESQL ? POSTGRESQL_SCHEMA : H2_SCHEMA).matcher(jdbcUrl);
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
        config.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
        PoolMetrics.bind(config);
        config.setKeepaliveTime(KEEPALIVE_MS);
        return config;
    }
}
