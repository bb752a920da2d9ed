package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.mock.env.MockEnvironment;

@DisplayName("The address of the application's Redis")
class RedisAddressTest {

    private static final ShutterProperties.Redis NONE = new ShutterProperties.Redis(null, "p:", Duration.ofSeconds(2));

    @Test
    @DisplayName("shutter.redis.url comes first, then spring.data.redis.url")
    void urlsFirst() {
        MockEnvironment environment = new MockEnvironment().withProperty("spring.data.redis.url", "redis://app:6379");

        assertThat(RedisAddress.of(NONE, environment)).isEqualTo("redis://app:6379");
        assertThat(RedisAddress.of(
                        new ShutterProperties.Redis("redis://own:1", "p:", Duration.ofSeconds(1)), environment))
                .isEqualTo("redis://own:1");
    }

    @Test
    @DisplayName("else the host, port, credentials, database and TLS of spring.data.redis.*")
    void fromTheParts() {
        MockEnvironment environment = new MockEnvironment()
                .withProperty("spring.data.redis.host", "cache.internal")
                .withProperty("spring.data.redis.port", "6380")
                .withProperty("spring.data.redis.username", "app")
                .withProperty("spring.data.redis.password", "p@ss word")
                .withProperty("spring.data.redis.database", "3")
                .withProperty("spring.data.redis.ssl.enabled", "true");

        assertThat(RedisAddress.of(NONE, environment)).isEqualTo("rediss://app:p%40ss%20word@cache.internal:6380/3");
    }

    @Test
    @DisplayName("with nothing said, Spring Boot's default: localhost:6379, database 0")
    void defaults() {
        assertThat(RedisAddress.of(NONE, new MockEnvironment())).isEqualTo("redis://localhost:6379/0");
    }
}
