package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.ports.out.CountBatches;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.SpendRequest;
import dev.shutter.ports.out.Spent;
import dev.shutter.ports.out.Storage;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A seeded model of many tokens spending at once through each node's batches ({@link CountBatches} over {@link
 * RateCounters#spendAll}), on one node or on two that share the counts ({@link #otherNode}): tokens of a few apps,
 * a read spending from its token's key, a write from its token's key and its app's. Whatever the interleaving, no
 * key counts more than its limit, no request is refused while each of its keys had room, and every answer is one
 * that spending alone would give: the requests counted in a key saw 1, 2, ... its total, each once.
 */
public abstract class BatchedSpendingContract extends StorageContract {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    private static final int THREADS = 12;

    private static final int REQUESTS_A_THREAD = 30;

    /**
     * A second server node on the same counts as {@link #storage}: another storage open on the same database (and
     * the same rate store). The default is {@link #storage} itself: a store in memory is one node's.
     */
    protected Storage otherNode() {
        return storage;
    }

    /** One request of the model and what it was answered. */
    private record Made(SpendRequest request, Spent answer) {}

    @Test
    @DisplayName("many tokens and apps spending at once through batches: no key over its limit, no refusal while a"
            + " request's keys had room, and each answer what spending alone gives")
    void manyKeysSpendExactlyThroughBatches() throws Exception {
        for (long seed = 1; seed <= 3; seed++) {
            // given: 24 tokens of 3 apps, each key with a limit of its own, in a minute of this seed's own
            Random random = new Random(seed);
            Instant minute = MINUTE.plus(Duration.ofHours(2 * seed));
            Map<String, Long> limits = new HashMap<>();
            for (int t = 0; t < 24; t++) {
                limits.put("s" + seed + "t" + t, 1L + random.nextInt(14));
            }
            for (int a = 0; a < 3; a++) {
                limits.put("s" + seed + "app" + a, 5L + random.nextInt(40));
            }
            Node first = new Node(storage.rateCounters());
            Node second = new Node(otherNode().rateCounters());
            long firstSeed = seed;

            // when: threads on both nodes, each its own seeded stream of reads and writes of random tokens
            List<List<Made>> made;
            try {
                made = concurrently(THREADS, index -> {
                    Random stream = new Random(firstSeed * 1_000 + index);
                    Node node = index % 2 == 0 ? first : second;
                    List<Made> mine = new ArrayList<>();
                    for (int i = 0; i < REQUESTS_A_THREAD; i++) {
                        int token = stream.nextInt(24);
                        List<String> keys = stream.nextInt(3) == 0
                                ? List.of("s" + firstSeed + "t" + token, "s" + firstSeed + "app" + token % 3)
                                : List.of("s" + firstSeed + "t" + token);
                        SpendRequest request = new SpendRequest(
                                keys, keys.stream().map(limits::get).toList(), minute);
                        mine.add(new Made(request, node.spend(request).join()));
                    }
                    return mine;
                });
            } finally {
                first.close();
                second.close();
            }

            // then
            List<Made> all = made.stream().flatMap(List::stream).toList();
            assertExact(all, limits, minute, seed);
        }
    }

