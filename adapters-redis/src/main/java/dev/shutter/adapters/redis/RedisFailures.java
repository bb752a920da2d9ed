package dev.shutter.adapters.redis;

import dev.shutter.ports.out.StorageUnavailableException;
import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.RedisException;

/**
 * What a failure of Redis is to the caller: an outage (no connection, no answer in time) is {@link
 * StorageUnavailableException}; Redis refusing a command is a fault of the setup (a key of another type under
 * the prefix, say), not an outage. Neither message carries a key: keys hold token hashes.
 */
final class RedisFailures {

    private RedisFailures() {}

    static RuntimeException of(String operation, Throwable failure) {
        if (failure instanceof RedisCommandExecutionException) {
            return new IllegalStateException("Redis refused the rate store operation " + operation, failure);
        }
        if (failure instanceof RedisException) {
            return new StorageUnavailableException("rate store operation " + operation + " could not reach Redis ("
                    + failure.getClass().getSimpleName() + ")");
        }
        return failure instanceof RuntimeException runtime ? runtime : new IllegalStateException(failure);
    }
}
