package dev.shutter.adapters.jdbc;

import java.util.Set;

/**
 * What differs between the two databases in how work runs: how a transaction is made serializable.
 * The schema is the same; the statements that differ are the rate counter's upsert ({@link
 * JdbcRateCounters}), the outbox's order ({@link JdbcOutbox}) and how a list joins its users ({@link
 * OneStatementReads}).
 */
enum Dialect {
    /**
     * Explicit transactions run SERIALIZABLE (serializable snapshot isolation): the database detects write
     * skew between concurrent transactions and fails one with 40001, which {@link JdbcTransactions} runs
     * again. They take their connections from a pool of their own whose sessions are serializable by
     * default, so that no transaction spends a round trip on {@code SET TRANSACTION}. Work that says what it
     * works on (a pair's relationship, a user's privacy, a media's comments) runs at READ COMMITTED instead,
     * after the locks of what it works on ({@link Locking}, asked in the exchange of its first read): work on
     * different pairs, users and media neither waits for nor fails one another. A single statement
     * outside a transaction runs alone in auto-commit at READ COMMITTED, on the other pool, where an
     * upsert or a conditional update waits for a concurrent one instead of failing.
     */
    POSTGRESQL(
            true, false, "pg_current_xact_id()::text::bigint", "pg_snapshot_xmin(pg_current_snapshot())::text::bigint"),
    /**
     * H2 does not detect write skew at any isolation level, so everything on one embedded database runs
     * one at a time, under an in-process lock, on one pool: a transaction is then serializable by
     * construction.
     */
    H2(false, true, "0", "1");

    /** serialization_failure and deadlock_detected: the work may succeed if run again. */
    private static final Set<String> RETRYABLE = Set.of("40001", "40P01");

    private final boolean serializableSessions;
    private final boolean serializedInProcess;
    private final String commitOrder;
    private final String visibleCommitOrders;

    Dialect(boolean serializableSessions, boolean serializedInProcess, String commitOrder, String visibleCommitOrders) {
        this.serializableSessions = serializableSessions;
        this.serializedInProcess = serializedInProcess;
        this.commitOrder = commitOrder;
        this.visibleCommitOrders = visibleCommitOrders;
    }

    /**
     * The SQL of an appended event's {@code commit_order}: on PostgreSQL the appending transaction's id; on
     * H2, where transactions run one at a time, 0 (the sequence alone follows the commits).
     */
    String commitOrder() {
        return commitOrder;
    }

    /**
     * The SQL of the bound below which every {@code commit_order} a reader may read has finished: on
     * PostgreSQL the oldest transaction still in flight in the statement's snapshot, so that no event of a
     * transaction that commits later can ever sort before one already read; on H2, 1 (every commit_order is 0).
     */
    String visibleCommitOrders() {
        return visibleCommitOrders;
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

    /**
     * Whether a transaction whose {@code COMMIT}'s answer was lost can be asked about ({@code pg_xact_status},
     * {@link LostCommits}): PostgreSQL, over a network. An embedded H2 loses no answer.
     */
    boolean resolvesLostCommits() {
        return this == POSTGRESQL;
    }

    /**
     * Whether work that says what it works on runs at READ COMMITTED after the locks of that ({@link Locking}):
     * PostgreSQL. On H2 it runs as every transaction does, one at a time.
     */
    boolean locksWhatItWorksOn() {
        return this == POSTGRESQL;
    }

    boolean isRetryable(String sqlState) {
        return RETRYABLE.contains(sqlState);
    }
}
