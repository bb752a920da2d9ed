package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.TestService;
import dev.shutter.ports.out.Storage;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The PostgreSQL the tests run on: {@code SHUTTER_TEST_PG_URL}, else the local trust-auth server. Each
 * storage gets an empty, migrated schema of its own ({@link #newStorage}). An unreachable server skips the tests,
 * except under {@code CI=true}, where it fails them: CI must not pass by testing nothing.
 */
public final class PostgresTestDatabase {

    static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=root";

    private static final TestService SERVICE =
            new TestService("PostgreSQL", "SHUTTER_TEST_PG_URL", () -> safe(baseUrl()), PostgresTestDatabase::probe);

    private PostgresTestDatabase() {}

    /** The server's base URL. */
    public static String baseUrl() {
        String configured = System.getenv("SHUTTER_TEST_PG_URL");
        return configured == null || configured.isBlank() ? DEFAULT_URL : configured;
    }

    /** Skips the calling test (or fails it on CI) when PostgreSQL cannot be reached. */
    public static void requireReachable() {
        SERVICE.requireReachable();
    }

    /** Why PostgreSQL cannot be reached, if it cannot; asked once per test run. */
    public static Optional<String> unreachable() {
        return SERVICE.unreachable();
    }

    /** Whether this is CI, where a missing PostgreSQL is a failure. */
    public static boolean onCi() {
        return TestService.onCi();
    }

    /** Skips or runs a test of a PostgreSQL class ({@link PostgresAvailable}). */
    static ConditionEvaluationResult evaluate(ExtensionContext context) {
        return SERVICE.evaluate(context);
    }

    /**
     * A storage on an empty schema of its own. Its connections' current schema is one that does not
     * exist, so a statement that names a table without {@code {schema}.} fails. Closing the storage
     * empties the schema's tables and keeps the schema, migrated, for the next storage of this test run:
     * migrating a fresh schema is most of a short test's time. The kept schemas are dropped when the
     * test run's JVM ends.
     */
    public static Storage newStorage(int poolSize) {
        return newStorage(poolSize, 0);
    }

    /** The same, with {@code eventLoops} event loops for its reads ({@link UrlStorageBuilder#eventLoops}). */
    public static Storage newStorage(int poolSize, int eventLoops) {
        requireReachable();
        String schema = MigratedSchemas.take();
        try {
            JdbcStorage storage = JdbcStorage.at(urlFor(schema + "_nowhere"))
                    .schema(schema)
                    .poolSize(poolSize)
                    .eventLoops(eventLoops)
                    .open();
            return new ClosingStorage(storage, () -> {
                try {
                    storage.close();
                } finally {
                    MigratedSchemas.giveBack(schema);
                }
            });
        } catch (RuntimeException e) {
            dropSchema(schema);
            throw e;
        }
    }

    /** Creates a schema with a random name. */
    public static String createSchema() {
        String schema = "shutter_test_" + HexFormat.of().formatHex(randomBytes());
        execute("CREATE SCHEMA " + schema);
        return schema;
    }

    /** The URL whose connections work in {@code schema}. */
    public static String urlFor(String schema) {
        String base = baseUrl();
        return base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    /** Drops a schema made by {@link #createSchema()}, with everything in it. */
    public static void dropSchema(String schema) {
        execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
    }

    private static void execute(String statement) {
        try (Connection connection = DriverManager.getConnection(baseUrl());
                Statement s = connection.createStatement()) {
            s.execute(statement);
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL test setup failed: SQLState " + e.getSQLState(), e);
        }
    }

    private static String probe() {
        DriverManager.setLoginTimeout(3);
        try (Connection connection = DriverManager.getConnection(baseUrl())) {
            return connection.isValid(3) ? null : "connection not valid";
        } catch (SQLException e) {
            return e.getClass().getSimpleName() + ", SQLState " + e.getSQLState();
        }
    }

    private static byte[] randomBytes() {
        byte[] bytes = new byte[6];
        ThreadLocalRandom.current().nextBytes(bytes);
        return bytes;
    }

    /** The URL without a password, for messages. */
    private static String safe(String url) {
        return url.replaceAll("(?i)password=[^&]*", "password=***");
    }
}
