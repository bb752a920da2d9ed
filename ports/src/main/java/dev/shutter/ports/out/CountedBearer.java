package dev.shutter.ports.out;

import dev.shutter.domain.limit.RateBucket;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A bearer read together with the counting of its request: for each rate key counted, the key's buckets
 * of the hour, this count included (what {@link RateCounters#count} answers for one key).
 */
public record CountedBearer(Bearer bearer, Map<String, List<RateBucket>> counts) {
    public CountedBearer {
        Objects.requireNonNull(bearer, "bearer");
        counts = Map.copyOf(counts);
    }

    /** The buckets of {@code key}: empty when it was not counted. */
    public List<RateBucket> bucketsOf(String key) {
        return counts.getOrDefault(key, List.of());
    }
}
