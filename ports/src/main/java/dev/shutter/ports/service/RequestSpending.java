package dev.shutter.ports.service;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.domain.oauth.AppMode;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.ports.Settings;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Spending;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What a {@code /v1} request spends from: its rate classes, their keys under the token's hash, the minute it counts
 * in and each key's limit by the status of the app (its mode at the request's time).
 */
record RequestSpending(String tokenHash, List<RateClass> classes, Spending port) {

    /** The spending of a request to {@code endpoint} with {@code token} at {@code now}. */
    static RequestSpending of(Endpoint endpoint, String token, Instant now, Settings settings) {
        // on every authenticated request: plain loops, no streams
        String tokenHash = Hashes.sha256Hex(token);
        List<RateClass> classes = endpoint.writeClass().isDefined()
                ? List.of(endpoint.writeClass().get(), RateClass.ALL)
                : List.of(RateClass.ALL);
        String[] keys = new String[classes.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = tokenHash + ":" + classes.get(i).key();
        }
        Map<AppStatus, List<Long>> limits = new EnumMap<>(AppStatus.class);
        for (AppStatus status : AppStatus.values()) {
            AppMode mode = settings.timeline().modeAt(status, now);
            Long[] limit = new Long[keys.length];
            for (int i = 0; i < limit.length; i++) {
                limit[i] = (long) settings.rateLimits().limitOf(classes.get(i), mode);
            }
            limits.put(status, List.of(limit));
        }
        return new RequestSpending(tokenHash, classes, new Spending(List.of(keys), SlidingHour.bucketOf(now), limits));
    }

    /** The storage's read of this spending's bearer, spent with it, and {@code ahead}. */
    AuthenticatedRead read(ReadAhead ahead) {
        return AuthenticatedRead.counting(tokenHash, port, ahead);
    }

    List<String> keys() {
        return port.keys();
    }

    Instant minute() {
        return port.minute();
    }
}
