package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rate limits (docs/spec/DECISIONS.md section 7) on a server configured with tiny ones. */
class RateLimitTest {

    private static RunningServer server;
    private static Platform platform;

    @BeforeAll
    static void start() {
        server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir())
                        .withAdminToken(TestServers.ADMIN_TOKEN)
                        .withRateLimits(new RateLimits(3, 3, 1, 1)),
                TestServers.tuning());
        platform = new Platform(server);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private Api.Answer get(String path, String token) {
        return Api.answer(new Browser(server.baseUrl()).get(path + "?access_token=" + Forms.enc(token)));
    }

    @Test
    @DisplayName("over the hourly budget: 429 OAuthRateLimitException with Retry-After and the headers at zero")
    void allRequests() {
        String token = platform.token(platform.user("busy"), platform.liveApp());
        for (int i = 3; i > 0; i--) {
            assertThat(get("/v1/users/self", token).header("X-Ratelimit-Remaining"))
                    .isEqualTo(Integer.toString(i - 1));
        }

        Api.Answer refused = get("/v1/users/self", token);

        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.meta().get("code").asInt()).isEqualTo(429);
        assertThat(refused.errorType()).isEqualTo("OAuthRateLimitException");
        assertThat(refused.errorMessage()).contains("You have made 3 requests of the 3 allowed in the last hour.");
        assertThat(refused.header("Retry-After")).matches("[1-9][0-9]*");
        assertThat(refused.header("X-Ratelimit-Limit")).isEqualTo("3");
        assertThat(refused.header("X-Ratelimit-Remaining")).isEqualTo("0");
    }

    @Test
    @DisplayName("a request refused for its scope was counted, and its answer says what is left")
    void scopeFailureCarriesTheBudget() {
        String token = platform.token(platform.user("narrow"), platform.liveApp(), "basic");

        Api.Answer refused = get("/v1/users/self/follows", token);

        assertThat(refused.errorType()).isEqualTo("OAuthPermissionsException");
        assertThat(refused.header("X-Ratelimit-Limit")).isEqualTo("3");
        assertThat(refused.header("X-Ratelimit-Remaining")).isEqualTo("2");
    }

    @Test
    @DisplayName("relationship writes have their own, smaller budget")
    void writes() {
        Platform.User target = platform.user("target");
        String token = platform.token(platform.user("writer"), platform.liveApp());
        Browser browser = new Browser(server.baseUrl());
        String path = "/v1/users/" + target.id() + "/relationship";

        Api.Answer first = Api.answer(browser.form(path, Forms.of("access_token", token, "action", "follow")));
        Api.Answer second = Api.answer(browser.form(path, Forms.of("access_token", token, "action", "unfollow")));

        assertThat(first.status()).isEqualTo(200);
        assertThat(second.status()).isEqualTo(429);
    }
}
