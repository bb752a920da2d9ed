package dev.shutter.adapters.jdbc;

import io.vavr.control.Option;
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
     * again. A single statement outside a transaction runs alone in auto-commit at the session's READ
     * COMMITTED, where an upsert or a conditional update waits for a concurrent one instead of failing.
     */
    POSTGRESQL(Option.some("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE"), false),
    /**
     * H2 does not detect write skew at any isolation level, so everything on one embedded database runs
     * one at a time, under an in-process lock: a transaction is then serializable by construction.
     */
    H2(Option.none(), true);

    /** serialization_failure and deadlock_detected: the work may succeed if run again. */
    private static final Set<String> RETRYABLE = Set.of("40001", "40P01");

    private final Option<String> beginSerializable;
    private final boolean serializedInProcess;

    Dialect(Option<String> beginSerializable, boolean serializedInProcess) {
        this.beginSerializable = beginSerializable;
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

    /** The statement that makes a new transaction serializable, sent as its first. */
    Option<String> beginSerializable() {
        return beginSerializable;
    }

    /** Whether all work on the database must run one piece at a time in this process. */
    boolean serializedInProcess() {
        return serializedInProcess;
    }

    boolean isRetryable(String sqlState) {
        return RETRYABLE.contains(sqlState);
    }
}
