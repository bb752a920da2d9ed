package dev.shutter.ports.out;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One request's spending as {@link RateCounters#spend} takes it: its keys, each key's limit in the same order, and
 * the minute it counts in; one of a node's batch ({@link RateCounters#spendAll}).
 */
public record SpendRequest(List<String> keys, List<Long> limits, Instant minute) {

    public SpendRequest {
        keys = List.copyOf(keys);
        limits = List.copyOf(limits);
        Objects.requireNonNull(minute, "minute");
        if (keys.size() != limits.size()) {
            throw new IllegalArgumentException("one limit a key");
        }
        if (keys.stream().distinct().count() != keys.size()) {
            throw new IllegalArgumentException("a request spends from each of its keys once");
        }
    }
}
