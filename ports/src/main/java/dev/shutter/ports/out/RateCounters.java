package dev.shutter.ports.out;

import dev.shutter.domain.limit.RateBucket;
import java.time.Instant;
import java.util.List;

/**
 * Request counts per key (a token's hash and a rate class) in one-minute buckets. They live in storage so
 * that every server node spends from one budget.
 */
public interface RateCounters {

    /** The buckets of {@code key} from {@code oldest} on. */
    List<RateBucket> since(String key, Instant oldest);

    /** Counts one request in the bucket {@code minute} of {@code key}. */
    void increment(String key, Instant minute);
}
