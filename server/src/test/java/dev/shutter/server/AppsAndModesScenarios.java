package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Sandbox and Live, approval, the deadline, the historical timeline, scopes, the comment-write grant. */
abstract class AppsAndModesScenarios extends PlatformRulesScenarios {

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
}
