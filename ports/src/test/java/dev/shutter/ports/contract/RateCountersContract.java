package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.out.CountedBearer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What every place that keeps rate counts must do, whether the storage itself or counters kept elsewhere
 * ({@code storage.withRateCounters(...)}): counts add up per key and minute, a count answers its hour, a
 * request's keys are counted together, and many requests of one token at once are allowed exactly up to
 * the limit, refusals spending nothing.
 */
public abstract class RateCountersContract extends StorageContract {

    static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    @Test
    @DisplayName("rate counters add up per key and minute, and only buckets from the given instant count")
    void rateCounters() {
        storage.rateCounters().count("k", MINUTE);
        storage.rateCounters().count("k", MINUTE);
        storage.rateCounters().count("k", MINUTE.plusSeconds(60));
        storage.rateCounters().count("other", MINUTE);
        assertThat(storage.rateCounters().since("k", MINUTE))
                .containsExactlyInAnyOrder(new RateBucket(MINUTE, 2), new RateBucket(MINUTE.plusSeconds(60), 1));
        assertThat(storage.rateCounters().since("k", MINUTE.plusSeconds(60)))
                .containsExactly(new RateBucket(MINUTE.plusSeconds(60), 1));
        assertThat(storage.rateCounters().since("none", MINUTE)).isEmpty();
    }

    @Test
    @DisplayName("a count answers the hour that ends with its minute, itself included; uncount takes one back")
    void countAnswersTheHour() {
        storage.rateCounters().count("k", MINUTE.minus(Duration.ofMinutes(60)));
        storage.rateCounters().count("k", MINUTE.minus(Duration.ofMinutes(59)));
        storage.rateCounters().count("k", MINUTE);

        List<RateBucket> hour = storage.rateCounters().count("k", MINUTE);

        assertThat(hour)
                .containsExactlyInAnyOrder(
                        new RateBucket(MINUTE.minus(Duration.ofMinutes(59)), 1), new RateBucket(MINUTE, 2));
        storage.rateCounters().uncount("k", MINUTE);
        assertThat(storage.rateCounters().since("k", MINUTE)).containsExactly(new RateBucket(MINUTE, 1));
        storage.rateCounters().uncount("none", MINUTE);
        assertThat(storage.rateCounters().since("none", MINUTE)).isEmpty();
    }

    @Test
    @DisplayName("a request's keys are counted together, each answering its own hour, in the order asked")
    void countAllCountsEveryKey() {
        // given
        storage.rateCounters().count("all", MINUTE.minus(Duration.ofMinutes(5)));
        storage.rateCounters().count("writes", MINUTE);

        // when
        Map<String, List<RateBucket>> counted = storage.rateCounters().countAll(List.of("writes", "all"), MINUTE);

        // then
        assertThat(counted.keySet()).containsExactly("writes", "all");
        assertThat(counted.get("writes")).containsExactly(new RateBucket(MINUTE, 2));
        assertThat(counted.get("all"))
                .containsExactlyInAnyOrder(
                        new RateBucket(MINUTE.minus(Duration.ofMinutes(5)), 1), new RateBucket(MINUTE, 1));
        assertThat(storage.rateCounters().since("all", MINUTE)).containsExactly(new RateBucket(MINUTE, 1));
        assertThat(storage.rateCounters().countAll(List.of(), MINUTE)).isEmpty();
    }

    @Test
    @DisplayName(
            "a bearer read with its counts counts in the rate counters the storage names, and nothing for an unknown token")
    void bearerCountingCountsInTheRateCounters() {
        // given
        Fixtures f = Fixtures.on(storage);
        String token = f.token(f.user("1001", "alice"), f.liveApp("demo"), "").accessToken();
        String hash = Hashes.sha256Hex(token);

        // when
        CountedBearer read = storage.bearerCounting(hash, List.of("a:" + hash, "b:" + hash), MINUTE)
                .get();

        // then
        assertThat(read.bearer().user().username()).isEqualTo("alice");
        assertThat(read.bucketsOf("a:" + hash)).containsExactly(new RateBucket(MINUTE, 1));
        assertThat(storage.rateCounters().since("b:" + hash, MINUTE)).containsExactly(new RateBucket(MINUTE, 1));
        assertThat(storage.bearerCounting("unknown", List.of("c:unknown"), MINUTE))
                .isEmpty();
        assertThat(storage.rateCounters().since("c:unknown", MINUTE)).isEmpty();
    }

    @Test
    @DisplayName("concurrent requests of one token are allowed exactly up to the limit, and refusals spend nothing")
    void concurrentRequestsSpendExactlyTheBudget() throws Exception {
        // given: a live budget of 40 requests an hour
        Fixtures f = Fixtures.on(storage, Settings.defaults().withRateLimits(new RateLimits(40, 40, 5, 5)));
        String token = f.token(f.user("1001", "alice"), f.liveApp("demo"), "").accessToken();
        AuthenticateCommand request = Commands.authenticate(token, null, Endpoint.USERS_SELF, "/x", Map.of());
        // when: 6 threads try 20 requests each
        ExecutorService pool = Executors.newFixedThreadPool(6);
        List<Future<Integer>> done = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            done.add(pool.submit(() -> {
                int allowed = 0;
                for (int i = 0; i < 20; i++) {
                    if (f.shutter.requests().authenticate(request).isRight()) {
                        allowed++;
                    }
                }
                return allowed;
            }));
        }
        pool.shutdown();
        assertThat(pool.awaitTermination(5, TimeUnit.MINUTES)).isTrue();
        int allowed = 0;
        for (Future<Integer> future : done) {
            allowed += future.get();
        }
        // then
        assertThat(allowed).isEqualTo(40);
        long counted =
                storage
                        .rateCounters()
                        .since(Hashes.sha256Hex(token) + ":" + RateClass.ALL.key(), Instant.EPOCH)
                        .stream()
                        .mapToLong(RateBucket::count)
                        .sum();
        assertThat(counted).isEqualTo(40);
    }
}