    @Test
    @DisplayName("a batch after minutes of counts: each answer decides as the hour's true buckets do, its retry-after"
            + " too")
    void answersAfterEndedMinutesDecideAsTheTrueHour() {
        // given: two keys counted in three ended minutes of the hour, one of them then full
        Instant minute = MINUTE.plus(Duration.ofDays(1));
        String roomy = "ended-roomy";
        String full = "ended-full";
        for (int back : new int[] {50, 20, 1}) {
            for (int i = 0; i < back % 7 + 2; i++) {
                storage.rateCounters().count(roomy, minute.minus(Duration.ofMinutes(back)));
                storage.rateCounters().count(full, minute.minus(Duration.ofMinutes(back)));
            }
        }
        long made = total(storage.rateCounters().since(full, SlidingHour.oldestCounted(minute)));
        long roomyLimit = made + 10;
        List<RateBucket> fullHour = storage.rateCounters().since(full, SlidingHour.oldestCounted(minute));

        // when: one batch of three requests of the roomy key and one of the full key
        List<SpendRequest> batch = List.of(
                new SpendRequest(List.of(roomy), List.of(roomyLimit), minute),
                new SpendRequest(List.of(full), List.of(made), minute),
                new SpendRequest(List.of(roomy), List.of(roomyLimit), minute),
                new SpendRequest(List.of(roomy), List.of(roomyLimit), minute));
        List<Spent> answers = storage.rateCounters().spendAll(batch);

        // then: the roomy key's requests counted, each with the remaining that spending alone gives
        Instant now = minute.plusSeconds(30);
        List<Long> remaining = new ArrayList<>();
        for (int i : new int[] {0, 2, 3}) {
            assertThat(answers.get(i).counted()).as("request %d", i).isEqualTo(1);
            SlidingHour.Decision decision =
                    SlidingHour.decideCounted(answers.get(i).bucketsOf(roomy), now, roomyLimit);
            assertThat(decision).as("request %d", i).isInstanceOf(SlidingHour.Decision.Allowed.class);
            remaining.add(((SlidingHour.Decision.Allowed) decision).remaining());
        }
        assertThat(remaining).containsExactly(9L, 8L, 7L);
        // and the full key's request refused with the hour's true total and retry-after
        assertThat(answers.get(1).counted()).isZero();
        assertThat(SlidingHour.decide(answers.get(1).bucketsOf(full), now, made))
                .isEqualTo(SlidingHour.decide(fullHour, now, made))
                .isInstanceOf(SlidingHour.Decision.Refused.class);
    }

    private void assertExact(List<Made> all, Map<String, Long> limits, Instant minute, long seed) {
        Map<String, Long> stored = new HashMap<>();
        limits.keySet()
                .forEach(key -> stored.put(key, total(storage.rateCounters().since(key, minute))));
        for (String key : limits.keySet()) {
            List<Long> seen = all.stream()
                    .filter(m -> m.answer().counted() > 0 && m.request().keys().contains(key))
                    .map(m -> total(m.answer().bucketsOf(key)))
                    .sorted()
                    .toList();
            assertThat(stored.get(key)).as("seed %d key %s", seed, key).isLessThanOrEqualTo(limits.get(key));
            assertThat(seen)
                    .as("seed %d: the counted requests of %s saw 1..%d each once", seed, key, seen.size())
                    .isEqualTo(LongStream.rangeClosed(1, seen.size()).boxed().toList());
            assertThat(stored.get(key)).as("seed %d key %s", seed, key).isEqualTo(seen.size());
        }
        for (Made refused : all.stream().filter(m -> m.answer().counted() == 0).toList()) {
            List<String> keys = refused.request().keys();
            assertThat(keys.stream()
                            .filter(key -> stored.get(key).equals(limits.get(key))
                                    && total(refused.answer().bucketsOf(key)) == limits.get(key))
                            .toList())
                    .as("seed %d: a refused request of %s found one of its keys full", seed, keys)
                    .isNotEmpty();
        }
        assertThat(all.stream().filter(m -> m.answer().counted() == 0))
                .as("seed %d: some were refused", seed)
                .isNotEmpty();
        assertThat(all.stream().filter(m -> m.answer().counted() == 1))
                .as("seed %d: some were counted", seed)
                .isNotEmpty();
    }

    private static long total(List<RateBucket> buckets) {
        return buckets.stream().mapToLong(RateBucket::count).sum();
    }

    /** One node's batches: each batch spent in one call of its counters, on a thread of the node's own. */
    private static final class Node implements AutoCloseable {
        private final ExecutorService sender = Executors.newFixedThreadPool(2);
        private final CountBatches<SpendRequest, Spent> batches;

        Node(RateCounters counters) {
            this.batches = new CountBatches<>(
                    requests -> CompletableFuture.supplyAsync(() -> counters.spendAll(requests), sender),
                    SpendRequest::minute);
        }

        CompletableFuture<Spent> spend(SpendRequest request) {
            return batches.join(request).toCompletableFuture();
        }

        @Override
        public void close() {
            sender.shutdownNow();
        }
    }
}
