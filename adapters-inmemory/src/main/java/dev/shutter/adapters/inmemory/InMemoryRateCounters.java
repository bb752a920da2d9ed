package dev.shutter.adapters.inmemory;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Spent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Rate counters in memory: a sorted map of minute buckets per key, trimmed to the window as it grows.
 * Every request counts, so the counters do not take the lock the other stores share (each request
 * would queue behind every other for it): each key's buckets are guarded on their own, and only a
 * count made inside a transaction is undone with it.
 */
final class InMemoryRateCounters implements RateCounters {

    private final InMemoryDatabase db;
    private final Map<String, NavigableMap<Instant, Long>> byKey = new ConcurrentHashMap<>();

    InMemoryRateCounters(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public List<RateBucket> since(String key, Instant oldest) {
        NavigableMap<Instant, Long> buckets = byKey.get(key);
        if (buckets == null) {
            return List.of();
        }
        synchronized (buckets) {
            return bucketsFrom(buckets, oldest);
        }
    }

    @Override
    public List<RateBucket> count(String key, Instant minute) {
        db.beforeUnlockedChange();
        while (true) {
            NavigableMap<Instant, Long> buckets = byKey.computeIfAbsent(key, k -> new TreeMap<>());
            List<RateBucket> hour;
            synchronized (buckets) {
                if (byKey.get(key) != buckets) {
                    continue; // housekeeping dropped this key's empty buckets meanwhile: count in the new ones
                }
                buckets.merge(minute, 1L, Long::sum);
                buckets.headMap(minute.minus(SlidingHour.WINDOW), true).clear();
                hour = bucketsFrom(buckets, SlidingHour.oldestCounted(minute));
            }
            db.undoWithTransaction(() -> take(buckets, minute));
            return hour;
        }
    }

    /**
     * Holds every key's buckets at once (their locks taken in the order of the keys, so that two requests never
     * wait on each other crosswise), then counts in all of them or in none.
     */
    @Override
    public Spent spend(List<String> keys, List<Long> limits, Instant minute) {
        db.beforeUnlockedChange();
        List<String> sorted = keys.stream().distinct().sorted().toList();
        while (true) {
            List<NavigableMap<Instant, Long>> held = new ArrayList<>();
            sorted.forEach(key -> held.add(byKey.computeIfAbsent(key, k -> new TreeMap<>())));
            Spent spent = holding(held, 0, () -> {
                for (int i = 0; i < sorted.size(); i++) {
                    if (byKey.get(sorted.get(i)) != held.get(i)) {
                        return null; // housekeeping dropped a key's empty buckets meanwhile: hold the new ones
                    }
                }
                return spendHeld(keys, limits, minute, sorted, held);
            });
            if (spent != null) {
                if (spent.counted() > 0) {
                    held.forEach(buckets -> db.undoWithTransaction(() -> take(buckets, minute)));
                }
                return spent;
            }
        }
    }

    private static Spent holding(List<NavigableMap<Instant, Long>> held, int from, Supplier<Spent> work) {
        if (from == held.size()) {
            return work.get();
        }
        synchronized (held.get(from)) {
            return holding(held, from + 1, work);
        }
    }

    private static Spent spendHeld(
            List<String> keys,
            List<Long> limits,
            Instant minute,
            List<String> sorted,
            List<NavigableMap<Instant, Long>> held) {
        Instant oldest = SlidingHour.oldestCounted(minute);
        boolean room = true;
        for (int i = 0; i < keys.size(); i++) {
            NavigableMap<Instant, Long> buckets = held.get(sorted.indexOf(keys.get(i)));
            long made = buckets.tailMap(oldest, true).values().stream()
                    .mapToLong(Long::longValue)
                    .sum();
            room &= made < limits.get(i);
        }
        Map<String, List<RateBucket>> hour = new LinkedHashMap<>();
        for (int i = 0; i < sorted.size(); i++) {
            NavigableMap<Instant, Long> buckets = held.get(i);
            if (room) {
                buckets.merge(minute, 1L, Long::sum);
            }
            buckets.headMap(minute.minus(SlidingHour.WINDOW), true).clear();
            hour.put(sorted.get(i), bucketsFrom(buckets, oldest));
        }
        return new Spent(room ? 1 : 0, hour);
    }

    @Override
    public void uncount(String key, Instant minute) {
        NavigableMap<Instant, Long> buckets = byKey.get(key);
        if (buckets == null) {
            return;
        }
        db.beforeUnlockedChange();
        if (take(buckets, minute)) {
            db.undoWithTransaction(() -> give(buckets, minute));
        }
    }

    private static boolean take(NavigableMap<Instant, Long> buckets, Instant minute) {
        synchronized (buckets) {
            Long made = buckets.get(minute);
            if (made == null || made <= 0) {
                return false;
            }
            if (made == 1) {
                buckets.remove(minute);
            } else {
                buckets.put(minute, made - 1);
            }
            return true;
        }
    }

    private static void give(NavigableMap<Instant, Long> buckets, Instant minute) {
        synchronized (buckets) {
            buckets.merge(minute, 1L, Long::sum);
        }
    }

    private static List<RateBucket> bucketsFrom(NavigableMap<Instant, Long> buckets, Instant oldest) {
        return buckets.tailMap(oldest, true).entrySet().stream()
                .map(e -> new RateBucket(e.getKey(), e.getValue()))
                .toList();
    }

    /** Drops buckets before {@code minute}, and keys left with none; each key's buckets under its own lock. */
    @Override
    public int deleteBucketsBefore(Instant minute, int limit) {
        db.beforeUnlockedChange();
        int removed = 0;
        for (var entry : byKey.entrySet()) {
            if (removed >= limit) {
                break;
            }
            NavigableMap<Instant, Long> buckets = entry.getValue();
            synchronized (buckets) {
                NavigableMap<Instant, Long> old = buckets.headMap(minute, false);
                removed += old.size();
                old.clear();
                if (buckets.isEmpty()) {
                    byKey.remove(entry.getKey(), buckets);
                }
            }
        }
        return removed;
    }
}
