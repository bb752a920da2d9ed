package dev.shutter.ports.out;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link CountBatches} against a store of its own that spends each request of a batch in order (each key's total
 * against its limit, all of a request's keys or none) and answers when the test says so: a request's answer is
 * its position in each key, or minus the key's total when refused.
 */
class CountBatchesTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    /** A request: its keys and its minute; the store's limit is the same for every key. */
    private record Request(List<String> keys, Instant minute) {}

    /** The store: totals by key and minute, and the batches in flight, oldest first, answered when the test says. */
    private static final class Store implements CountBatches.Counter<Request, List<Long>> {
        final Map<String, Long> totals = new HashMap<>();
        final Deque<Pending> pending = new ArrayDeque<>();
        final List<Integer> sizes = new ArrayList<>();
        final List<Request> spentInOrder = new ArrayList<>();
        boolean fail;
        long limit = Long.MAX_VALUE;

        record Pending(List<Request> requests, CompletableFuture<List<List<Long>>> answer) {}

        @Override
        public CompletionStage<List<List<Long>>> count(List<Request> requests) {
            CompletableFuture<List<List<Long>>> answer = new CompletableFuture<>();
            pending.add(new Pending(requests, answer));
            sizes.add(requests.size());
            return answer;
        }

        /** Answers the oldest batch in flight. */
        void answerOldest() {
            Pending oldest = pending.removeFirst();
            if (fail) {
                oldest.answer().completeExceptionally(new StorageUnavailableException("test"));
                return;
            }
            oldest.answer().complete(oldest.requests().stream().map(this::spend).toList());
        }

        /** One request spent alone: the serial reference every batch must agree with. */
        List<Long> spend(Request request) {
            spentInOrder.add(request);
            boolean room = request.keys().stream().allMatch(key -> total(request, key) < limit);
            return request.keys().stream()
                    .map(key -> room ? totals.merge(key + "@" + request.minute(), 1L, Long::sum) : -total(request, key))
                    .toList();
        }

        private long total(Request request, String key) {
            return totals.getOrDefault(key + "@" + request.minute(), 0L);
        }
    }

    private static CompletableFuture<List<Long>> join(CountBatches<Request, List<Long>> batches, Request request) {
        return batches.join(request).toCompletableFuture();
    }

    private static Request of(String... keys) {
        return new Request(List.of(keys), MINUTE);
    }

    @Test
    @DisplayName("the first request counts alone; those of any keys that come meanwhile are one batch after it")
    void requestsOfAnyKeysDuringACountAreOneBatch() {
        // given
        Store store = new Store();
        CountBatches<Request, List<Long>> batches = new CountBatches<>(store, Request::minute);

        // when
        CompletableFuture<List<Long>> first = join(batches, of("a"));
        List<CompletableFuture<List<Long>>> meanwhile =
                List.of(join(batches, of("b")), join(batches, of("a", "app")), join(batches, of("c", "app")));

        // then
        assertThat(store.sizes).containsExactly(1);
        store.answerOldest();
        assertThat(first).isCompletedWithValue(List.of(1L));
        assertThat(store.sizes).containsExactly(1, 3);
        assertThat(meanwhile).noneMatch(CompletableFuture::isDone);
        store.answerOldest();
        assertThat(meanwhile.stream().map(CompletableFuture::join))
                .containsExactly(List.of(1L), List.of(2L, 1L), List.of(1L, 2L));
        assertThat(batches.counting()).isFalse();
        assertThat(batches.countsSent()).isEqualTo(2);
    }

    @Test
    @DisplayName("a claim is a count in flight: requests that come meanwhile wait for its answer, then go as one")
    void aClaimHoldsTheNextBatch() {
        // given
        Store store = new Store();
        CountBatches<Request, List<Long>> batches = new CountBatches<>(store);

        // when
        boolean claimed = batches.claim();
        boolean again = batches.claim();
        CompletableFuture<List<Long>> joined = join(batches, of("x"));

        // then
        assertThat(claimed).isTrue();
        assertThat(again).isFalse();
        assertThat(store.sizes).isEmpty();
        batches.answered();
        assertThat(store.sizes).containsExactly(1);
        store.answerOldest();
        assertThat(joined).isCompletedWithValue(List.of(1L));
        assertThat(batches.claim()).isTrue();
    }

    @Test
    @DisplayName("a batch that fails fails each of its requests, and the requests after it are still counted")
    void aFailedBatchFailsItsRequests() {
        // given
        Store store = new Store();
        CountBatches<Request, List<Long>> batches = new CountBatches<>(store, Request::minute);
        CompletableFuture<List<Long>> first = join(batches, of("a"));
        List<CompletableFuture<List<Long>>> failing = List.of(join(batches, of("a")), join(batches, of("b")));
        store.answerOldest();

        // when
        CompletableFuture<List<Long>> after = join(batches, of("a"));
        store.fail = true;
        store.answerOldest();
        store.fail = false;
        store.answerOldest();

        // then
        assertThat(first).isCompletedWithValue(List.of(1L));
        assertThat(failing)
                .allSatisfy(f -> assertThat(f)
                        .failsWithin(Duration.ZERO)
                        .withThrowableOfType(ExecutionException.class)
                        .havingCause()
                        .isInstanceOf(StorageUnavailableException.class));
        assertThat(after).isCompletedWithValue(List.of(2L));
        assertThat(batches.counting()).isFalse();
    }

    @Test
    @DisplayName("a batch over two minutes is spent minute after minute, in the order the requests came")
    void partsAreSpentOneAfterTheOther() {
        // given
        Store store = new Store();
        CountBatches<Request, List<Long>> batches = new CountBatches<>(store, Request::minute);
        join(batches, of("a"));
        Request later = new Request(List.of("a"), MINUTE.plusSeconds(60));
        List<CompletableFuture<List<Long>>> batch =
                List.of(join(batches, of("a")), join(batches, later), join(batches, later));

        // when
        store.answerOldest();
        store.answerOldest();

        // then: the first minute's part alone, then the next minute's, and only then the answers
        assertThat(store.sizes).containsExactly(1, 1, 2);
        assertThat(batch).noneMatch(CompletableFuture::isDone);
        store.answerOldest();
        assertThat(batch.stream().map(CompletableFuture::join)).containsExactly(List.of(2L), List.of(1L), List.of(2L));
    }

    @Test
    @DisplayName("in any order of arrivals and answers, over many keys and a limit, one count is in flight at a time"
            + " and every answer is what spending alone, in the order of arrival, answers")
    void anyInterleavingIsAsIfSpentOneByOne() {
        for (long seed = 1; seed <= 300; seed++) {
            // given
            Random random = new Random(seed);
            Store store = new Store();
            store.limit = 1 + random.nextInt(8);
            CountBatches<Request, List<Long>> batches = new CountBatches<>(store, Request::minute);
            int requests = 1 + random.nextInt(60);
            List<Request> arrived = new ArrayList<>();
            List<CompletableFuture<List<Long>>> seen = new ArrayList<>();

            // when: arrivals (of a token's key, often with its app's) and answers, shuffled
            while (seen.size() < requests || !store.pending.isEmpty()) {
                if (seen.size() < requests && (store.pending.isEmpty() || random.nextInt(3) > 0)) {
                    String token = "t" + random.nextInt(6);
                    Request request = random.nextBoolean() ? of(token) : of(token, "app" + random.nextInt(2));
                    arrived.add(request);
                    seen.add(join(batches, request));
                } else {
                    store.answerOldest();
                }
                assertThat(store.pending).as("seed %d", seed).hasSizeLessThanOrEqualTo(1);
            }

            // then: the same requests spent alone, one after the other, answer the same
            Store alone = new Store();
            alone.limit = store.limit;
            List<List<Long>> expected = arrived.stream().map(alone::spend).toList();
            assertThat(store.spentInOrder).as("seed %d", seed).isEqualTo(arrived);
            assertThat(seen.stream().map(CompletableFuture::join).toList())
                    .as("seed %d", seed)
                    .isEqualTo(expected);
            assertThat(store.sizes.size()).as("seed %d", seed).isLessThanOrEqualTo(requests);
            assertThat(batches.counting()).isFalse();
        }
    }
}
