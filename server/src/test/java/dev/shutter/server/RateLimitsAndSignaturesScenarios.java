package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Platform;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hourly budgets per token and write class, and signed requests. */
abstract class RateLimitsAndSignaturesScenarios extends PlatformRulesScenarios {

    // ---- rate limits ----

    @Test
    @DisplayName("a Sandbox token's hourly budget: headers count down, then 429 with Retry-After; an hour later it"
            + " is back")
    void sandboxBudget() {
        // given
        Platform.User member = platform.user("spender");
        Platform.App app = sandboxApp("Small budget");
        platform.sandboxUsers(app, List.of(member));
        String token = platform.token(member, app, "basic");

        // when
        List<String> remaining = new java.util.ArrayList<>();
        for (int i = 0; i < 4; i++) {
            remaining.add(api(node).get("/v1/users/self", token).header("X-Ratelimit-Remaining"));
        }
        Api.Answer refused = api(peer).get("/v1/users/self", token);
        clock.advance(Duration.ofMinutes(61));
        Api.Answer later = api(node).get("/v1/users/self", token);

        // then
        assertThat(remaining).containsExactly("3", "2", "1", "0");
        assertRefused(
                refused,
                429,
                "OAuthRateLimitException",
                "The maximum number of requests per hour has been exceeded. You have made 4 requests of the 4"
                        + " allowed in the last hour.");
        assertThat(refused.header("X-Ratelimit-Limit")).isEqualTo("4");
        assertThat(refused.header("X-Ratelimit-Remaining")).isEqualTo("0");
        assertThat(Integer.parseInt(refused.header("Retry-After"))).isBetween(1, 3600);
        assertThat(later.status()).isEqualTo(200);
        assertThat(later.header("X-Ratelimit-Remaining")).isEqualTo("3");
    }

    @Test
    @DisplayName("Live relationship writes have their own budget; comment writes another; a refused write is not"
            + " counted")
    void liveWriteBudgets() {
        // given
        Platform.User user = platform.user("writer");
        Platform.User target = platform.user("target");
        String media = platform.media(user);
        String token = platform.token(user, platform.liveApp(), "relationships comments");

        // when
        Api.Answer follow = api(node).post(relationship(target), token, "action", "follow");
        Api.Answer unfollow = api(node).post(relationship(target), token, "action", "unfollow");
        Api.Answer third = api(peer).post(relationship(target), token, "action", "follow");
        Api.Answer comment = api(node).post("/v1/media/" + media + "/comments", token, "text", "still allowed");
        Api.Answer read = api(node).get("/v1/users/self", token);

        // then
        assertThat(follow.status()).isEqualTo(200);
        assertThat(unfollow.status()).isEqualTo(200);
        assertRefused(
                third,
                429,
                "OAuthRateLimitException",
                "The maximum number of requests per hour has been exceeded. You have made 2 requests of the 2"
                        + " allowed in the last hour.");
        assertThat(comment.status()).isEqualTo(200);
        assertThat(read.header("X-Ratelimit-Limit")).isEqualTo("30");
        assertThat(read.header("X-Ratelimit-Remaining")).isEqualTo("26");
    }

    // ---- signed requests ----

    @Test
    @DisplayName("the signature vector of section 7, computed here with HMAC-SHA256, signs real requests: sig in the"
            + " query or the form, paths with and without .json")
    void signedRequests() {
        // given: the test's own signer agrees with the vector
        String secret = "6dc1787668c64c939929c17683d7cb74";
        assertThat(hmac(secret, "/users/self|access_token=fb2e77d.47a0479900504cb3ab4a1f626d174d2d"))
                .isEqualTo("cbf5a1f41db44412506cb6563a3218b50f45a710c7a8a65a3e9b18315bb338bf");
        // and an app enforcing signed requests, with the vector's secret
        Platform.User user = platform.user("signer");
        Platform.User target = platform.user("signed");
        ObjectNode body = liveAppBody("Signer").put("client_secret", secret).put("enforce_signed_requests", true);
        Platform.App registered = platform.app(body);
        // A chosen secret is not echoed back; the client knows it.
        Platform.App app = new Platform.App(registered.clientId(), secret, registered.redirectUri());
        String token = platform.token(user, app, "relationships");
        String relationship = "/users/" + target.id() + "/relationship";

        // when
        Api.Answer plain =
                api(node).get("/v1/users/self?sig=" + hmac(secret, "/users/self|access_token=" + token), token);
        Api.Answer suffixed = api(peer)
                .get("/v1/users/self.json?sig=" + hmac(secret, "/users/self.json|access_token=" + token), token);
        Api.Answer inForm = api(node)
                .post(
                        "/v1" + relationship,
                        token,
                        "action",
                        "follow",
                        "sig",
                        hmac(secret, relationship + "|access_token=" + token + "|action=follow"));
        Api.Answer missing = api(node).get("/v1/users/self", token);
        Api.Answer otherPath =
                api(node).get("/v1/users/self?sig=" + hmac(secret, "/users/self.json|access_token=" + token), token);
        Api.Answer otherKey =
                api(node).get("/v1/users/self?sig=" + hmac(secret + "x", "/users/self|access_token=" + token), token);
        Api.Answer tamperedForm = api(node)
                .post(
                        "/v1" + relationship,
                        token,
                        "action",
                        "block",
                        "sig",
                        hmac(secret, relationship + "|access_token=" + token + "|action=follow"));

        // then
        assertThat(plain.status()).isEqualTo(200);
        assertThat(suffixed.status()).isEqualTo(200);
        assertThat(inForm.status()).isEqualTo(200);
        assertThat(inForm.data().get("outgoing_status").asText()).isEqualTo("follows");
        assertRefused(
                missing, 403, "OAuthForbiddenException", "Invalid signed-request: Missing required parameter 'sig'");
        for (Api.Answer wrong : List.of(otherPath, otherKey, tamperedForm)) {
            assertRefused(wrong, 403, "OAuthForbiddenException", "Invalid signed-request: Signature does not match");
        }
        assertThat(api(node)
                        .get(
                                "/v1" + relationship + "?sig=" + hmac(secret, relationship + "|access_token=" + token),
                                token)
                        .data()
                        .get("outgoing_status")
                        .asText())
                .as("the tampered block changed nothing")
                .isEqualTo("follows");
    }
}
