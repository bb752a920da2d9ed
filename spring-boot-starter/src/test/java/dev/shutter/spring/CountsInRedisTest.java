package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.redis.RedisRateCounters;
import dev.shutter.adapters.redis.RedisTestServer;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.out.RateCounters;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * {@code shutter.rate-counts=redis} counts in the application's Redis, found at Spring Boot's own properties
 * ({@code spring.data.redis.*}). Skipped without the test Redis, failed without it on CI.
 */
@DisplayName("Counts in the application's Redis")
class CountsInRedisTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(
                    AutoConfigurations.of(ShutterStorageAutoConfiguration.class, ShutterAutoConfiguration.class))
            .withPropertyValues("shutter.storage=memory");

    private String prefix;

    @BeforeEach
    void reachable() {
        RedisTestServer.requireReachable();
        prefix = RedisTestServer.uniquePrefix();
    }

    @AfterEach
    void deleteKeys() {
        if (prefix != null) {
            RedisTestServer.deleteKeys(prefix);
        }
    }

    /**
     * The keys under the test's prefix, read by RedisTestServer with a call that links on the Lettuce of every
     * Spring Boot line (Lettuce 7, Boot 4.1's, changed {@code keys}' parameter).
     */
    private List<String> keys() {
        return RedisTestServer.keys(prefix);
    }

    @Test
    @DisplayName("a counted request writes its count under Shutter's prefix in the Redis of spring.data.redis.url")
    void countsInRedis() {
        runner.withPropertyValues(
                        "shutter.rate-counts=redis",
                        "spring.data.redis.url=" + RedisTestServer.url(),
                        "shutter.redis.key-prefix=" + prefix)
                .run(context -> {
                    // given the counters on the application's Redis
                    assertThat(context.getBean(RateCounters.class)).isInstanceOf(RedisRateCounters.class);
                    assertThat(keys()).isEmpty();

                    // when Alice's token makes a counted request
                    Tokens.aliceFollowsBob(context.getBean(Shutter.class));

                    // then its count is in Redis, under the prefix
                    assertThat(keys()).isNotEmpty();
                });
    }

    @Test
    @DisplayName("a host's own RateCounters bean wins over the Redis ones")
    void hostsCountersWin() {
        try (RedisRateCounters hosts = RedisTestServer.counters()) {
            runner.withPropertyValues("shutter.rate-counts=redis", "spring.data.redis.url=redis://127.0.0.1:1")
                    .withBean(RateCounters.class, () -> hosts)
                    .run(context -> {
                        assertThat(context).hasNotFailed();
                        assertThat(context.getBean(RateCounters.class)).isSameAs(hosts);
                    });
        }
    }
}
