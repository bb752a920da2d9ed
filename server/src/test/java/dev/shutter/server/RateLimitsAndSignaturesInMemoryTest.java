package dev.shutter.server;

import org.junit.jupiter.api.DisplayName;

@DisplayName("Rate limits and signed requests through HTTPS, in memory")
class RateLimitsAndSignaturesInMemoryTest extends RateLimitsAndSignaturesScenarios {

    @Override
    RuleNodes.Where where() {
        return RuleNodes.Where.IN_MEMORY;
    }
}
