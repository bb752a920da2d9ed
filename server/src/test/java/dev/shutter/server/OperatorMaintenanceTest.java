package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The operator reads, rotates, erases and exports through {@code /admin}. */
class OperatorMaintenanceTest {

    private final Platform platform = Platform.shared();

    /** Whether the app's secret authenticates it (at the introspection endpoint). */
    private static int authenticate(String clientId, String secret) {
        return Browser.onShared()
                .form("/oauth/introspect", Forms.of("client_id", clientId, "client_secret", secret, "token", "1.x"))
                .statusCode();
    }

    @Test
    @DisplayName("a user and an app are read back, the app never with its secret or its hash; unknown ids are 404")
    void reads() {
        // given
        Platform.User user = platform.user("readback");
        Platform.App app = platform.liveApp();
        // when
        JsonNode readUser = platform.admin("GET", "/admin/users/" + user.id(), null, 200);
        HttpResponse<String> readApp = platform.adminCall("GET", "/admin/apps/" + app.clientId(), null);
        // then
        assertThat(readUser.get("username").asText()).isEqualTo(user.username());
        assertThat(readUser.has("password")).isFalse();
        assertThat(readApp.statusCode()).isEqualTo(200);
        assertThat(Platform.read(readApp.body()).get("client_id").asText()).isEqualTo(app.clientId());
        assertThat(readApp.body()).doesNotContain(app.secret(), "sha256:", "client_secret");
        assertThat(platform.adminCall("GET", "/admin/users/4242424242", null).statusCode())
                .isEqualTo(404);
        assertThat(platform.adminCall("GET", "/admin/apps/no-such-app", null).statusCode())
                .isEqualTo(404);
    }

    @Test
    @DisplayName("walking the pages of apps visits each app once, in client-id order")
    void appsInPages() {
        // given
        Platform.App first = platform.liveApp();
        Platform.App second = platform.liveApp();
        // when
        List<String> seen = new ArrayList<>();
        String after = "";
        do {
            JsonNode page = platform.admin("GET", "/admin/apps?count=3&after=" + Forms.enc(after), null, 200);
            page.get("apps").forEach(app -> seen.add(app.get("client_id").asText()));
            assertThat(page.get("apps").size()).isLessThanOrEqualTo(3);
            after = page.has("next_after") ? page.get("next_after").asText() : null;
        } while (after != null);
        // then
        assertThat(seen)
                .contains(first.clientId(), second.clientId())
                .doesNotHaveDuplicates()
                .isSorted();
        assertThat(platform.adminCall("GET", "/admin/apps?count=0", null).statusCode())
                .isEqualTo(400);
        assertThat(platform.adminCall("GET", "/admin/apps?count=many", null).statusCode())
                .isEqualTo(400);
        // and a cursor that is no client id is refused naming it, after a bad count
        assertThat(platform.admin("GET", "/admin/apps?after=" + Forms.enc("bad id!"), null, 400)
                        .get("error")
                        .asText())
                .isEqualTo("after: not a client id");
        assertThat(platform.admin("GET", "/admin/apps?count=0&after=" + Forms.enc("bad id!"), null, 400)
                        .get("error")
                        .asText())
                .startsWith("count: ");
    }

    @Test
    @DisplayName("the apps holding a user's tokens are listed with their scopes")
    void appsOfAUser() {
        // given
        Platform.User user = platform.user("holder");
        Platform.App app = platform.liveApp();
        platform.token(user, app, "comments");
        // when
        JsonNode apps = platform.admin("GET", "/admin/users/" + user.id() + "/apps", null, 200);
        // then
        assertThat(apps.get("apps").size()).isEqualTo(1);
        assertThat(apps.get("apps").get(0).get("client_id").asText()).isEqualTo(app.clientId());
        assertThat(apps.get("apps").get(0).get("scope").asText()).isEqualTo("basic comments");
    }

