package dev.shutter.domain.limit;

import dev.shutter.domain.oauth.AppMode;

/** Requests allowed per token in a sliding hour, by app mode and class (docs/spec/DECISIONS.md section 7). */
public record RateLimits(int sandboxAll, int liveAll, int sandboxWrites, int liveWrites) {

    public RateLimits {
        if (sandboxAll < 1 || liveAll < 1 || sandboxWrites < 1 || liveWrites < 1) {
            throw new IllegalArgumentException("rate limits are positive");
        }
    }

    /** 500 / 5000 requests, and 30 / 60 writes, per hour for Sandbox / Live. */
    public static RateLimits defaults() {
        return new RateLimits(500, 5000, 30, 60);
    }

    /** The limit of {@code rateClass} for an app in {@code mode}. */
    public int limitOf(RateClass rateClass, AppMode mode) {
        boolean live = mode == AppMode.LIVE;
        return rateClass == RateClass.ALL ? (live ? liveAll : sandboxAll) : (live ? liveWrites : sandboxWrites);
    }
}
