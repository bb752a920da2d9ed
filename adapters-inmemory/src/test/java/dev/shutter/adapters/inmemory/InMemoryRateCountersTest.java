package dev.shutter.adapters.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every request counts, so counting never waits for a transaction that holds the stores' lock. */
class InMemoryRateCountersTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    private final InMemoryStorage storage = new InMemoryStorage();

    @Test
    @DisplayName("a count goes through while another thread's writing transaction holds the lock")
    void countDoesNotWaitForAWriter() throws Exception {
        CountDownLatch writerInside = new CountDownLatch(1);
        CountDownLatch counted = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            // given: a writer inside its transaction, waiting until the count is done
            Future<Either<String, Boolean>> writer =
                    threads.submit(() -> storage.transactions().execute(() -> {
                        storage.users().add(User.of(new UserId("1"), "a"), Option.none());
                        writerInside.countDown();
                        try {
                            return counted.await(5, TimeUnit.SECONDS)
                                    ? Either.right(true)
                                    : Either.left("the count waited for the writer");
                        } catch (InterruptedException e) {
                            return Either.left("interrupted");
                        }
                    }));
            assertThat(writerInside.await(5, TimeUnit.SECONDS)).isTrue();

            // when: another thread counts
            Future<List<RateBucket>> count = threads.submit(() -> {
                List<RateBucket> hour = storage.rateCounters().count("k", MINUTE);
                counted.countDown();
                return hour;
            });

            // then: with the stores' lock, the count would wait for the writer, which waits for the count
            assertThat(count.get(10, TimeUnit.SECONDS)).containsExactly(new RateBucket(MINUTE, 1));
            assertThat(writer.get(10, TimeUnit.SECONDS).get()).isTrue();
        } finally {
            threads.shutdownNow();
        }
    }
}
