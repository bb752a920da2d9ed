package dev.shutter.adapters.redis;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.contract.RateCountersContract;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;

/** The rate-counter contract with the counts in Redis, beside a storage in memory. */
@DisplayName("Rate counters on Redis")
@ExtendWith(RedisAvailable.class)
class RedisRateCountersContractTest extends RateCountersContract {

    private String prefix;

    @Override
    protected Storage newStorage() {
        RedisRateCounters counters = RedisTestServer.counters();
        prefix = counters.keyPrefix();
        return new InMemoryStorage().withRateCounters(counters);
    }

    @AfterEach
    void deleteKeys() {
        if (prefix != null) {
            RedisTestServer.deleteKeys(prefix);
        }
    }
}
