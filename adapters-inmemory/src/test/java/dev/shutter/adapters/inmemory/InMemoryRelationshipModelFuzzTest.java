package dev.shutter.adapters.inmemory;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.shutter.ports.contract.RelationshipModelDriver;
import dev.shutter.ports.out.Storage;

/**
 * The relationship state machine through the use cases on the in-memory store, with Jazzer choosing the
 * steps: the kit's {@link RelationshipModelDriver} checks every pair against the reference model and the
 * invariants of docs/spec/DECISIONS.md section 5 after each one.
 */
class InMemoryRelationshipModelFuzzTest {

    private static final int MAX_STEPS = 60;

    @FuzzTest
    void fuzzerChosenSteps(FuzzedDataProvider data) {
        try (Storage storage = new InMemoryStorage()) {
            RelationshipModelDriver driver = new RelationshipModelDriver(storage);
            for (int i = 0; i < MAX_STEPS && data.remainingBytes() > 0; i++) {
                driver.step(n -> data.consumeInt(0, n - 1));
            }
        }
    }
}
