package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.RawHttps;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Token expiry by age and idle time, the three revocations, and the plain-HTTP listener, across nodes. */
abstract class TokenLifetimeScenarios extends PlatformRulesScenarios {

    // ---- token expiry ----

    @Test
    @DisplayName("a token unused for the idle time expires; each use restarts its idle time")
    void idleTime() {
        // given: two tokens issued together
        Platform.User user = platform.user("idler");
        Platform.App app = platform.liveApp();
        String used = platform.token(user, app, "basic");
        String unused = platform.token(user, app, "basic");

        // when
        clock.advance(Duration.ofHours(1));
        Api.Answer usedAfterAnHour = api(node).get("/v1/users/self", used);
        clock.advance(Duration.ofHours(1));
        Api.Answer unusedAfterTwoHours = api(peer).get("/v1/users/self", unused);
        Api.Answer usedAfterTwoHours = api(peer).get("/v1/users/self", used);

        // then
        assertThat(usedAfterAnHour.status()).isEqualTo(200);
        assertRefused(unusedAfterTwoHours, 400, "OAuthAccessTokenException", "The access_token provided is invalid.");
        assertThat(usedAfterTwoHours.status()).isEqualTo(200);
    }

    @Test
    @DisplayName("a token expires at its maximum age, however recently it was used")
    void maximumAge() {
        // given
        String token = platform.token(platform.user("elder"), platform.liveApp(), "basic");

        // when: used every 90 minutes or less, within the idle time
        clock.advance(Duration.ofMinutes(90));
        Api.Answer at90 = api(node).get("/v1/users/self", token);
        clock.advance(Duration.ofMinutes(89));
        Api.Answer at179 = api(node).get("/v1/users/self", token);
        clock.advance(Duration.ofMinutes(1));
        Api.Answer at180 = api(peer).get("/v1/users/self", token);

        // then
        assertThat(at90.status()).isEqualTo(200);
        assertThat(at179.status()).isEqualTo(200);
        assertRefused(at180, 400, "OAuthAccessTokenException", "The access_token provided is invalid.");
    }

    // ---- revocation, on every node ----

    @Test
    @DisplayName("operator revocation of a user's or an app's tokens holds on every node at once")
    void operatorRevocation() {
        // given: alice's token for app A; bob's tokens for apps A and B
        Platform.User alice = platform.user("revokedbyop");
        Platform.User bob = platform.user("keptbyop");
        Platform.App appA = platform.liveApp();
        Platform.App appB = platform.liveApp();
        String aliceA = platform.token(alice, appA, "basic");
        String bobA = platform.token(bob, appA, "basic");
        String bobB = platform.token(bob, appB, "basic");
        assertAnswersOnBothNodes(aliceA, 200);
        assertAnswersOnBothNodes(bobB, 200);

        // when: the operator revokes alice's tokens, on one node
        platform.admin("POST", "/admin/users/" + alice.id() + "/revoke-tokens", null, 200);

        // then
        assertInvalidOnBothNodes(aliceA);
        assertAnswersOnBothNodes(bobA, 200);

        // when: the operator revokes app B's tokens
        platform.admin("POST", "/admin/apps/" + appB.clientId() + "/revoke-tokens", null, 200);

        // then
        assertInvalidOnBothNodes(bobB);
        assertAnswersOnBothNodes(bobA, 200);
    }

    @Test
    @DisplayName("a user revoking an app on the manage-access page ends its token on every node at once")
    void manageAccessRevocation() {
        // given
        Platform.User user = platform.user("revokesapp");
        Platform.App app = platform.liveApp();
        String token = platform.token(user, app, "basic");
        assertAnswersOnBothNodes(token, 200);
        Browser browser = browser();
        Map<String, String> revoke = Platform.revokeFormOfAccessPage(browser, user);
        assertThat(revoke).containsEntry("client_id", app.clientId());

        // when
        HttpResponse<String> revoked = browser.form("/oauth/access", revoke);

        // then
        assertThat(revoked.statusCode()).isEqualTo(303);
        assertInvalidOnBothNodes(token);
    }

    @Test
    @DisplayName("RFC 7009 revocation by the client ends the token on every node at once")
    void rfc7009Revocation() {
        // given
        Platform.User user = platform.user("clientrevokes");
        Platform.App app = platform.liveApp();
        String token = platform.token(user, app, "basic");
        String kept = platform.token(user, app, "basic");
        assertAnswersOnBothNodes(token, 200);

        // when
        HttpResponse<String> revoked = browser()
                .form(
                        "/oauth/revoke",
                        Forms.of("client_id", app.clientId(), "client_secret", app.secret(), "token", token));

        // then
        assertThat(revoked.statusCode()).isEqualTo(200);
        assertInvalidOnBothNodes(token);
        assertAnswersOnBothNodes(kept, 200);
    }

    // ---- transport ----

    @Test
    @DisplayName("plain HTTP is refused without a redirect and revokes the exposed token on every node;"
            + " X-Forwarded-Proto: https counts from the trusted proxy")
    void plainHttp() {
        // given
        Platform.User user = platform.user("plain");
        Platform.App app = platform.liveApp();
        String exposed = platform.token(user, app, "basic");
        String mislabelled = platform.token(user, app, "basic");
        String proxied = platform.token(user, app, "basic");
        int plainPort = node.httpPort().get();
        assertAnswersOnBothNodes(exposed, 200);

        // when
        RawHttps.Raw refused = RawHttps.send(
                plainPort, false, "GET /v1/users/self?access_token=" + Forms.enc(exposed) + " HTTP/1.1", null, null);
        RawHttps.Raw notHttps = RawHttps.send(
                plainPort,
                false,
                "GET /v1/users/self HTTP/1.1\r\nX-Forwarded-Proto: http\r\nAuthorization: Bearer " + mislabelled,
                null,
                null);
        RawHttps.Raw forwarded = RawHttps.send(
                plainPort,
                false,
                "GET /v1/users/self HTTP/1.1\r\nX-Forwarded-Proto: https\r\nAuthorization: Bearer " + proxied,
                null,
                null);

        // then
        for (RawHttps.Raw raw : List.of(refused, notHttps)) {
            assertThat(raw.status()).isEqualTo(403);
            assertThat(raw.hasHeader("Location")).isFalse();
            assertThat(raw.body()).contains("\"error_type\":\"OAuthForbiddenException\"", "HTTPS is required.");
        }
        assertInvalidOnBothNodes(exposed);
        assertInvalidOnBothNodes(mislabelled);
        assertThat(forwarded.status()).isEqualTo(200);
        assertThat(forwarded.body()).contains("\"id\":\"" + user.id() + "\"");
        assertAnswersOnBothNodes(proxied, 200);
    }
}
