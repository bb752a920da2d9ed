package dev.shutter.adapters.inmemory;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.ports.out.RateCounters;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

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
