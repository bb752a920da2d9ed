package dev.shutter.domain.relationship;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.RandomTries;
import io.vavr.control.Either;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A property over random histories (see {@link RelationshipHistory}): after every step the world kept by
 * the domain rules must agree with a reference model written straight from docs/spec/DECISIONS.md section 5, and the
 * invariants of that section must hold. {@link RelationshipHistoriesFuzzTest} lets the fuzzer choose.
 */
@DisplayName("Relationships under random actions")
class RelationshipsUnderRandomActionsTest {

    private static final int TRIES = 1000;
    private static final int MAX_STEPS = 40;

    /** What the tries went through, so the property cannot pass by never reaching the interesting states. */
    private static final class Coverage {
        final Map<RelationshipAction, Integer> succeeded = new EnumMap<>(RelationshipAction.class);
        final Map<Class<?>, Integer> refused = new HashMap<>();
        int requestsApprovedByTurningPublic;
        int requestsMade;

        void count(RelationshipHistory.Outcome outcome) {
            requestsApprovedByTurningPublic += outcome.approvedByTurningPublic();
            if (outcome.step() instanceof RelationshipHistory.Step.Act act
                    && outcome.result().isDefined()) {
                Either<Failure, PairState> result = outcome.result().get();
                if (result.isRight()) {
                    succeeded.merge(act.action(), 1, Integer::sum);
                    if (result.get().outgoingStatus() == Edge.REQUESTED) {
                        requestsMade++;
                    }
                } else {
                    refused.merge(result.getLeft().getClass(), 1, Integer::sum);
                }
            }
        }
    }

    @Test
    @DisplayName("the rules agree with the reference model and keep every invariant after every step")
    void agreeWithTheModelAndKeepTheInvariants() {
        Coverage coverage = new Coverage();

        RandomTries.run(TRIES, random -> {
            // given a few users, some private
            RelationshipHistory history = new RelationshipHistory(random::nextInt);
            int steps = 1 + random.nextInt(MAX_STEPS);

            // when they act, step by step; then (in step) the rules agree with the model, invariants hold
            for (int i = 0; i < steps; i++) {
                coverage.count(history.step());
            }
        });

        // then the tries went through every action, every refusal and both ways of making a follow
        assertThat(coverage.succeeded.keySet())
                .as("every action succeeded at least once")
                .containsExactlyInAnyOrder(RelationshipAction.values());
        assertThat(coverage.refused.keySet())
                .as("every refusal happened at least once")
                .containsExactlyInAnyOrder(
                        Failure.ActionOnSelf.class, Failure.NotAllowedToFollow.class, Failure.NoPendingRequest.class);
        assertThat(coverage.requestsMade).isPositive();
        assertThat(coverage.requestsApprovedByTurningPublic).isPositive();
    }
}
