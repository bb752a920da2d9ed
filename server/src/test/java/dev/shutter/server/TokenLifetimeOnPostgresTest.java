package dev.shutter.server;

import dev.shutter.adapters.jdbc.PostgresAvailable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;

@DisplayName("Token lifetime and transport through HTTPS, on PostgreSQL with two nodes")
@ExtendWith(PostgresAvailable.class)
class TokenLifetimeOnPostgresTest extends TokenLifetimeScenarios {

    @Override
    RuleNodes.Where where() {
        return RuleNodes.Where.ON_POSTGRES;
    }
}
