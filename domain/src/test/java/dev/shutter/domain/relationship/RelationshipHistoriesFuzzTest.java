package dev.shutter.domain.relationship;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * The relationship state machine as a stateful property with the fuzzer choosing the history: who is
 * private, who acts on whom with which action, who switches. {@link RelationshipHistory} checks every step
 * against the reference model and the invariants of docs/spec/DECISIONS.md section 5.
 */
class RelationshipHistoriesFuzzTest {

    private static final int MAX_STEPS = 200;

    @FuzzTest
    void fuzzerChosenHistories(FuzzedDataProvider data) {
        RelationshipHistory history = new RelationshipHistory(n -> data.consumeInt(0, n - 1));
        for (int i = 0; i < MAX_STEPS && data.remainingBytes() > 0; i++) {
            history.step();
        }
    }
}
