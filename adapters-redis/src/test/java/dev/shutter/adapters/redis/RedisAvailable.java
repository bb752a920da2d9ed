package dev.shutter.adapters.redis;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips each test of a Redis class, with the reason, when Redis cannot be reached, before any setup runs.
 * On CI the tests run anyway, and fail in {@link RedisTestServer#requireReachable()}.
 */
public final class RedisAvailable implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (context.getTestMethod().isEmpty() || RedisTestServer.onCi()) {
            return ConditionEvaluationResult.enabled("decided per test; CI requires Redis");
        }
        return RedisTestServer.unreachable()
                .map(reason -> ConditionEvaluationResult.disabled(reason + ": skipped; set SHUTTER_TEST_REDIS_URL"))
                .orElseGet(() -> ConditionEvaluationResult.enabled("Redis is reachable"));
    }
}
