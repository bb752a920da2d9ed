package dev.shutter.server.metrics;

import dev.shutter.domain.Failure;
import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthorizationGrant;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperationObserver;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Set;

/**
 * The domain counters, counted from what Shutter observes of each operation (given to {@code
 * Shutter.builder(...).observer(...)}): the domain stays java.* and Vavr only, and every operation is seen
 * once, whether the HTTP adapter or a host's code called it. Each meter is made when first counted, so a
 * scrape shows only what happened.
 */
public final class DomainMeters implements OperationObserver {

    private static final Set<String> ACTIONS = Set.of("follow", "unfollow", "block", "unblock", "approve", "ignore");

    private final MeterRegistry registry;

    public DomainMeters(MeterRegistry registry) {
        this.registry = registry;
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
                    registry.counter("shutter.rate_limit.refusals", "class", rateClass)
                            .increment();
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
        registry.counter(name).increment();
    }

    /** {@code grant}: {@code code} (an exchange) or {@code implicit}. */
    private void tokensIssued(String grant) {
        registry.counter("shutter.tokens.issued", "grant", grant).increment();
    }

    /**
     * {@code cause}: {@code client} (RFC 7009), {@code user} (manage access), {@code exposed} (plain HTTP),
     * {@code operator} (the operator API, for a user or an app) or {@code replayed_code} (a code used twice).
     */
    private void tokensRevoked(String cause) {
        registry.counter("shutter.tokens.revoked", "cause", cause).increment();
    }

    /** {@code action}: follow, unfollow, block, unblock, approve, ignore. */
    private void relationshipAction(RelationshipAction action) {
        // the meters name a denial by the word python-instagram sends
        String word = action == RelationshipAction.DENY ? "ignore" : action.wireName();
        registry.counter("shutter.relationship.actions", "action", ACTIONS.contains(word) ? word : "other")
                .increment();
    }
}
