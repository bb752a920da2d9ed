package dev.shutter.adapters.jdbc;

import java.util.Set;

/**
 * What differs between the two databases in how work runs: how a transaction is made serializable.
 * The schema is the same; the one statement that differs is the rate counter's upsert ({@link
 * JdbcRateCounters}).
 */
enum Dialect {
    /**
     * Explicit transactions run SERIALIZABLE (serializable snapshot isolation): the database detects write
     * skew between concurrent transactions and fails one with 40001, which {@link JdbcTransactions} runs
     * again. They take their connections from a pool of their own whose sessions are serializable by
     * default, so that no transaction spends a round trip on {@code SET TRANSACTION}. A single statement
     * outside a transaction runs alone in auto-commit at READ COMMITTED, on the other pool, where an
     * upsert or a conditional update waits for a concurrent one instead of failing.
     */
    POSTGRESQL(true, false),
    /**
     * H2 does not detect write skew at any isolation level, so everything on one embedded database runs
     * one at a time, under an in-process lock, on one pool: a transaction is then serializable by
     * construction.
     */
    H2(false, true);

    /** serialization_failure and deadlock_detected: the work may succeed if run again. */
    private static final Set<String> RETRYABLE = Set.of("40001", "40P01");

    private final boolean serializableSessions;
    private final boolean serializedInProcess;

    Dialect(boolean serializableSessions, boolean serializedInProcess) {
        this.serializableSessions = serializableSessions;
        this.serializedInProcess = serializedInProcess;
    }

    /** The dialect of a JDBC URL. */
    static Dialect of(String jdbcUrl) {
        if (jdbcUrl.startsWith("jdbc:postgresql:")) {
            return POSTGRESQL;
        }
        if (jdbcUrl.startsWith("jdbc:h2:")) {
            return H2;
        }
        throw new IllegalArgumentException("only jdbc:postgresql: and jdbc:h2: URLs are supported");
    }

    /** The dialect of the database a connection is open on: its product name, as the driver reports it. */
    static Dialect of(java.sql.Connection connection) throws java.sql.SQLException {
        String product = connection.getMetaData().getDatabaseProductName();
        if ("PostgreSQL".equals(product)) {
            return POSTGRESQL;
        }
        if ("H2".equals(product)) {
            return H2;
        }
        throw new IllegalArgumentException("Shutter runs on PostgreSQL or H2, not on " + product);
    }

    /** Whether transactions run on a pool of their own whose sessions are serializable by default. */
    boolean serializableSessions() {
        return serializableSessions;
    }

    /** Whether all work on the database must run one piece at a time in this process. */
    boolean serializedInProcess() {
        return serializedInProcess;
    }

    /**
     * Whether the driver sends several statements of one text in one exchange, and the database takes
     * {@code INSERT ... ON CONFLICT}: PostgreSQL.
     */
    boolean pipelinesWrites() {
        return this == POSTGRESQL;
    }

    boolean isRetryable(String sqlState) {
        return RETRYABLE.contains(sqlState);
    }
}
