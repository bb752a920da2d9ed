package dev.shutter.adapters.redis;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.contract.BatchedSpendingContract;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Many tokens spending through batches with the counts in Redis: the other node is the same data with
 * counters of its own, on their own connection to the same Redis and key prefix.
 */
@DisplayName("Batched spending with the counts in Redis, on two nodes")
@ExtendWith(RedisAvailable.class)
class RedisBatchedSpendingContractTest extends BatchedSpendingContract {

    private String prefix;
    private Storage other;

    @Override
    protected Storage newStorage() {
        RedisRateCounters counters = RedisTestServer.counters();
        prefix = counters.keyPrefix();
        InMemoryStorage data = new InMemoryStorage();
        other = data.withRateCounters(
                RedisRateCounters.at(RedisTestServer.url()).keyPrefix(prefix).connect());
        return data.withRateCounters(counters);
    }

    @Override
    protected Storage otherNode() {
        return other;
    }

    @AfterEach
    void closeTheOtherAndDeleteKeys() {
        if (other != null) {
            other.rateCounters().close();
        }
        if (prefix != null) {
            RedisTestServer.deleteKeys(prefix);
        }
    }
}
