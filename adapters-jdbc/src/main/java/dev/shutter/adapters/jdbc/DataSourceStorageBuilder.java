package dev.shutter.adapters.jdbc;

import java.util.Objects;
import javax.sql.DataSource;

/**
 * Opens {@link JdbcStorage} on the host's {@code DataSource}s: Shutter borrows their connections, gives
 * them back as they came (no {@code SET} of any session setting) and closes nothing.
 *
 * <p>What the connections must be like (checked at {@link #open()}, which names what is wrong):
 *
 * <ul>
 *   <li>the {@code DataSource} of {@link JdbcStorage#on}: auto-commit (HikariCP's and Spring Boot's
 *       default); on PostgreSQL READ COMMITTED (the server's default); on H2 any mode;
 *   <li>on PostgreSQL, optionally {@link #transactionsOn} a second pool whose sessions are SERIALIZABLE by
 *       default (HikariCP {@code transactionIsolation=TRANSACTION_SERIALIZABLE}): transactions then cost
 *       no extra round trip. Without it each transaction sends {@code SET TRANSACTION ISOLATION LEVEL
 *       SERIALIZABLE} first, one round trip more per transaction (not per statement).
 * </ul>
 *
 * <p>The pool needs room for Shutter's work beside the host's: one connection per request being served
 * at a time, and the migration's one at open. A serialization failure (40001) or deadlock (40P01) is run
 * again by Shutter; the host's own retry, if any, must not wrap Shutter's calls.
 */
public final class DataSourceStorageBuilder {

    private final DataSource statements;
    private DataSource transactions;
    private Schema schema = new Schema(Schema.DEFAULT);

    DataSourceStorageBuilder(DataSource statements) {
        this.statements = Objects.requireNonNull(statements, "dataSource");
        this.transactions = statements;
    }

    /**
     * The schema of Shutter's tables, created when missing: lower-case letters, digits and underscores;
     * default {@code shutter}.
     */
    public DataSourceStorageBuilder schema(String name) {
        this.schema = new Schema(name);
        return this;
    }

    /** PostgreSQL only: a pool whose sessions are SERIALIZABLE by default, for Shutter's transactions. */
    public DataSourceStorageBuilder transactionsOn(DataSource serializable) {
        this.transactions = Objects.requireNonNull(serializable, "serializable");
        return this;
    }

    /**
     * Checks the connections, creates or migrates the schema, and answers the storage.
     *
     * @throws IllegalStateException naming each connection setting that is not as Shutter needs it
     */
    public JdbcStorage open() {
        return JdbcStorage.open(statements, transactions, schema, () -> {}, 0);
    }
}
