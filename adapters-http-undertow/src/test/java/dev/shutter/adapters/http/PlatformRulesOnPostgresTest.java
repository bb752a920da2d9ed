package dev.shutter.adapters.http;

import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;

/** The same rules on a fresh PostgreSQL schema, with two server nodes on it. */
@DisplayName("Platform rules through HTTPS, on PostgreSQL with two nodes")
@ExtendWith(PostgresAvailable.class)
class PlatformRulesOnPostgresTest extends PlatformRulesScenarios {

    private String schema;

    @Override
    boolean storageAvailable() {
        // Off CI an unreachable server skips each test, with the reason, through PostgresAvailable.
        return PostgresTestDatabase.onCi() || PostgresTestDatabase.unreachable().isEmpty();
    }

    @Override
    String openStorage() {
        PostgresTestDatabase.requireReachable();
        schema = PostgresTestDatabase.createSchema();
        return PostgresTestDatabase.urlFor(schema);
    }

    @Override
    boolean storageIsShared() {
        return true;
    }

    @Override
    void dropStorage() {
        if (schema != null) {
            PostgresTestDatabase.dropSchema(schema);
        }
    }
}
