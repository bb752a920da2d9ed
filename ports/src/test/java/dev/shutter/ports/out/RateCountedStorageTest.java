package dev.shutter.ports.out;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.ports.contract.Reads;
import io.vavr.control.Option;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A storage with its counts elsewhere forwards every method of {@link Storage}: one left to its default
 * would lose the storage's own one-statement read (or, for the rate counts, count in the wrong place), and
 * nothing else would fail. A request whose bearer read finds no token, or fails, counts nothing.
 */
class RateCountedStorageTest {

    static final Instant MINUTE = Instant.parse("2026-11-27T18:00:00Z");
    static final List<String> KEYS = List.of("token:abc", "app:42");
    static final Spending SPENDING = new Spending(
            KEYS,
            MINUTE,
            Map.of(
                    AppStatus.LIVE, List.of(60L, 5000L),
                    AppStatus.SANDBOX, List.of(30L, 500L),
                    AppStatus.UNREVIEWED_LIVE, List.of(30L, 500L)));

    private final Counts counts = new Counts();

    @Test
    @DisplayName("a token the storage does not know spends nothing, and the answer is none")
    void unknownTokenSpendsNothing() {
        Storage counted = new RateCountedStorage(storageReading(() -> Option.none()), counts);

        Option<CountedBearer> answer = Reads.counting(counted, "unknown", SPENDING, ReadAhead.NOTHING);

        assertThat(answer).isEmpty();
        assertThat(counts.made).as("counts made").isZero();
    }

    @Test
    @DisplayName("a bearer read that fails spends nothing, and its failure is the answer")
    void failedReadSpendsNothing() {
        IllegalStateException down = new IllegalStateException("storage down");
        Storage counted = new RateCountedStorage(
                storageReading(() -> {
                    throw down;
                }),
                counts);

        assertThatThrownBy(() -> Reads.counting(counted, "any", SPENDING, ReadAhead.NOTHING))
                .isSameAs(down);
        assertThat(counts.made).as("counts made").isZero();
    }

    @Test
    @DisplayName("closing closes the counters before the storage, whose event loops their connection may be on")
    void closesTheCountersFirst() {
        List<String> closed = new ArrayList<>();
        Storage storage = (Storage) Proxy.newProxyInstance(
                Storage.class.getClassLoader(), new Class<?>[] {Storage.class}, (proxy, method, args) -> {
                    if (method.getName().equals("close")) {
                        closed.add("storage");
                        return null;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        Counts closing = new Counts() {
            @Override
            public void close() {
                closed.add("counters");
            }
        };

        new RateCountedStorage(storage, closing).close();

        assertThat(closed).containsExactly("counters", "storage");
    }

    @Test
    @DisplayName(
            "counts kept elsewhere make a store in memory one that may wait on I/O; a storage's connections and event loops stay")
    void threadsOfTheStorageButMayWait() {
        ExecutorService loops = Executors.newSingleThreadExecutor();
        try {
            assertThat(new RateCountedStorage(storageOn(StorageThreads.inMemory()), counts).threads())
                    .isEqualTo(StorageThreads.blocking());
            assertThat(new RateCountedStorage(storageOn(StorageThreads.blocking(7)), counts).threads())
                    .isEqualTo(StorageThreads.blocking(7));
            assertThat(new RateCountedStorage(storageOn(StorageThreads.onEventLoops(loops, 7)), counts).threads())
                    .isEqualTo(StorageThreads.onEventLoops(loops, 7));
        } finally {
            loops.shutdownNow();
        }
    }

    /** A storage whose calls need {@code threads}, and no other call. */
    private static Storage storageOn(StorageThreads threads) {
        return (Storage) Proxy.newProxyInstance(
                Storage.class.getClassLoader(), new Class<?>[] {Storage.class}, (proxy, method, args) -> {
                    if (method.getName().equals("threads")) {
                        return threads;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    /** A storage that answers {@code authenticated} with {@code read}, as a blocking store does, and no other call. */
    private static Storage storageReading(Supplier<Option<CountedBearer>> read) {
        return (Storage) Proxy.newProxyInstance(
                Storage.class.getClassLoader(), new Class<?>[] {Storage.class}, (proxy, method, args) -> {
                    if (method.getName().equals("authenticated")) {
                        try {
                            return java.util.concurrent.CompletableFuture.completedFuture(read.get());
                        } catch (RuntimeException e) {
                            return java.util.concurrent.CompletableFuture.failedFuture(e);
                        }
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    /** Counts by key in this minute: how many were made, and what stays after the ones taken back. */
    private static class Counts implements RateCounters {
        int made;
        final Map<String, Long> net = new HashMap<>();

        @Override
        public List<RateBucket> since(String key, Instant oldest) {
            return List.of(new RateBucket(MINUTE, net.getOrDefault(key, 0L)));
        }

        @Override
        public List<RateBucket> count(String key, Instant minute) {
            made++;
            return List.of(new RateBucket(minute, net.merge(key, 1L, Long::sum)));
        }

        @Override
        public Spent spend(List<String> keys, List<Long> limits, Instant minute) {
            Map<String, List<RateBucket>> hour = new HashMap<>();
            keys.forEach(key -> hour.put(key, count(key, minute)));
            return new Spent(1, hour);
        }

        @Override
        public void uncount(String key, Instant minute) {
            net.merge(key, -1L, Long::sum);
        }
    }

    @Test
    @DisplayName("every method of Storage is forwarded, the defaults included")
    void forwardsEveryMethod() {
        List<String> missing = Arrays.stream(Storage.class.getMethods())
                .filter(method -> !Modifier.isStatic(method.getModifiers()))
                .filter(method -> !method.getName().equals("withRateCounters"))
                .filter(method -> !declared(method))
                .map(Method::getName)
                .toList();

        assertThat(missing)
                .as("Storage methods RateCountedStorage does not forward")
                .isEmpty();
    }

    private static boolean declared(Method method) {
        try {
            RateCountedStorage.class.getDeclaredMethod(method.getName(), method.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
