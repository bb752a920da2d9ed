package dev.shutter.server;

import org.junit.jupiter.api.DisplayName;

@DisplayName("Token lifetime and transport through HTTPS, in memory")
class TokenLifetimeInMemoryTest extends TokenLifetimeScenarios {

    @Override
    RuleNodes.Where where() {
        return RuleNodes.Where.IN_MEMORY;
    }
}
