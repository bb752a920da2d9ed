package dev.shutter.ports.out;

import dev.shutter.domain.limit.RateBucket;
import java.util.List;
import java.util.Map;

/**
 * What {@link RateCounters#spend} did: how many of the requests asked for it counted (one request: 1 or 0; a
 * node's batch: up to its size), and each key's buckets of the hour as they stand after, those counts included.
 * A request that is not counted leaves every key as it was, and its hour is the true one. A store may answer the
 * ended minutes of a key that had room as one bucket at the hour's oldest minute, holding their sum (all that
 * allowing a request needs, however long the hour); a key without room comes with its buckets one a minute, which
 * tell when its budget frees again.
 */
public record Spent(int counted, Map<String, List<RateBucket>> hour) {

    public Spent {
        if (counted < 0) {
            throw new IllegalArgumentException("counted is not negative");
        }
        hour = Map.copyOf(hour);
    }

    /** The buckets of {@code key}: empty when it has none in the hour. */
    public List<RateBucket> bucketsOf(String key) {
        return hour.getOrDefault(key, List.of());
    }
}
