package dev.shutter.adapters.jdbc;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.shutter.ports.out.Storage;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The PostgreSQL the tests run on: {@code SHUTTER_TEST_PG_URL}, else the local trust-auth server. Each
 * storage gets a fresh schema, dropped when the storage closes. An unreachable server skips the tests,
 * except under {@code CI=true}, where it fails them: CI must not pass by testing nothing.
 */
public final class PostgresTestDatabase {

    static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=root";

    private static volatile String unreachableBecause;
    private static volatile boolean checked;

    private PostgresTestDatabase() {}

    /** The server's base URL. */
    public static String baseUrl() {
        String configured = System.getenv("SHUTTER_TEST_PG_URL");
        return configured == null || configured.isBlank() ? DEFAULT_URL : configured;
    }

    /** Skips the calling test (or fails it on CI) when PostgreSQL cannot be reached. */
    public static void requireReachable() {
        Optional<String> unreachable = unreachable();
        if (unreachable.isEmpty()) {
            return;
        }
        if (onCi()) {
            fail(unreachable.get() + ": CI=true requires it");
        }
        assumeTrue(false, unreachable.get() + ": skipped; set SHUTTER_TEST_PG_URL");
    }

    /** Why PostgreSQL cannot be reached, if it cannot; asked once per test run. */
    public static Optional<String> unreachable() {
        if (!checked) {
            synchronized (PostgresTestDatabase.class) {
                if (!checked) {
                    unreachableBecause = probe();
                    checked = true;
                }
            }
        }
        return Optional.ofNullable(unreachableBecause)
                .map(reason -> "PostgreSQL not reachable at " + safe(baseUrl()) + " (" + reason + ")");
    }

    /** Whether this is CI, where a missing PostgreSQL is a failure. */
    public static boolean onCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /**
     * A storage on a fresh schema of its own, dropped when the storage closes. Its connections' current
     * schema is one that does not exist, so a statement that names a table without {@code {schema}.} fails.
     */
    public static Storage newStorage(int poolSize) {
        requireReachable();
        String schema = createSchema();
        try {
            JdbcStorage storage = JdbcStorage.at(urlFor(schema + "_nowhere"))
                    .schema(schema)
                    .poolSize(poolSize)
                    .open();
            return new ClosingStorage(storage, () -> {
                try {
                    storage.close();
                } finally {
                    dropSchema(schema);
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
