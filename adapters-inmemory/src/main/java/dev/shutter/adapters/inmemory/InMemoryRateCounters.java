package dev.shutter.adapters.inmemory;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.ports.out.RateCounters;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/** Rate counters in memory: a sorted map of minute buckets per key, trimmed to the window as it grows. */
final class InMemoryRateCounters implements RateCounters {

    private final InMemoryDatabase db;
    private final Map<String, NavigableMap<Instant, Long>> byKey = new HashMap<>();

    InMemoryRateCounters(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public List<RateBucket> since(String key, Instant oldest) {
        return db.read(() -> bucketsFrom(byKey.getOrDefault(key, new TreeMap<>()), oldest));
    }

    @Override
    public List<RateBucket> count(String key, Instant minute) {
        return db.execute(() -> {
                    NavigableMap<Instant, Long> buckets = byKey.get(key);
                    if (buckets == null) {
                        buckets = new TreeMap<>();
                        db.put(byKey, key, buckets);
                    }
                    NavigableMap<Instant, Long> target = buckets;
                    db.put(target, minute, target.getOrDefault(minute, 0L) + 1);
                    Instant expired = minute.minus(SlidingHour.WINDOW);
                    for (Instant old : List.copyOf(target.headMap(expired, true).keySet())) {
                        db.remove(target, old);
                    }
                    return Either.<Void, List<RateBucket>>right(bucketsFrom(target, SlidingHour.oldestCounted(minute)));
                })
                .get();
    }

    @Override
    public void uncount(String key, Instant minute) {
        db.execute(() -> {
            NavigableMap<Instant, Long> buckets = byKey.get(key);
            Long made = buckets == null ? null : buckets.get(minute);
            if (made != null && made > 0) {
                db.put(buckets, minute, made - 1);
            }
            return Either.right(true);
        });
    }

    private static List<RateBucket> bucketsFrom(NavigableMap<Instant, Long> buckets, Instant oldest) {
        return buckets.tailMap(oldest, true).entrySet().stream()
                .map(e -> new RateBucket(e.getKey(), e.getValue()))
                .toList();
    }
}
