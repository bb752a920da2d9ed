package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.relationship.RelationshipAction;
import java.util.Objects;
import java.util.Set;

/**
 * The domain counters (codes and tokens issued, tokens revoked and why, comments posted, relationship
 * actions, rate-limit refusals, failed and throttled logins), counted from what Shutter observes of each
 * operation (given to {@code Shutter.builder(...).observer(...)}), so that every operation is seen once,
 * whether an HTTP binding or a host's code called it. The names and tags are written once here
 * (docs/production.md, Metrics); the counting itself is a metrics library's, through {@link Counters}, so
 * that the ports need none: the bundled server and the Spring Boot starter give Micrometer's.
 */
public final class DomainCounts implements OperationObserver {

    private static final Set<String> ACTIONS = Set.of("follow", "unfollow", "block", "unblock", "approve", "ignore");

    /** Where a count goes: one more on the counter {@code name} with the tags, as key-value pairs. */
    @FunctionalInterface
    public interface Counters {
        /** Adds one to the counter {@code name} tagged {@code tags} (key, value, key, value...). */
        void increment(String name, String... tags);
    }

    private final Counters counters;

    /** Counts into {@code counters}; Micrometer's: {@code (name, tags) -> registry.counter(name, tags).increment()}. */
    public DomainCounts(Counters counters) {
        this.counters = Objects.requireNonNull(counters, "counters");
    }

    @Override
    public void done(Operation operation, Object subject, Object result, long nanos) {
        switch (operation) {
            case AUTHORIZE_APPROVE -> {
                if (((AuthorizationGrant) result).issuedCode().isDefined()) {
                    count("shutter.codes.issued");
                } else {
                    tokensIssued("implicit");
                }
            }
            case CODE_EXCHANGE -> {
                count("shutter.codes.exchanged");
                tokensIssued("code");
            }
            case TOKEN_REVOKE -> tokensRevoked("client");
            case ACCESS_REVOKE -> tokensRevoked("user");
            case EXPOSED_TOKEN_REVOKE -> tokensRevoked("exposed");
            case USER_REVOKE_TOKENS, APP_REVOKE_TOKENS -> tokensRevoked("operator");
            case COMMENT_ADD -> count("shutter.comments.posted");
            case RELATIONSHIP_CHANGE -> relationshipAction(((ChangeRelationshipCommand) subject).action());
            default -> {}
        }
    }

    @Override
    public void refused(Operation operation, Object subject, Object failure, long nanos) {
        switch (operation) {
            case AUTHENTICATE -> {
                if (failure instanceof Failure.RateLimited) {
                    // the class of the refused request, not the budget that refused it
                    String rateClass = ((AuthenticateCommand) subject)
                            .endpoint()
                            .writeClass()
                            .map(RateClass::key)
                            .getOrElse(RateClass.ALL.key());
                    counters.increment("shutter.rate_limit.refusals", "class", rateClass);
                }
            }
            case CODE_EXCHANGE -> {
                if (failure instanceof TokenFailure.ReplayedCode) {
                    tokensRevoked("replayed_code");
                }
            }
            case LOGIN ->
                count(failure instanceof LoginFailure.Throttled ? "shutter.logins.throttled" : "shutter.logins.failed");
            default -> {}
        }
    }

    private void count(String name) {
        counters.increment(name);
    }

    /** {@code grant}: {@code code} (an exchange) or {@code implicit}. */
    private void tokensIssued(String grant) {
        counters.increment("shutter.tokens.issued", "grant", grant);
    }

    /**
     * {@code cause}: {@code client} (RFC 7009), {@code user} (manage access), {@code exposed} (plain HTTP),
     * {@code operator} (the operator API, for a user or an app) or {@code replayed_code} (a code used twice).
     */
    private void tokensRevoked(String cause) {
        counters.increment("shutter.tokens.revoked", "cause", cause);
    }

    /** {@code action}: follow, unfollow, block, unblock, approve, ignore. */
    private void relationshipAction(RelationshipAction action) {
        // the meters name a denial by the word python-instagram sends
        String word = action == RelationshipAction.DENY ? "ignore" : action.wireName();
        counters.increment("shutter.relationship.actions", "action", ACTIONS.contains(word) ? word : "other");
    }
}
