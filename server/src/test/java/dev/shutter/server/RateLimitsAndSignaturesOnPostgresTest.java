package dev.shutter.server;

import dev.shutter.adapters.jdbc.PostgresAvailable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;

@DisplayName("Rate limits and signed requests through HTTPS, on PostgreSQL with two nodes")
@ExtendWith(PostgresAvailable.class)
class RateLimitsAndSignaturesOnPostgresTest extends RateLimitsAndSignaturesScenarios {

    @Override
    RuleNodes.Where where() {
        return RuleNodes.Where.ON_POSTGRES;
    }
}
