package dev.shutter.adapters.jdbc;

import io.vavr.control.Option;
import java.util.Objects;
import javax.sql.DataSource;

/**
 * Opens {@link JdbcStorage} on the host's {@code DataSource}s: Shutter borrows their connections, gives
 * them back as they came and closes nothing. What the connections must be like, and why, is written once in
 * docs/embedding.md ("What your DataSource must give"); {@link #open()} checks it and names what is wrong.
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
        return JdbcStorage.open(StorageSources.host(statements, transactions), schema, () -> {}, 0, Option::none);
    }
}
