package dev.shutter.ports.out;

import dev.shutter.domain.limit.RateBucket;
import io.vavr.control.Option;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A bearer read together with the counting of its request: for each rate key counted, the key's buckets
 * of the hour, this count included (what {@link RateCounters#count} answers for one key); and what was read
 * ahead with it ({@link ReadAhead}), if the store did.
 */
public record CountedBearer(Bearer bearer, Map<String, List<RateBucket>> counts, Option<ReadAhead.Answer> readAhead) {
    public CountedBearer {
        Objects.requireNonNull(bearer, "bearer");
        counts = Map.copyOf(counts);
        Objects.requireNonNull(readAhead, "readAhead");
    }

    /** Nothing read ahead. */
    public CountedBearer(Bearer bearer, Map<String, List<RateBucket>> counts) {
        this(bearer, counts, Option.none());
    }

    /** The buckets of {@code key}: empty when it was not counted. */
    public List<RateBucket> bucketsOf(String key) {
        return counts.getOrDefault(key, List.of());
    }

    /** The same with {@code answer} read ahead. */
    public CountedBearer withReadAhead(ReadAhead.Answer answer) {
        return new CountedBearer(bearer, counts, Option.some(answer));
    }

    /** The same with other counts. */
    public CountedBearer withCounts(Map<String, List<RateBucket>> others) {
        return new CountedBearer(bearer, others, readAhead);
    }
}
