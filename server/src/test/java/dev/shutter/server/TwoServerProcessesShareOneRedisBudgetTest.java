package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.redis.RedisAvailable;
import dev.shutter.adapters.redis.RedisTestServer;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Two server processes on one PostgreSQL schema with {@code --rate-store redis://...}: the same single
 * budget per token as with the counts in PostgreSQL, and not one rate row written to PostgreSQL.
 */
@ExtendWith(RedisAvailable.class)
class TwoServerProcessesShareOneRedisBudgetTest extends TwoServerProcessesShareOneRateBudgetTest {

    private static final String PREFIX = RedisTestServer.uniquePrefix();

    @AfterAll
    static void deleteKeys() {
        if (RedisTestServer.unreachable().isEmpty()) {
            RedisTestServer.deleteKeys(PREFIX);
        }
    }

    @Override
    protected List<String> rateStoreArguments() {
        RedisTestServer.requireReachable();
        return List.of("--rate-store", RedisTestServer.url() + "?prefix=" + PREFIX);
    }

    @Override
    protected void assertCountsKept() throws SQLException {
        assertThat(rateRowsInPostgres()).as("rate rows in PostgreSQL").isZero();
        assertThat(RedisTestServer.keys(PREFIX)).as("rate keys in Redis").isNotEmpty();
    }
}
