package dev.shutter.spring;

import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageUnavailableException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/**
 * Whether Shutter's storage (and its counts, when they are kept elsewhere) answers now, asked at each health
 * check with {@link Storage#checkReachable()} and waited for at most {@code timeout}: past it the answer is down,
 * unreachable. Down says only that the storage is unreachable, or the class of what failed: never a message,
 * which may hold SQL or an address, nor a stack trace.
 *
 * <p>Why asked at each check and bounded, not read from a probe in the background as the bundled server's {@code
 * /health} is: an application's health in Spring Boot is asked when it is read (the DataSource's own indicator
 * runs its query then, and {@code management.endpoint.health.cache.time-to-live} is the application's to space
 * the checks), so no database is asked while no one reads the health; but the check borrows a connection from the
 * application's pool, which waits for one up to its connection timeout (HikariCP's default is 30 s) when the
 * database is gone, and a health endpoint that hangs that long is no answer to a load balancer or a
 * Kubernetes probe. The check runs on a thread of its own; one still running is waited for by the next health
 * check too, not started again, so a database that does not answer holds one thread, not one a request.
 */
final class StorageHealthIndicator implements HealthIndicator, AutoCloseable {

    private static final Health UNREACHABLE =
            Health.down().withDetail("storage", "unreachable").build();

    private final Storage storage;
    private final Duration timeout;
    private final ExecutorService checks = DaemonThread.named("shutter-health");
    private Check running;

    /** A check under way or done, and when it started ({@link System#nanoTime()}). */
    private record Check(CompletableFuture<Health> answer, long startedNanos) {}

    StorageHealthIndicator(Storage storage, Duration timeout) {
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("shutter.health.timeout must be positive");
        }
        this.storage = storage;
        this.timeout = timeout;
    }

    @Override
    public Health health() {
        try {
            Check check = current();
            long left = timeout.toNanos() - (System.nanoTime() - check.startedNanos());
            return check.answer().get(Math.max(left, 0), TimeUnit.NANOSECONDS);
        } catch (TimeoutException | RejectedExecutionException e) {
            return UNREACHABLE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return UNREACHABLE;
        } catch (ExecutionException e) {
            return failed(e.getCause());
        }
    }

    /** The check under way, or a new one when the last has answered. */
    private synchronized Check current() {
        if (running == null || running.answer().isDone()) {
            running = new Check(CompletableFuture.supplyAsync(this::check, checks), System.nanoTime());
        }
        return running;
    }

    private Health check() {
        try {
            storage.checkReachable();
            return Health.up().withDetail("storage", "up").build();
        } catch (StorageUnavailableException e) {
            return UNREACHABLE;
        } catch (RuntimeException e) {
            return failed(e);
        }
    }

    private static Health failed(Throwable failure) {
        return Health.down()
                .withDetail("storage", "failed")
                .withDetail("error", failure.getClass().getName())
                .build();
    }

    /** Stops a check under way (its thread is interrupted); the application is closing. */
    @Override
    public void close() {
        checks.shutdownNow();
    }
}
