package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.redis.RedisAvailable;
import dev.shutter.adapters.redis.RedisTestServer;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Outages;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TcpProxy;
import dev.shutter.server.support.TestServers;
import io.lettuce.core.RedisURI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The rate store goes away under a running server ({@code --rate-store redis://...}) and comes back: a
 * request gets the 503 with {@code Retry-After} of a storage outage, never a 500 nor a hang, {@code /health}
 * says not ready, and the server recovers by itself. Redis is cut off by a TCP proxy of the test's own,
 * never stopped.
 */
@DisplayName("When the Redis rate store cannot be reached")
@ExtendWith(RedisAvailable.class)
class RateStoreOutageTest {

    private String prefix;
    private TcpProxy proxy;
    private RunningServer server;

    @BeforeEach
    void start() {
        RedisTestServer.requireReachable();
        RedisURI redis = RedisURI.create(RedisTestServer.url());
        proxy = new TcpProxy(redis.getHost(), redis.getPort());
        prefix = RedisTestServer.uniquePrefix();
        server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir())
                        .withRateStore("redis://127.0.0.1:" + proxy.port() + "?prefix=" + prefix + "&timeout=1s")
                        .withAdminToken(TestServers.ADMIN_TOKEN),
                TestServers.tuning());
    }

    @AfterEach
    void stop() {
        try {
            if (server != null) {
                server.close();
            }
            if (proxy != null) {
                proxy.close();
            }
        } finally {
            if (prefix != null) {
                RedisTestServer.deleteKeys(prefix);
            }
        }
    }

    @Test
    @DisplayName(
            "/v1 answers 503 with Retry-After and /health is not ready; then both recover, and counts are in Redis")
    void outageAndRecovery() throws Exception {
        // given: a token that works, its request counted in Redis
        Platform platform = new Platform(server);
        String token = platform.token(platform.user("outage"), platform.liveApp());
        Browser browser = new Browser(server.baseUrl());
        Api api = new Api(browser);
        Api.Answer before = api.get("/v1/users/self", token);
        assertThat(before.status()).isEqualTo(200);
        assertThat(RedisTestServer.keys(prefix)).as("rate keys in Redis").hasSize(1);

        // when: Redis goes away
        proxy.cut();

        // then
        Api.Answer refused = api.get("/v1/users/self", token);
        Outages.assertServiceUnavailable(refused);
        assertThat(refused.json().toString())
                .doesNotContainIgnoringCase("redis")
                .doesNotContain(prefix);
        Outages.assertNotReady(browser);

        // when: Redis returns
        proxy.restore();

        // then: the server recovers by itself, and the budget went on where it was
        Outages.assertRecovers(browser, api, token);
        int remainingBefore = Integer.parseInt(before.header("X-Ratelimit-Remaining"));
        assertThat(Integer.parseInt(api.get("/v1/users/self", token).header("X-Ratelimit-Remaining")))
                .isLessThan(remainingBefore);
    }
}
