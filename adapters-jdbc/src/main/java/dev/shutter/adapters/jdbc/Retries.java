package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * When {@link JdbcTransactions} runs work again. A serialization failure or deadlock (40001, 40P01) runs the
 * whole work again, up to {@link #MAX_ATTEMPTS} times after a short random pause, a retry starting only within
 * the storage's timeout of the first attempt; after that, the database is too busy for now ({@link
 * StorageUnavailableException}). Work that conflicted once runs again one at a time among the retries of this
 * process (a fair lock): a burst of transactions on one hot row (the rate counter of a token, say) then resolves
 * in turn instead of aborting one another again until the attempts run out. First attempts stay optimistic and
 * parallel, and a retry holds no connection or row while it waits for its turn.
 *
 * <p>Work whose connection was lost before it could apply ({@link LostConnection}) runs again, once, when it
 * failed within half the storage's timeout (a session that had ended fails at once; one that timed out is not
 * tried again, which would double the wait).
 */
final class Retries {

    /** How many times work that failed to serialize is tried in all. */
    static final int MAX_ATTEMPTS = 10;

    /** How many times work whose connection was lost before it could apply is tried in all. */
    static final int LOST_CONNECTION_ATTEMPTS = 2;

    private final Dialect dialect;
    private final long timeoutNanos;
    private final long retryWithinNanos;
    private final ReentrantLock turns = new ReentrantLock(true);
    private final LongAdder conflicts = new LongAdder();

    Retries(Dialect dialect, long timeoutNanos) {
        this.dialect = dialect;
        this.timeoutNanos = timeoutNanos;
        this.retryWithinNanos = timeoutNanos / 2;
    }

    /** {@code attempt}, run again as this policy says. */
    <T> T retrying(Supplier<T> attempt) {
        long start = System.nanoTime();
        try {
            return lostOnce(attempt);
        } catch (StorageException e) {
            if (!dialect.isRetryable(e.sqlState())) {
                throw e;
            }
            conflicts.increment();
        }
        for (int attempts = 2; ; attempts++) {
            pause(attempts - 1);
            if (!takeTurn(start)) {
                throw tooBusy(attempts - 1, "within the storage's timeout");
            }
            try {
                return lostOnce(attempt);
            } catch (StorageException e) {
                if (!dialect.isRetryable(e.sqlState())) {
                    throw e;
                }
                conflicts.increment();
                if (attempts >= MAX_ATTEMPTS) {
                    throw tooBusy(attempts, "(SQLState " + e.sqlState() + ")");
                }
            } finally {
                turns.unlock();
            }
        }
    }

    /** How many attempts failed to serialize or deadlocked since this policy was made: each, work run again. */
    long conflicts() {
        return conflicts.sum();
    }

    /**
     * Waits for this retry's turn among the retries of this process, while the storage's timeout since the
     * first attempt lasts: a retry starts only within it, so that a request that keeps conflicting (or waits
     * behind others that do) answers within a few timeouts instead of one timeout per attempt.
     */
    private boolean takeTurn(long start) {
        long left = timeoutNanos - (System.nanoTime() - start);
        try {
            return left > 0 && turns.tryLock(left, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StorageException("transaction", "", "interrupted while waiting to retry");
        }
    }

    /** Too busy to serialize the work now, not broken: the caller answers 503 and Retry-After. */
    private static StorageUnavailableException tooBusy(int attempts, String detail) {
        return new StorageUnavailableException(
                "storage operation transaction could not be serialized in " + attempts + " attempts " + detail);
    }

    /**
     * {@code attempt}, once more when it found its connection lost before it could apply, quickly (a session
     * that had ended answers at once): not after waiting out a timeout, which would double the caller's wait.
     */
    private <T> T lostOnce(Supplier<T> attempt) {
        long start = System.nanoTime();
        for (int attempts = 1; ; attempts++) {
            try {
                return attempt.get();
            } catch (LostConnection lost) {
                if (attempts >= LOST_CONNECTION_ATTEMPTS || System.nanoTime() - start > retryWithinNanos) {
                    throw lost.failure;
                }
            }
        }
    }

    /** Exponential backoff with full jitter: 1 to 4 ms after the first failure, doubling up to 64 ms. */
    private static void pause(int failures) {
        long bound = Math.min(64, 2L << failures);
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(1, bound + 1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StorageException("transaction", "", "interrupted while waiting to retry");
        }
    }

    /** A connection lost before the work could apply: it runs again ({@link #lostOnce}). */
    static final class LostConnection extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient StorageUnavailableException failure;

        LostConnection(StorageUnavailableException failure) {
            super(null, null, false, false);
            this.failure = failure;
        }
    }
}
