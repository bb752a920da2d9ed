package dev.shutter.adapters.inmemory;

import dev.shutter.domain.oauth.LoginThrottle;
import dev.shutter.ports.out.LoginThrottles;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/** Failed-login counts in memory. */
final class InMemoryLoginThrottles implements LoginThrottles {

    private final InMemoryDatabase db;
    private final Map<String, LoginThrottle> byUsername = new HashMap<>();

    InMemoryLoginThrottles(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public LoginThrottle of(String username) {
        return db.read(() -> byUsername.getOrDefault(username, LoginThrottle.clean()));
    }

    @Override
    public void save(String username, LoginThrottle throttle) {
        db.put(byUsername, username, throttle);
    }

    @Override
    public void clear(String username) {
        db.remove(byUsername, username);
    }

    @Override
    public int deleteLastFailedBefore(Instant cutoff, int limit) {
        return db.removeWhere(
                byUsername, throttle -> throttle.lastFailure().forAll(last -> last.isBefore(cutoff)), limit);
    }
}
