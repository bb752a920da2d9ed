package dev.shutter.adapters.http;

import dev.shutter.adapters.jdbc.PostgresAvailable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;

@DisplayName("Apps and modes through HTTPS, on PostgreSQL with two nodes")
@ExtendWith(PostgresAvailable.class)
class AppsAndModesOnPostgresTest extends AppsAndModesScenarios {

    @Override
    RuleNodes nodes() {
        return RuleNodes.onPostgres();
    }

    @Override
    boolean storageAvailable() {
        return RuleNodes.postgresUsable();
    }
}
