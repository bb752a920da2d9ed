package dev.shutter.adapters.jdbc;

import io.vavr.control.Option;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Opens {@link JdbcStorage} on the host's {@code DataSource}s: Shutter borrows their connections, gives
 * them back as they came and closes nothing. What the connections must be like, and why, is written once in
 * docs/embedding.md ("What your DataSource must give"); {@link #open()} checks it and names what is wrong.
 */
public final class DataSourceStorageBuilder {

    private final DataSource statements;
    private DataSource transactions;
    private Option<Schema> schema = Option.none();

    DataSourceStorageBuilder(DataSource statements) {
        this.statements = Objects.requireNonNull(statements, "dataSource");
        this.transactions = statements;
    }

    /**
     * The schema of Shutter's tables, created when missing: lower-case letters, digits and underscores. When
     * not named here: the current schema of the pool's connections, unless it is the database's default
     * ({@code public}), as {@link JdbcStorage#at} reads the schema a URL names; else {@code shutter}.
     */
    public DataSourceStorageBuilder schema(String name) {
        this.schema = Option.some(new Schema(name));
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
        Schema tables = schema.getOrElse(this::schemaOfThePool);
        return StorageOpening.open(StorageSources.host(statements, transactions), tables, () -> {}, 0, Option::none);
    }

    /**
     * The schema the pool's connections work in, when it is not the database's default ({@code public} on
     * PostgreSQL, {@code PUBLIC} on H2); else the one their URL names (a PostgreSQL {@code currentSchema} not
     * created yet); else {@code shutter}.
     */
    private Schema schemaOfThePool() {
        try (Connection connection = statements.getConnection()) {
            Dialect dialect = Dialect.of(connection);
            String current = connection.getSchema();
            Optional<String> chosen = current == null || current.equalsIgnoreCase("public")
                    ? Optional.empty()
                    : Optional.of(dialect == Dialect.H2 ? current.toLowerCase(Locale.ROOT) : current);
            String url = connection.getMetaData().getURL();
            return new Schema(chosen.or(() -> UrlStorageBuilder.urlSchema(url == null ? "" : url, dialect))
                    .orElse(Schema.DEFAULT));
        } catch (SQLException e) {
            throw StorageException.of("open", e);
        }
    }
}
