package dev.shutter.domain.limit;

import dev.shutter.domain.oauth.AppMode;
import io.vavr.control.Either;

/**
 * Requests allowed per token in a sliding hour, by app mode and class (docs/spec/DECISIONS.md section 7). Each
 * limit is a whole number from {@link #LOWEST}: a limit of zero would refuse every request of its class.
 */
public record RateLimits(int sandboxAll, int liveAll, int sandboxWrites, int liveWrites) {

    /** The lowest a limit may be: one request an hour. */
    public static final int LOWEST = 1;

    public RateLimits {
        for (int limit : new int[] {sandboxAll, liveAll, sandboxWrites, liveWrites}) {
            limit(limit).getOrElseThrow(why -> new IllegalArgumentException(why));
        }
    }

    /**
     * {@code requests} as one of the limits, or why it cannot be one, for a host or a configuration to say which
     * of its settings is refused.
     */
    public static Either<String, Integer> limit(int requests) {
        return requests >= LOWEST
                ? Either.right(requests)
                : Either.left("a rate limit allows " + LOWEST + " request an hour or more, not " + requests);
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
