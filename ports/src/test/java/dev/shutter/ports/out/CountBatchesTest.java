package dev.shutter.ports.out;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateBucket;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link CountBatches} against a counting store of its own: every spending of {@code n} adds as many of them as
 * its limit has room for to the current minute's bucket and answers when the test says so.
 */
class CountBatchesTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");
    private static final Instant EARLIER = MINUTE.minusSeconds(60);

    /** What a count is of, as a store would have it. */
    private record Keys(List<String> rateKeys, Instant minute) {}

    private static final Keys KEYS = new Keys(List.of("hash:all"), MINUTE);

    /** The store: its total, and its counts in flight, oldest first, answered when the test says. */
    private static final class Store implements CountBatches.Counter<Keys> {
        long total;
        final Deque<Pending> pending = new ArrayDeque<>();
        final List<Integer> sizes = new ArrayList<>();
        boolean fail;
        long limit = Long.MAX_VALUE;

        record Pending(int requests, CompletableFuture<Option<Spent>> answer) {}

        @Override
        public CompletionStage<Option<Spent>> count(Keys keys, int requests) {
            CompletableFuture<Option<Spent>> answer = new CompletableFuture<>();
            pending.add(new Pending(requests, answer));
            sizes.add(requests);
            return answer;
        }

        /** Answers the oldest count in flight. */
        void answerOldest() {
            Pending oldest = pending.removeFirst();
            if (fail) {
                oldest.answer().completeExceptionally(new StorageUnavailableException("test"));
                return;
            }
            int counted = (int) Math.min(oldest.requests(), Math.max(0, limit - total));
            total += counted;
            oldest.answer()
                    .complete(Option.some(new Spent(
                            counted,
                            Map.of("hash:all", List.of(new RateBucket(EARLIER, 7), new RateBucket(MINUTE, total))))));
        }
    }

    /** A request's count, as the caller sees it: alone ({@link CountBatches#claim}) or with a batch. */
    private static CompletableFuture<Long> request(CountBatches<Keys> batches, Store store) {
        if (batches.claim(KEYS)) {
            return store.count(KEYS, 1)
                    .whenComplete((answer, failure) -> batches.answered(KEYS))
                    .thenApply(CountBatchesTest::current)
                    .toCompletableFuture();
        }
        return batches.join(KEYS).thenApply(CountBatchesTest::current).toCompletableFuture();
    }

    /** The current minute's bucket the request saw: negative when it was not counted. */
    private static long current(Option<Spent> spent) {
        List<RateBucket> buckets = spent.get().bucketsOf("hash:all");
        assertThat(buckets).contains(new RateBucket(EARLIER, 7));
        long current = buckets.stream()
                .filter(b -> b.minute().equals(MINUTE))
                .findFirst()
                .orElseThrow()
                .count();
        return spent.get().counted() == 1 ? current : -current;
    }

    @Test
    @DisplayName("a request counts alone when nothing is in flight; those that come meanwhile are one batch after it")
    void requestsDuringACountAreOneBatch() {
        // given
        Store store = new Store();
        CountBatches<Keys> batches = new CountBatches<>(store, Keys::minute);

        // when
        CompletableFuture<Long> first = request(batches, store);
        List<CompletableFuture<Long>> meanwhile =
                List.of(request(batches, store), request(batches, store), request(batches, store));

        // then
        assertThat(store.sizes).containsExactly(1);
        store.answerOldest();
        assertThat(first).isCompletedWithValue(1L);
        assertThat(store.sizes).containsExactly(1, 3);
        assertThat(meanwhile).noneMatch(CompletableFuture::isDone);
        store.answerOldest();
        assertThat(meanwhile.stream().map(CompletableFuture::join)).containsExactly(2L, 3L, 4L);
        assertThat(batches.countsInFlight()).isZero();
    }

    @Test
    @DisplayName("a request that comes when nothing is in flight but joins, counts at once in a batch of its own")
    void aLoneJoinIsSentAtOnce() {
        // given
        Store store = new Store();
        CountBatches<Keys> batches = new CountBatches<>(store, Keys::minute);

        // when
        CompletionStage<Option<Spent>> joined = batches.join(KEYS);

        // then
        assertThat(store.sizes).containsExactly(1);
        store.answerOldest();
        assertThat(current(joined.toCompletableFuture().join())).isEqualTo(1L);
        assertThat(batches.countsInFlight()).isZero();
    }

    @Test
    @DisplayName("a batch that fails fails each of its requests, and the requests after it are still counted")
    void aFailedBatchFailsItsRequests() {
        // given
        Store store = new Store();
        CountBatches<Keys> batches = new CountBatches<>(store, Keys::minute);
        CompletableFuture<Long> first = request(batches, store);
        List<CompletableFuture<Long>> failing = List.of(request(batches, store), request(batches, store));
        store.answerOldest();

        // when
        CompletableFuture<Long> after = request(batches, store);
        store.fail = true;
        store.answerOldest();
        store.fail = false;
        store.answerOldest();

        // then
        assertThat(first).isCompletedWithValue(1L);
        assertThat(failing)
                .allSatisfy(f -> assertThat(f)
                        .failsWithin(java.time.Duration.ZERO)
                        .withThrowableOfType(java.util.concurrent.ExecutionException.class)
                        .havingCause()
                        .isInstanceOf(StorageUnavailableException.class));
        assertThat(after).isCompletedWithValue(2L);
        assertThat(batches.countsInFlight()).isZero();
    }

    @Test
    @DisplayName("other keys, or the same keys in another minute, are counted apart")
    void keysAreApart() {
        // given
        Store store = new Store();
        CountBatches<Keys> batches = new CountBatches<>(store, Keys::minute);

        // then
        assertThat(batches.claim(KEYS)).isTrue();
        assertThat(batches.claim(new Keys(List.of("hash:all", "hash:writes"), MINUTE)))
                .isTrue();
        assertThat(batches.claim(new Keys(List.of("hash:all"), MINUTE.plusSeconds(60))))
                .isTrue();
        assertThat(batches.claim(new Keys(List.of("hash:all"), MINUTE))).isFalse();
    }

    @Test
    @DisplayName(
            "in any order of arrivals and answers, one count is in flight at a time and the requests see 1..n, each once")
    void anyInterleavingIsAsIfCountedOneByOne() {
        for (long seed = 1; seed <= 200; seed++) {
            // given
            Random random = new Random(seed);
            Store store = new Store();
            CountBatches<Keys> batches = new CountBatches<>(store, Keys::minute);
            int requests = 1 + random.nextInt(40);
            List<CompletableFuture<Long>> seen = new ArrayList<>();

            // when: arrivals and answers, shuffled
            while (seen.size() < requests || !store.pending.isEmpty()) {
                boolean arrive = seen.size() < requests && (store.pending.isEmpty() || random.nextInt(3) > 0);
                if (arrive) {
                    seen.add(request(batches, store));
                } else {
                    store.answerOldest();
                }
                assertThat(store.pending).as("seed %d", seed).hasSizeLessThanOrEqualTo(1);
            }

            // then
            assertThat(seen.stream().map(CompletableFuture::join))
                    .as("seed %d", seed)
                    .containsExactlyInAnyOrderElementsOf(
                            LongStream.rangeClosed(1, requests).boxed().toList());
            assertThat(store.total).isEqualTo(requests);
            assertThat(store.sizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(requests);
            assertThat(batches.countsInFlight()).isZero();
        }
    }

    @Test
    @DisplayName("in any order of arrivals and answers, with room for fewer than came, the first see 1..room each"
            + " once and the others are not counted and see the room spent")
    void aBatchOverTheRoomCountsWhatFits() {
        for (long seed = 1; seed <= 200; seed++) {
            // given
            Random random = new Random(seed);
            Store store = new Store();
            store.limit = random.nextInt(30);
            CountBatches<Keys> batches = new CountBatches<>(store, Keys::minute);
            int requests = 1 + random.nextInt(40);
            List<CompletableFuture<Long>> seen = new ArrayList<>();

            // when
            while (seen.size() < requests || !store.pending.isEmpty()) {
                if (seen.size() < requests && (store.pending.isEmpty() || random.nextInt(3) > 0)) {
                    seen.add(request(batches, store));
                } else {
                    store.answerOldest();
                }
            }

            // then
            long room = Math.min(requests, store.limit);
            List<Long> expected =
                    new ArrayList<>(LongStream.rangeClosed(1, room).boxed().toList());
            for (long i = room; i < requests; i++) {
                expected.add(-store.limit);
            }
            assertThat(seen.stream().map(CompletableFuture::join))
                    .as("seed %d", seed)
                    .containsExactlyInAnyOrderElementsOf(expected);
            assertThat(store.total).isEqualTo(room);
        }
    }

    @Test
    @DisplayName("a request's share takes the later requests' counts from the current minute only")
    void sharesTakeFromTheCurrentMinute() {
        Map<String, List<RateBucket>> total =
                Map.of("k", List.of(new RateBucket(EARLIER, 7), new RateBucket(MINUTE, 10)));

        assertThat(CountBatches.lessBy(total, MINUTE, 3))
                .isEqualTo(Map.of("k", List.of(new RateBucket(EARLIER, 7), new RateBucket(MINUTE, 7))));
        assertThat(CountBatches.lessBy(total, MINUTE, 0)).isEqualTo(total);
    }
}
