package dev.shutter.ports.out;

import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Scope;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What one request spends from: its rate keys, the minute it counts in, each key's limit by the status of the
 * token's app (the app's mode at that minute follows from its status), and the scope the request needs; so that a
 * store that reads the bearer with the count counts against the right limit, and only a request that the checks
 * after the bearer's read let through to the budget and past its scope ({@link #spendsNow}), in the same step.
 */
public record Spending(List<String> keys, Instant minute, Map<AppStatus, List<Long>> limits, Scope scope) {

    public Spending {
        keys = List.copyOf(keys);
        Objects.requireNonNull(minute, "minute");
        limits = Map.copyOf(new EnumMap<>(limits));
        Objects.requireNonNull(scope, "scope");
        for (AppStatus status : AppStatus.values()) {
            if (limits.getOrDefault(status, List.of()).size() != keys.size()) {
                throw new IllegalArgumentException("one limit a key for every app status");
            }
        }
    }

    /** A request that needs only {@link Scope#BASIC}, which every token has. */
    public Spending(List<String> keys, Instant minute, Map<AppStatus, List<Long>> limits) {
        this(keys, minute, limits, Scope.BASIC);
    }

    /**
     * Whether a store spends this request with the read of {@code found}: when its app signs nothing (else the
     * signature is checked first) and its token has the scope (else it is refused for its scope, or for its
     * budget if that is spent, and counts nothing either way).
     */
    public boolean spendsNow(Bearer found) {
        return !found.client().enforceSignedRequests() && found.token().scopes().contains(scope);
    }

    /** The limits of the keys, in their order, for an app with {@code status}. */
    public List<Long> limitsOf(AppStatus status) {
        return limits.get(status);
    }
}
