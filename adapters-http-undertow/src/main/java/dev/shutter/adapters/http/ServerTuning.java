package dev.shutter.adapters.http;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.ports.out.TimeSource;
import dev.shutter.ports.service.BcryptPasswordHashing;
import java.time.Instant;
import java.util.Objects;

/**
 * What production fixes and tests vary: the clock, the bcrypt cost (4 keeps tests fast), and the rate
 * limits (small ones make a 429 reachable).
 */
public record ServerTuning(TimeSource clock, int bcryptCost, RateLimits rateLimits) {

    public ServerTuning {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(rateLimits, "rateLimits");
    }

    /** The wall clock, bcrypt cost 12, the platform's limits. */
    public static ServerTuning production() {
        return new ServerTuning(Instant::now, BcryptPasswordHashing.DEFAULT_COST, RateLimits.defaults());
    }
}
