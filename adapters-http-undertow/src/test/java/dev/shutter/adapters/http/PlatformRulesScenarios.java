package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.support.Api;
import dev.shutter.adapters.http.support.Browser;
import dev.shutter.adapters.http.support.Forms;
import dev.shutter.adapters.http.support.Platform;
import dev.shutter.adapters.http.support.RawHttps;
import dev.shutter.adapters.http.support.TestServers;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.ports.contract.TestClock;
import io.vavr.control.Option;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The platform rules of DECISIONS sections 7 and 3 (modes, dates, scopes, comment write, rate limits,
 * token expiry, revocation, signed requests) through HTTPS, on a server with a clock the test moves. Each
 * storage runs them in a subclass; where the storage can be shared, a second server (node) on the same
 * storage shows that a revocation on one node holds on the other at once.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PlatformRulesScenarios {

    /** Before the historical shutdown, after the cut-over and the deadline. */
    static final Instant START = Instant.parse("2019-01-01T12:00:00Z");

    /** Sandbox: 4 requests, 1 write; Live: 30 requests, 2 writes (per token, hour and write class). */
    static final RateLimits LIMITS = new RateLimits(4, 30, 1, 2);

    /** Tokens live at most 3 hours, and 2 hours unused. */
    static final TokenPolicy TOKENS =
            new TokenPolicy(Option.some(Duration.ofHours(3)), Option.some(Duration.ofHours(2)));

    private final TestClock clock = new TestClock(START);
    private RunningServer node;
    private RunningServer peer;
    private Platform platform;

    /** Whether the storage can be used; when not, each test is skipped with its reason by an extension. */
    boolean storageAvailable() {
        return true;
    }

    /** The storage spec of a fresh, empty store. */
    abstract String openStorage();

    /** Whether a second server on the same spec sees the same data (a database does; memory does not). */
    abstract boolean storageIsShared();

    /** Drops the store of {@link #openStorage()}, after both servers stopped. */
    abstract void dropStorage();

    @BeforeAll
    void startServers() {
        if (!storageAvailable()) {
            return;
        }
        String spec = openStorage();
        ServerOptions options = ServerOptions.forTests(TestServers.freshDataDir())
                .withStorage(spec)
                .withAdminToken(TestServers.ADMIN_TOKEN)
                .withRateLimits(LIMITS)
                .withTokens(TOKENS)
                .withTimeline(Timeline.historical())
                .withHttpPort(0)
                .withTrustedProxies(List.of("127.0.0.1"));
        ServerTuning tuning = new ServerTuning(clock, 4);
        node = RunningServer.start(options, tuning);
        // Same data directory: the nodes share the sealing key, as a deployment must.
        peer = storageIsShared() ? RunningServer.start(options, tuning) : node;
        platform = new Platform(node);
    }

    @AfterAll
    void stopServers() {
        try {
            if (peer != null && peer != node) {
                peer.close();
            }
            if (node != null) {
                node.close();
            }
        } finally {
            dropStorage();
        }
    }

    @BeforeEach
    void clockAtStart() {
        clock.set(START);
    }

    // ---- modes ----

    @Test
    @DisplayName("a Sandbox app: only its sandbox users authorize it, others do not exist to it, and lists"
            + " leave them out")
    void sandboxApp() {
        // given: an outsider and a fellow sandbox user who both follow the insider, through a Live app
        Platform.User insider = platform.user("insider");
        Platform.User fellow = platform.user("fellow");
        Platform.User outsider = platform.user("outsider");
        Platform.App live = platform.liveApp();
        for (Platform.User follower : List.of(outsider, fellow)) {
            String followerToken = platform.token(follower, live, "relationships");
            assertThat(api(node)
                            .post(relationship(insider), followerToken, "action", "follow")
                            .status())
                    .isEqualTo(200);
        }
        Platform.App sandbox = sandboxApp("Sandboxed");
        platform.sandboxUsers(sandbox, List.of(insider, fellow));
        String url = Platform.authorizeUrl(sandbox, "code", "relationships likes", "s");

        // when
        HttpResponse<String> refused = Platform.logIn(browser(), outsider, url);
        String insiderSandbox = platform.token(insider, sandbox, "relationships likes");
        String insiderLive = platform.token(insider, live, "relationships");
        Api.Answer hidden = api(node).get(relationship(outsider), insiderSandbox);
        Api.Answer listInSandbox = api(node).get("/v1/users/self/followed-by", insiderSandbox);
        Api.Answer listInLive = api(node).get("/v1/users/self/followed-by", insiderLive);

        // then
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.body()).contains("sandbox mode");
        assertThat(refused.headers().firstValue("Location")).isEmpty();
        assertRefused(hidden, 400, "APINotFoundError", "this user does not exist");
        assertThat(hidden.header("X-Ratelimit-Limit")).isEqualTo("4");
        assertThat(ids(listInSandbox)).containsExactly(fellow.id());
        assertThat(ids(listInLive)).containsExactlyInAnyOrder(outsider.id(), fellow.id());
    }

    @Test
    @DisplayName("approval through the operator API moves a Sandbox app to Live, which may ask only approved scopes")
    void approvalMovesToLive() {
        // given: a Sandbox app and a token of its sandbox user
        Platform.User member = platform.user("member");
        Platform.User other = platform.user("other");
        Platform.App app = sandboxApp("Under review");
        platform.sandboxUsers(app, List.of(member));
        String token = platform.token(member, app, "relationships");
        Api.Answer before = api(node).get(relationship(other), token);

        // when
        platform.admin(
                "POST",
                "/admin/apps/" + app.clientId() + "/approve",
                Platform.JSON.createObjectNode().put("scopes", "basic relationships"),
                200);
        Api.Answer after = api(node).get(relationship(other), token);
        HttpResponse<String> unapprovedScope =
                browser().get(Platform.authorizeUrl(app, "code", "relationships comments", "s"));
        HttpResponse<String> otherUserConsent =
                Platform.logIn(browser(), other, Platform.authorizeUrl(app, "code", "relationships", "s"));

        // then
        assertRefused(before, 400, "APINotFoundError", "this user does not exist");
        assertThat(before.header("X-Ratelimit-Limit")).isEqualTo("4");
        assertThat(after.status()).isEqualTo(200);
        assertThat(after.header("X-Ratelimit-Limit")).isEqualTo("30");
        assertThat(unapprovedScope.statusCode()).isEqualTo(302);
        assertThat(Forms.parametersOf(
                        unapprovedScope.headers().firstValue("Location").orElseThrow()))
                .containsEntry("error", "invalid_scope")
                .containsEntry("state", "s");
        assertThat(otherUserConsent.statusCode()).isEqualTo(200);
        assertThat(otherUserConsent.body()).contains("value=\"allow\"");
    }

    @Test
    @DisplayName("an unapproved Live app made before the cut-over is Live until the deadline and Sandbox from it on")
    void deadline() {
        // given: just before the deadline, an old unreviewed app with one sandbox user
        clock.set(Timeline.DEFAULT_DEADLINE.minusSeconds(1));
        Platform.User member = platform.user("oldtimer");
        Platform.User other = platform.user("passerby");
        ObjectNode body = Platform.JSON
                .createObjectNode()
                .put("name", "Old app")
                .put("mode", "unreviewed-live")
                .put("created_time", "2015-06-01T00:00:00Z");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        body.putArray("approved_scopes").add("basic").add("relationships");
        body.putArray("sandbox_users").add(member.id());
        Platform.App app = platform.app(body);
        String url = Platform.authorizeUrl(app, "code", "relationships", "s");
        String token = platform.token(member, app, "relationships");

        // when: the last second before the deadline
        Api.Answer before = api(node).get(relationship(other), token);
        HttpResponse<String> otherBefore = Platform.logIn(browser(), other, url);
        // when: the deadline
        clock.set(Timeline.DEFAULT_DEADLINE);
        Api.Answer after = api(node).get(relationship(other), token);
        HttpResponse<String> otherAfter = Platform.logIn(browser(), other, url);

        // then
        assertThat(before.status()).isEqualTo(200);
        assertThat(before.header("X-Ratelimit-Limit")).isEqualTo("30");
        assertThat(otherBefore.statusCode()).isEqualTo(200);
        assertThat(otherBefore.body()).contains("value=\"allow\"");
        assertRefused(after, 400, "APINotFoundError", "this user does not exist");
        assertThat(after.header("X-Ratelimit-Limit")).isEqualTo("4");
        assertThat(otherAfter.statusCode()).isEqualTo(400);
        assertThat(otherAfter.body()).contains("sandbox mode");
    }

    @Test
    @DisplayName("the historical timeline closes registration on 2019-10-15 and stops clients on 2020-03-02")
    void historicalTimeline() {
        // given: the day before registration closes
        clock.set(Timeline.HISTORICAL_REGISTRATION_CLOSED.minusSeconds(1));
        Platform.User user = platform.user("historian");
        Platform.App app = platform.liveApp();
        Platform.App review = sandboxApp("Too late for review");

        // when: registration has closed
        clock.set(Timeline.HISTORICAL_REGISTRATION_CLOSED);
        HttpResponse<String> register = platform.adminCall("POST", "/admin/apps", liveAppBody("Latecomer"));
        HttpResponse<String> approve = platform.adminCall(
                "POST",
                "/admin/apps/" + review.clientId() + "/approve",
                Platform.JSON.createObjectNode().put("scopes", "basic"));
        // the last minute before clients stop: an existing app still works
        clock.set(Timeline.HISTORICAL_CLIENTS_STOP.minusSeconds(60));
        String token = platform.token(user, app, "relationships");
        Api.Answer lastMinute = api(node).get("/v1/users/self", token);
        // clients stop
        clock.set(Timeline.HISTORICAL_CLIENTS_STOP);
        Api.Answer stopped = api(node).get("/v1/users/self", token);
        HttpResponse<String> authorize = browser().get(Platform.authorizeUrl(app, "code", "basic", "s"));

        // then
        assertThat(register.statusCode()).isEqualTo(400);
        assertThat(register.body()).contains("new client registration was discontinued");
        assertThat(approve.statusCode()).isEqualTo(400);
        assertThat(approve.body()).contains("permission review was discontinued");
        assertThat(lastMinute.status()).isEqualTo(200);
        assertRefused(stopped, 400, "OAuthAccessTokenException", "The access_token provided is invalid.");
        assertThat(authorize.statusCode()).isEqualTo(400);
        assertThat(authorize.body()).contains("Invalid Client ID");
        assertThat(authorize.headers().firstValue("Location")).isEmpty();
    }

    // ---- scopes and grants ----

    @Test
    @DisplayName("a token without the endpoint's scope is refused with OAuthPermissionsException naming it")
    void scopes() {
        Platform.User user = platform.user("narrow");
        String media = platform.media(user);
        String token = platform.token(user, platform.liveApp(), "basic");

        Api.Answer self = api(node).get("/v1/users/self", token);
        Api.Answer follows = api(node).get("/v1/users/self/follows", token);
        Api.Answer comments = api(node).get("/v1/media/" + media + "/comments", token);

        assertThat(self.status()).isEqualTo(200);
        assertRefused(follows, 400, "OAuthPermissionsException", scopeMessage("relationships"));
        assertRefused(comments, 400, "OAuthPermissionsException", scopeMessage("comments"));
    }

    @Test
    @DisplayName("POST comments only for apps the operator granted comment write; the grant opens it at once")
    void commentWriteGrant() {
        // given: a Live app approved for comments, without the grant
        Platform.User user = platform.user("commenter");
        String media = platform.media(user);
        ObjectNode body = liveAppBody("No comments yet");
        body.put("comment_write", false);
        Platform.App app = platform.app(body);
        String token = platform.token(user, app, "comments");
        String path = "/v1/media/" + media + "/comments";

        // when
        Api.Answer refused = api(node).post(path, token, "text", "first!");
        platform.admin(
                "POST",
                "/admin/apps/" + app.clientId() + "/comment-write",
                Platform.JSON.createObjectNode().put("granted", true),
                200);
        Api.Answer granted = api(peer).post(path, token, "text", "second, with the grant");
        Api.Answer list = api(node).get(path, token);

        // then
        assertRefused(refused, 400, "APIError", "This client ID is not permitted to POST comments.");
        assertThat(granted.status()).isEqualTo(200);
        assertThat(list.data().findValuesAsText("text")).containsExactly("second, with the grant");
    }

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
        Map<String, String> login =
                Browser.hiddenFields(browser.get("/oauth/access").body());
        login.put("username", user.username());
        login.put("password", Platform.PASSWORD);
        assertThat(browser.form("/oauth/access", login).statusCode()).isEqualTo(303);
        Map<String, String> revoke =
                Browser.hiddenFields(browser.get("/oauth/access").body());
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

    // ---- helpers ----

    private Platform.App sandboxApp(String name) {
        ObjectNode body = Platform.JSON.createObjectNode().put("name", name).put("mode", "sandbox");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        return platform.app(body);
    }

    private static ObjectNode liveAppBody(String name) {
        ObjectNode body = Platform.JSON.createObjectNode().put("name", name).put("mode", "live");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        body.putArray("approved_scopes").add("basic").add("comments").add("relationships");
        return body;
    }

    private Browser browser() {
        return new Browser(node.baseUrl());
    }

    private static Api api(RunningServer server) {
        return new Api(new Browser(server.baseUrl()));
    }

    private static String relationship(Platform.User user) {
        return "/v1/users/" + user.id() + "/relationship";
    }

    private static List<String> ids(Api.Answer list) {
        assertThat(list.status()).as(list.json().toString()).isEqualTo(200);
        return list.data().findValuesAsText("id");
    }

    private static String scopeMessage(String scope) {
        return "This request requires scope=" + scope + ", but this access token is not authorized with this scope."
                + " The user must re-authorize your application with scope=" + scope
                + " to be granted write permissions.";
    }

    private void assertAnswersOnBothNodes(String token, int status) {
        assertThat(api(node).get("/v1/users/self", token).status()).isEqualTo(status);
        assertThat(api(peer).get("/v1/users/self", token).status()).isEqualTo(status);
    }

    private void assertInvalidOnBothNodes(String token) {
        for (RunningServer server : List.of(peer, node)) {
            assertRefused(
                    api(server).get("/v1/users/self", token),
                    400,
                    "OAuthAccessTokenException",
                    "The access_token provided is invalid.");
        }
    }

    static void assertRefused(Api.Answer answer, int status, String errorType, String message) {
        JsonNode meta = answer.meta();
        assertThat(answer.status()).as(answer.json().toString()).isEqualTo(status);
        assertThat(meta.get("code").asInt()).isEqualTo(status);
        assertThat(answer.errorType()).isEqualTo(errorType);
        assertThat(answer.errorMessage()).isEqualTo(message);
    }

    /** Hex HMAC-SHA256 of {@code message} keyed with {@code secret}, independently of the server's code. */
    static String hmac(String secret, String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(message.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