    @Test
    @DisplayName("a rotation answers the new secret once; the old one stops at once, or after the grace given")
    void rotation() {
        // given
        Platform.App atOnce = platform.liveApp();
        Platform.App graceful = platform.liveApp();
        // when
        JsonNode rotated = platform.admin("POST", "/admin/apps/" + atOnce.clientId() + "/secret", null, 200);
        JsonNode withGrace = platform.admin(
                "POST",
                "/admin/apps/" + graceful.clientId() + "/secret",
                Platform.JSON.createObjectNode().put("grace_seconds", 3600),
                200);
        // then
        String fresh = rotated.get("client_secret").asText();
        assertThat(fresh).hasSizeGreaterThanOrEqualTo(43).isNotEqualTo(atOnce.secret());
        assertThat(rotated.get("old_secret_valid_until").isNull()).isTrue();
        assertThat(authenticate(atOnce.clientId(), atOnce.secret())).isEqualTo(401);
        assertThat(authenticate(atOnce.clientId(), fresh)).isEqualTo(200);
        assertThat(withGrace.get("old_secret_valid_until").asText()).isNotEmpty();
        assertThat(authenticate(graceful.clientId(), graceful.secret())).isEqualTo(200);
        assertThat(authenticate(
                        graceful.clientId(), withGrace.get("client_secret").asText()))
                .isEqualTo(200);
        assertThat(platform.admin("GET", "/admin/apps/" + atOnce.clientId(), null, 200)
                        .toString())
                .doesNotContain(fresh);
    }

    @Test
    @DisplayName("a bad grace period is 400 and the secret stays; an unknown app is 404")
    void rotationRefused() {
        // given
        Platform.App app = platform.liveApp();
        // when
        HttpResponse<String> negative = platform.adminCall(
                "POST",
                "/admin/apps/" + app.clientId() + "/secret",
                Platform.JSON.createObjectNode().put("grace_seconds", -5));
        HttpResponse<String> notANumber = platform.adminCall(
                "POST",
                "/admin/apps/" + app.clientId() + "/secret",
                Platform.JSON.createObjectNode().put("grace_seconds", "soon"));
        // then
        assertThat(negative.statusCode()).isEqualTo(400);
        assertThat(negative.body()).contains("grace_seconds");
        assertThat(notANumber.statusCode()).isEqualTo(400);
        assertThat(authenticate(app.clientId(), app.secret())).isEqualTo(200);
        assertThat(platform.adminCall("POST", "/admin/apps/no-such-app/secret", null)
                        .statusCode())
                .isEqualTo(404);
    }

    @Test
    @DisplayName(
            "the export is one JSON document; after erasure the user, their token and their data are gone for good")
    void exportThenErase() {
        // given
        Platform.User leaving = platform.user("leaving");
        Platform.User friend = platform.user("friend");
        Platform.App app = platform.liveApp();
        String token = platform.token(leaving, app, "comments relationships");
        String media = platform.media(leaving);
        Api api = new Api();
        assertThat(api.post("/v1/users/" + friend.id() + "/relationship", token, "action", "follow")
                        .status())
                .isEqualTo(200);
        assertThat(api.post("/v1/media/" + media + "/comments", token, "text", "My own photo")
                        .status())
                .isEqualTo(200);
        // when
        JsonNode export = platform.admin("GET", "/admin/users/" + leaving.id() + "/export", null, 200);
        JsonNode erased = platform.admin("DELETE", "/admin/users/" + leaving.id(), null, 200);
        // then: the export held it all
        assertThat(export.get("profile").get("username").asText()).isEqualTo(leaving.username());
        assertThat(export.toString()).doesNotContain("password", token);
        assertThat(export.get("comments").get(0).get("text").asText()).isEqualTo("My own photo");
        assertThat(export.get("follows").get(0).get("id").asText()).isEqualTo(friend.id());
        assertThat(export.get("media").toString()).isEqualTo("[{\"id\":\"" + media + "\"}]");
        assertThat(export.get("authorized_apps").get(0).get("client_id").asText())
                .isEqualTo(app.clientId());
        assertThat(export.get("authorized_apps").get(0).get("scope").asText())
                .isEqualTo("basic comments relationships");
        // and the erasure took it all
        assertThat(erased.get("erased").asText()).isEqualTo(leaving.id());
        assertThat(platform.adminCall("GET", "/admin/users/" + leaving.id(), null)
                        .statusCode())
                .isEqualTo(404);
        assertThat(platform.adminCall("GET", "/admin/users/" + leaving.id() + "/export", null)
                        .statusCode())
                .isEqualTo(404);
        assertThat(platform.adminCall("DELETE", "/admin/users/" + leaving.id(), null)
                        .statusCode())
                .isEqualTo(404);
        assertThat(api.get("/v1/users/self", token).errorType()).isEqualTo("OAuthAccessTokenException");
        // and the id is never given again
        HttpResponse<String> again = platform.adminCall(
                "POST",
                "/admin/users",
                Platform.JSON.createObjectNode().put("id", leaving.id()).put("username", "newcomer_" + leaving.id()));
        assertThat(again.statusCode()).isEqualTo(400);
        assertThat(again.body()).contains("erased");
    }
}
