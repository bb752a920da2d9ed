package dev.shutter.adapters.jdbc;

import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;

/**
 * {@link PostgresAvailable} for jqwik properties, which JUnit's conditions do not reach: skips them with
 * the reason when PostgreSQL cannot be reached, except on CI, where they run and fail.
 */
public final class PostgresAvailableForProperties implements SkipExecutionHook {

    @Override
    public SkipResult shouldBeSkipped(LifecycleContext context) {
        if (PostgresTestDatabase.onCi()) {
            return SkipResult.doNotSkip();
        }
        return PostgresTestDatabase.unreachable()
                .map(reason -> SkipResult.skip(reason + ": skipped; set SHUTTER_TEST_PG_URL"))
                .orElseGet(SkipResult::doNotSkip);
    }
}
