package dev.shutter.spring;

import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageUnavailableException;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/**
 * Whether Shutter's storage (and its counts, when they are kept elsewhere) answers now, asked at each health
 * check with {@link Storage#checkReachable()}, as the bundled server's {@code /health} asks it. Down says only
 * that the storage is unreachable, or the class of what failed: never a message, which may hold SQL or an
 * address, nor a stack trace.
 */
final class StorageHealthIndicator implements HealthIndicator {

    private final Storage storage;

    StorageHealthIndicator(Storage storage) {
        this.storage = storage;
    }

    @Override
    public Health health() {
        try {
            storage.checkReachable();
            return Health.up().withDetail("storage", "up").build();
        } catch (StorageUnavailableException e) {
            return Health.down().withDetail("storage", "unreachable").build();
        } catch (RuntimeException e) {
            return Health.down()
                    .withDetail("storage", "failed")
                    .withDetail("error", e.getClass().getName())
                    .build();
        }
    }
}
