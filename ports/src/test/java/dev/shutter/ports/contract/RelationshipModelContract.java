package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.ports.out.Storage;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Seeded random sequences of relationship actions and privacy switches among four users, through the
 * use cases, agree at every step with a small reference model written straight from docs/spec/DECISIONS.md section 5
 * and keep its invariants ({@link RelationshipModelDriver}). The base seed is fixed, so the build is
 * repeatable; {@code -Dshutter.seed=N} explores others. The checks themselves are the driver's; the
 * contract also asserts that every chosen step was done and checked. The in-memory adapter also lets Jazzer choose the
 * steps ({@code InMemoryRelationshipModelTest}).
 */
public abstract class RelationshipModelContract {

    private static final int TRIES = 60;
    private static final int MAX_STEPS = 40;

    /** A new, empty storage for each try. */
    protected abstract Storage newStorage();

    @Test
    @DisplayName("random actions through the use cases agree with the model and keep the invariants")
    void useCasesAgreeWithTheModel() {
        long base = Long.getLong("shutter.seed", 20_151_117L);
        for (int i = 0; i < TRIES; i++) {
            long seed = base + i * 0x9E37_79B9_7F4A_7C15L;
            Random random = new Random(seed);
            // given four users, one private; when they act in a random order; then (each step) the model holds
            try (Storage storage = newStorage()) {
                RelationshipModelDriver driver = new RelationshipModelDriver(storage);
                int steps = 1 + random.nextInt(MAX_STEPS);
                for (int s = 0; s < steps; s++) {
                    driver.step(random::nextInt);
                }
                assertThat(driver.stepsChecked())
                        .as("steps checked against the model")
                        .isEqualTo(steps);
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("try " + i + " (seed " + seed + ") failed: " + e.getMessage(), e);
            }
        }
    }
}
