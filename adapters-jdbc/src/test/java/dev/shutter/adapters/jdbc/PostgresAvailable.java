package dev.shutter.adapters.jdbc;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips each test of a PostgreSQL class, with the reason, when the server cannot be reached, before any
 * setup runs. On CI the tests run anyway, and fail in {@link PostgresTestDatabase#requireReachable()}.
 */
public final class PostgresAvailable implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return PostgresTestDatabase.evaluate(context);
    }
}
