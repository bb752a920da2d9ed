package dev.shutter.server.roundtrips;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.redis.RedisAvailable;
import dev.shutter.adapters.redis.RedisTestServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.support.Api;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The same round trips with {@code --rate-store redis://...}, and what the store is for: a read sends not
 * one write to PostgreSQL, since the count went to Redis.
 */
@DisplayName("Round trips to PostgreSQL per /v1 request, the counts in Redis")
@ExtendWith(RedisAvailable.class)
class RoundTripsWithRedisCountsOnPostgresTest extends RoundTripsOnPostgresTest {

    private final String prefix = RedisTestServer.uniquePrefix();

    /**
     * The counts in Redis; and every statement parsed each time it runs ({@code prepareThreshold=0}: the
     * driver keeps no server-side statement, whose later runs it would send without their text), so that
     * {@link WireRoundTrips#writes()} sees each one. The round trips stay the same.
     */
    @Override
    ServerOptions adjusted(ServerOptions options) {
        RedisTestServer.requireReachable();
        return options.withStorage(options.storage() + "&prepareThreshold=0")
                .withRateStore(RedisTestServer.url() + "?prefix=" + prefix);
    }

    @AfterAll
    void deleteKeys() {
        if (RedisTestServer.unreachable().isEmpty()) {
            RedisTestServer.deleteKeys(prefix);
        }
    }

    @Test
    @DisplayName("every /v1 read writes nothing to PostgreSQL, and its count is in Redis")
    void readsWriteNothing() {
        List<Supplier<Api.Answer>> reads = List.of(
                () -> api.get("/v1/users/self", token),
                () -> api.get("/v1/users/" + other.id() + "/relationship", token),
                () -> api.get("/v1/media/" + media + "/comments", token),
                () -> api.get("/v1/users/self/follows", token),
                () -> api.get("/v1/users/" + other.id() + "/followed-by", token),
                () -> api.get("/v1/users/self/requested-by", token));
        for (Supplier<Api.Answer> read : reads) {
            // given: one request to warm the pool's connections and the server's paths
            assertThat(read.get().status()).isEqualTo(200);
            List<String> before = wire.writes();

            // when
            Api.Answer answer = read.get();

            // then
            assertThat(answer.status()).as(answer.response().body()).isEqualTo(200);
            assertThat(wire.writes()).as("statements that change rows").isEqualTo(before);
        }
        assertThat(RedisTestServer.keys(prefix)).as("rate keys in Redis").isNotEmpty();
    }
}
