package dev.shutter.server.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * The domain counters, counted in the HTTP adapter around the use cases ({@link CountedUseCases}) rather
 * than in the domain or the services: the domain stays java.* and Vavr only, the ports gain no observer
 * that every embedder would have to wire, and each outcome is already there, in the {@code Either} a use
 * case answers.
 */
public final class DomainMeters {

    private final MeterRegistry registry;

    public DomainMeters(MeterRegistry registry) {
        this.registry = registry;
    }

    Counter codesIssued() {
        return registry.counter("shutter.codes.issued");
    }

    Counter codesExchanged() {
        return registry.counter("shutter.codes.exchanged");
    }

    /** {@code grant}: {@code code} (an exchange) or {@code implicit}. */
    Counter tokensIssued(String grant) {
        return registry.counter("shutter.tokens.issued", "grant", grant);
    }

    /**
     * {@code cause}: {@code client} (RFC 7009), {@code user} (manage access), {@code exposed} (plain HTTP),
     * {@code operator} (the operator API, for a user or an app) or {@code replayed_code} (a code used twice).
     */
    Counter tokensRevoked(String cause) {
        return registry.counter("shutter.tokens.revoked", "cause", cause);
    }

    Counter loginsFailed() {
        return registry.counter("shutter.logins.failed");
    }

    /** Logins refused without a check because the username is throttled or locked. */
    Counter loginsThrottled() {
        return registry.counter("shutter.logins.throttled");
    }

    /** {@code rateClass}: {@code all}, {@code comments} or {@code relationships}: the class of the request. */
    Counter rateLimitRefusals(String rateClass) {
        return registry.counter("shutter.rate_limit.refusals", "class", rateClass);
    }

    Counter commentsPosted() {
        return registry.counter("shutter.comments.posted");
    }

    /** {@code action}: follow, unfollow, block, unblock, approve, ignore. */
    Counter relationshipActions(String action) {
        return registry.counter("shutter.relationship.actions", "action", action);
    }
}
