package dev.shutter.adapters.jdbc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/**
 * Shutter's tables, brought up to date at open by Flyway in the schema of Shutter's own choosing: its
 * migrations at {@value #LOCATION} (never Flyway's default {@code db/migration}, which is the host's),
 * its history in {@value #HISTORY} in that schema (never the host's {@code flyway_schema_history}). The
 * schema is created when missing. Every table, constraint and index the scripts make is named {@code
 * shutter_...}, so the schema may be the host's own, beside its {@code users} or {@code media}. A database of
 * release 0.1's layout is adopted first ({@link LegacyLayout}); one with the plain table names of later
 * builds is renamed in place ({@link UnprefixedLayout}).
 *
 * <p>Flyway works on a connection of its own during the migration and sets that connection's current
 * schema to Shutter's while it runs the scripts (which name tables without a schema), then restores it:
 * the statements of the stores never rely on the current schema ({@link Schema}).
 */
final class Migrations {

    static final String LOCATION = "classpath:dev/shutter/adapters/jdbc/migration";

    static final String HISTORY = "shutter_schema_history";

    /** A fresh history starts below the first migration, so that a schema that already holds a host's tables is accepted. */
    private static final String BEFORE_THE_FIRST = "0";

    private Migrations() {}

    /**
     * Adopts a database of release 0.1's layout or of plain table names if there is one, then applies what the
     * schema has not had.
     */
    static void migrate(DataSource source, Schema schema) {
        String folded = folded(source, schema);
        Optional<LegacyLayout> legacy = LegacyLayout.find(source);
        if (legacy.isEmpty()) {
            UnprefixedLayout.find(source, folded).ifPresent(plain -> {
                // today's scripts make the same tables under prefixed names: the history takes their checksums
                // first, so that a crash before the renames finish leaves the layout still found here
                flyway(source, folded, BEFORE_THE_FIRST).load().repair();
                plain.rename();
            });
            flyway(source, folded, BEFORE_THE_FIRST).load().migrate();
            return;
        }
        LegacyLayout old = legacy.get();
        if (old.schema().equals(folded)) {
            // The tables are already where they belong: they take their prefixed names, and the new history
            // starts at release 0.1's last version.
            new UnprefixedLayout(source, folded, Integer.parseInt(LegacyLayout.VERSION)).rename();
            flyway(source, folded, LegacyLayout.VERSION).load().migrate();
        } else {
            flyway(source, folded, BEFORE_THE_FIRST)
                    .target(LegacyLayout.VERSION)
                    .load()
                    .migrate();
            old.moveTablesInto(schema);
            flyway(source, folded, BEFORE_THE_FIRST).load().migrate();
        }
        old.forgetHistory();
    }

    /**
     * The schema's name as the database stores an unquoted identifier: Flyway quotes the names it is
     * given, the statements do not ({@link Schema}), and both must mean the same schema (H2 without
     * {@code DATABASE_TO_LOWER} folds unquoted names to upper case).
     */
    private static String folded(DataSource source, Schema schema) {
        try (Connection connection = source.getConnection()) {
            return connection.getMetaData().storesUpperCaseIdentifiers()
                    ? schema.name().toUpperCase(Locale.ROOT)
                    : schema.name();
        } catch (SQLException e) {
            throw StorageException.of("open", e);
        }
    }

    /**
     * The statements of the scripts that differ between the databases, by name: PostgreSQL's storage parameter, its
     * function that spends a batch ({@value #SPEND_BATCHES}, its tables named in {@code schema}), its primary key
     * of the edges that holds their status and its BRIN index of the counters' minutes, and on H2 a statement both
     * understand.
     */
    private static Map<String, String> placeholders(DataSource source, String schema) {
        Dialect dialect;
        try (Connection connection = source.getConnection()) {
            dialect = Dialect.of(connection);
        } catch (SQLException e) {
            throw StorageException.of("open", e);
        }
        String comment = "COMMENT ON TABLE shutter_rate_counters IS 'requests a rate key made in a minute'";
        return Map.of(
                "rate_counters_room",
                dialect == Dialect.POSTGRESQL ? "ALTER TABLE shutter_rate_counters SET (fillfactor = 20)" : comment,
                "spend_batches",
                dialect == Dialect.POSTGRESQL ? spendBatches(schema) : comment,
                "edges_pair_key",
                dialect == Dialect.POSTGRESQL
                        ? EDGES_PAIR_KEY
                        : "COMMENT ON TABLE shutter_edges IS 'who follows, or asked to follow, whom'",
                "rate_counters_minute_index",
                dialect == Dialect.POSTGRESQL ? RATE_COUNTERS_MINUTE_INDEX : comment);
    }

    /** The counters' index of minutes as a BRIN index, under its name (V14). */
    private static final String RATE_COUNTERS_MINUTE_INDEX = "DROP INDEX shutter_rate_counters_minute_ix;\n"
            + "CREATE INDEX shutter_rate_counters_minute_ix ON shutter_rate_counters USING brin (minute_start)";

    /**
     * The edges' primary key made again with their status in it ({@code INCLUDE}), under its name: a new unique index,
     * then the key moved onto it.
     */
    private static final String EDGES_PAIR_KEY = "CREATE UNIQUE INDEX shutter_edges_pair_ix ON shutter_edges"
            + " (follower_id, followee_id) INCLUDE (status);\n"
            + "ALTER TABLE shutter_edges DROP CONSTRAINT shutter_edges_pk,"
            + " ADD CONSTRAINT shutter_edges_pk PRIMARY KEY USING INDEX shutter_edges_pair_ix";

    /** Where the function that spends a batch on PostgreSQL is written ({@code BatchSpending}). */
    static final String SPEND_BATCHES = "/dev/shutter/adapters/jdbc/postgresql/shutter_spend.sql";

    private static String spendBatches(String schema) {
        try (InputStream in = Migrations.class.getResourceAsStream(SPEND_BATCHES)) {
            if (in == null) {
                throw new IllegalStateException("missing " + SPEND_BATCHES);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            return text.replace("{schema}", '"' + schema.replace("\"", "\"\"") + '"');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static FluentConfiguration flyway(DataSource source, String schema, String baselineVersion) {
        return Flyway.configure(Migrations.class.getClassLoader())
                .dataSource(source)
                .locations(LOCATION)
                .placeholders(placeholders(source, schema))
                .failOnMissingLocations(true)
                .schemas(schema)
                .defaultSchema(schema)
                .createSchemas(true)
                .table(HISTORY)
                .baselineOnMigrate(true)
                .baselineVersion(baselineVersion);
    }
}
