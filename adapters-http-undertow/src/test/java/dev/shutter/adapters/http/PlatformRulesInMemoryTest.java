package dev.shutter.adapters.http;

import org.junit.jupiter.api.DisplayName;

@DisplayName("Platform rules through HTTPS, in memory")
class PlatformRulesInMemoryTest extends PlatformRulesScenarios {

    @Override
    String openStorage() {
        return "memory";
    }

    @Override
    boolean storageIsShared() {
        return false;
    }

    @Override
    void dropStorage() {
        // nothing outlives the server
    }
}
