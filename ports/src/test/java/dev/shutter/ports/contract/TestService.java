package dev.shutter.ports.contract;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A service the tests run against for real (PostgreSQL, Redis), asked once per test run whether it
 * answers. An unreachable one skips its tests with the reason, except under {@code CI=true}, where it
 * fails them: CI must not pass by testing nothing.
 */
public final class TestService {

    private final String name;
    private final String variable;
    private final Supplier<String> where;
    private final Supplier<String> probe;
    private volatile String unreachableBecause;
    private volatile boolean checked;

    /**
     * The service {@code name} at {@code where} (an address safe to print), configured by the environment
     * variable {@code variable}; {@code probe} answers why it cannot be reached, or null when it can.
     */
    public TestService(String name, String variable, Supplier<String> where, Supplier<String> probe) {
        this.name = name;
        this.variable = variable;
        this.where = where;
        this.probe = probe;
    }

    /** Whether this is CI, where a missing service is a failure. */
    public static boolean onCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /** Skips the calling test (or fails it on CI) when the service cannot be reached. */
    public void requireReachable() {
        Optional<String> unreachable = unreachable();
        if (unreachable.isEmpty()) {
            return;
        }
        if (onCi()) {
            fail(unreachable.get() + ": CI=true requires it");
        }
        assumeTrue(false, unreachable.get() + ": skipped; set " + variable);
    }

    /** Why the service cannot be reached, if it cannot; asked once per test run. */
    public Optional<String> unreachable() {
        if (!checked) {
            synchronized (this) {
                if (!checked) {
                    unreachableBecause = probe.get();
                    checked = true;
                }
            }
        }
        return Optional.ofNullable(unreachableBecause)
                .map(reason -> name + " not reachable at " + where.get() + " (" + reason + ")");
    }

    /**
     * For an {@code ExecutionCondition}: skips each test, with the reason, when the service cannot be
     * reached, before any setup runs; on CI the tests run anyway, and fail in {@link #requireReachable()}.
     */
    public ConditionEvaluationResult evaluate(ExtensionContext context) {
        if (context.getTestMethod().isEmpty() || onCi()) {
            return ConditionEvaluationResult.enabled("decided per test; CI requires " + name);
        }
        return unreachable()
                .map(reason -> ConditionEvaluationResult.disabled(reason + ": skipped; set " + variable))
                .orElseGet(() -> ConditionEvaluationResult.enabled(name + " is reachable"));
    }
}
