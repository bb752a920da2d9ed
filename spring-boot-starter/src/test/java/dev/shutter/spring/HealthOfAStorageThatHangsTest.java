package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;
import static org.awaitility.Awaitility.await;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.contract.ForwardingStorage;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;

/**
 * The {@code shutter} contributor over a storage whose check does not come back: it answers within its timeout,
 * and asks the storage again only once the check under way has answered.
 */
@DisplayName("The health of a storage whose check hangs")
class HealthOfAStorageThatHangsTest {

    /** A storage whose check waits until {@link #answer} is opened, counting how often it was asked. */
    private static final class Hanging extends ForwardingStorage {

        final CountDownLatch answer = new CountDownLatch(1);
        final AtomicInteger asked = new AtomicInteger();

        Hanging() {
            super(new InMemoryStorage());
        }

        @Override
        public void checkReachable() {
            asked.incrementAndGet();
            try {
                answer.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    @DisplayName("each health check answers down, unreachable, while one check of the storage waits; then up")
    void oneCheckAtATime() {
        Hanging storage = new Hanging();
        try (StorageHealthIndicator indicator = new StorageHealthIndicator(storage, Duration.ofMillis(100))) {
            // given a storage whose check does not come back

            // when the health is read three times
            List<Health> healths = List.of(indicator.health(), indicator.health(), indicator.health());

            // then each says down, unreachable, and the storage was asked once
            assertThat(healths)
                    .allSatisfy(
                            health -> assertThat(health.getDetails()).containsExactly(entry("storage", "unreachable")))
                    .allSatisfy(health -> assertThat(health.getStatus()).isEqualTo(Status.DOWN));
            assertThat(storage.asked).hasValue(1);

            // and once the storage answers, the health is up
            storage.answer.countDown();
            await().atMost(Duration.ofSeconds(5))
                    .untilAsserted(
                            () -> assertThat(indicator.health().getStatus()).isEqualTo(Status.UP));
        }
    }

    @Test
    @DisplayName("a timeout that is not positive is refused, naming shutter.health.timeout")
    void timeoutPositive() {
        assertThatThrownBy(() -> new StorageHealthIndicator(new InMemoryStorage(), Duration.ZERO))
                .hasMessage("shutter.health.timeout must be positive");
    }
}
