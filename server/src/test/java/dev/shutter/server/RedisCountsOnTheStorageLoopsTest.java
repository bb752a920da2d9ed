package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.adapters.redis.RedisAvailable;
import dev.shutter.adapters.redis.RedisTestServer;
import dev.shutter.domain.limit.RateBucket;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageOptions;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * With {@code --rate-store redis://...} on PostgreSQL's event loops, the Redis connection is on those loops:
 * a request's count is answered on a Vert.x event loop, as its read is, so that no thread of Lettuce's own
 * wakes for it (the order of closing them is {@code RateCountedStorageTest}'s).
 */
@ExtendWith({PostgresAvailable.class, RedisAvailable.class})
class RedisCountsOnTheStorageLoopsTest {

    private static final Instant MINUTE = Instant.parse("2026-11-27T21:00:00Z");

    @Test
    @DisplayName("a count sent to Redis is answered on the PostgreSQL client's event loop")
    void countAnsweredOnTheStorageLoop() throws Exception {
        onPostgresWithRedisCounts(new StorageOptions(1), storage -> {
            ExecutorService loop = storage.threads().eventLoops().get();
            assertThat(RedisTestServer.threadAnsweringACount(storage.rateCounters(), loop, "token:all", MINUTE))
                    .startsWith("vert.x-eventloop-thread");
        });
    }

    @Test
    @DisplayName("a storage without event loops has none to give, and the counts are made on Lettuce's own")
    void blockingStorageHasNoLoops() throws Exception {
        onPostgresWithRedisCounts(StorageOptions.BLOCKING, storage -> {
            assertThat(storage.threads().eventLoops()).isEmpty();
            assertThat(storage.rateCounters()
                            .spendSent(List.of("token:all"), List.of(10L), MINUTE)
                            .get(5, TimeUnit.SECONDS)
                            .hour())
                    .containsEntry("token:all", List.of(new RateBucket(MINUTE, 1)));
        });
    }

    /** What a test does with a storage on a fresh schema, opened as the server opens it, with its counts in Redis. */
    private interface StorageCheck {
        void run(Storage storage) throws Exception;
    }

    private static void onPostgresWithRedisCounts(StorageOptions options, StorageCheck check) throws Exception {
        PostgresTestDatabase.requireReachable();
        RedisTestServer.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        String prefix = RedisTestServer.uniquePrefix();
        try (Storage storage = StorageLoader.withRateStore(
                StorageLoader.open(PostgresTestDatabase.urlFor(schema), options),
                Option.some(RedisTestServer.url() + "?prefix=" + prefix))) {
            check.run(storage);
        } finally {
            RedisTestServer.deleteKeys(prefix);
            PostgresTestDatabase.dropSchema(schema);
        }
    }
}
