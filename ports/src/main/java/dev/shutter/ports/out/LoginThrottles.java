package dev.shutter.ports.out;

import dev.shutter.domain.oauth.LoginThrottle;
import java.time.Instant;

/**
 * Failed-login counts per key: a username (as typed, lower-cased), known or not, or a client address
 * (a key the login service keeps apart from any username).
 */
public interface LoginThrottles {

    /** The throttle of {@code username}; {@link LoginThrottle#clean()} if none is stored. */
    LoginThrottle of(String username);

    /** Stores the throttle of {@code username}. */
    void save(String username, LoginThrottle throttle);

    /** Forgets the failures of {@code username}. */
    void clear(String username);

    /**
     * Housekeeping: deletes at most {@code limit} throttles whose last failure is before {@code cutoff} (or
     * that have none); how many.
     */
    int deleteLastFailedBefore(Instant cutoff, int limit);
}
