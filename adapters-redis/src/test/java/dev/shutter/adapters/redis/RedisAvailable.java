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
        return RedisTestServer.evaluate(context);
    }
}
