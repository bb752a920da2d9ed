package dev.shutter.ports.out;

import dev.shutter.domain.oauth.AppStatus;
import java.time.Instant;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What one request spends from: its rate keys, the minute it counts in, and each key's limit by the status of the
 * token's app (the app's mode at that minute follows from its status); so that a store that reads the bearer with
 * the count counts against the right limit, and only a request whose signature need not be checked first ({@link
 * #spendsNow}), in the same step.
 */
public record Spending(List<String> keys, Instant minute, Map<AppStatus, List<Long>> limits) {

    public Spending {
        keys = List.copyOf(keys);
        Objects.requireNonNull(minute, "minute");
        // one copy, which stays an EnumMap: made and read on every authenticated request
        limits = Collections.unmodifiableMap(new EnumMap<>(limits));
        for (AppStatus status : AppStatus.values()) {
            if (limits.getOrDefault(status, List.of()).size() != keys.size()) {
                throw new IllegalArgumentException("one limit a key for every app status");
            }
        }
    }

    /**
     * Whether a store spends this request with the read of {@code found}: when its app signs nothing; else the
     * signature is checked first, and the request spent after.
     */
    public boolean spendsNow(Bearer found) {
        return !found.client().enforceSignedRequests();
    }

    /** The limits of the keys, in their order, for an app with {@code status}. */
    public List<Long> limitsOf(AppStatus status) {
        return limits.get(status);
    }
}
