package dev.shutter.server;

import org.junit.jupiter.api.DisplayName;

@DisplayName("Apps and modes through HTTPS, in memory")
class AppsAndModesInMemoryTest extends AppsAndModesScenarios {

    @Override
    RuleNodes.Where where() {
        return RuleNodes.Where.IN_MEMORY;
    }
}
