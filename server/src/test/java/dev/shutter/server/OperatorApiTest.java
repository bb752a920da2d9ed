package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The operator API under {@code /admin}. */
class OperatorApiTest {

    private final Platform platform = Platform.shared();
    private final Browser browser = Browser.onShared();

    private HttpResponse<String> admin(String method, String path, String json, String token) {
        return browser.send(method, path, "application/json", json, "Authorization", "Bearer " + token);
    }

    @Test
    @DisplayName("users, media and apps are created; a generated secret is shown once")
    void creates() {
        JsonNode user = platform.admin(
                "POST",
                "/admin/users",
                Platform.JSON.createObjectNode().put("username", "op_user_1").put("password", "long enough pw"),
                201);
        JsonNode media = platform.admin(
                "POST",
                "/admin/media",
                Platform.JSON
                        .createObjectNode()
                        .put("id", "123_" + user.get("id").asText())
                        .put("owner", user.get("id").asText()),
                201);
        ObjectNode appBody = Platform.JSON.createObjectNode().put("name", "Ops app");
        appBody.putArray("redirect_uris").add("https://ops.example/cb");
        JsonNode app = platform.admin("POST", "/admin/apps", appBody, 201);

        assertThat(user.get("username").asText()).isEqualTo("op_user_1");
        assertThat(user.get("id").asText()).matches("[0-9]+");
        assertThat(media.get("owner").asText()).isEqualTo(user.get("id").asText());
        assertThat(app.get("client_secret").asText()).hasSizeGreaterThanOrEqualTo(43);
        assertThat(app.get("mode").asText()).isEqualTo("sandbox");
        assertThat(app.get("public").asBoolean()).isFalse();
    }

    @Test
    @DisplayName("approve, comment-write, sandbox users, private, revoke tokens of a user and of an app")
    void changes() {
        Platform.User user = platform.user("opchanges");
        Platform.App app = platform.liveApp();
        ObjectNode sandboxBody =
                Platform.JSON.createObjectNode().put("name", "Review me").put("mode", "sandbox");
        sandboxBody.putArray("redirect_uris").add(Platform.REDIRECT);
        Platform.App review = platform.app(sandboxBody);

        JsonNode approved = platform.admin(
                "POST",
                "/admin/apps/" + review.clientId() + "/approve",
                Platform.JSON.createObjectNode().put("scopes", "basic comments"),
                200);
        ObjectNode listBody = Platform.JSON.createObjectNode();
        listBody.putArray("scopes").add("relationships");
        JsonNode again = platform.admin("POST", "/admin/apps/" + review.clientId() + "/approve", listBody, 200);
        JsonNode grant = platform.admin(
                "POST",
                "/admin/apps/" + review.clientId() + "/comment-write",
                Platform.JSON.createObjectNode().put("granted", true),
                200);
        ObjectNode sandbox = Platform.JSON.createObjectNode();
        sandbox.putArray("sandbox_users").add(user.id());
        JsonNode users = platform.admin("PUT", "/admin/apps/" + review.clientId() + "/sandbox-users", sandbox, 200);
        JsonNode madePrivate = platform.admin(
                "POST",
                "/admin/users/" + user.id() + "/private",
                Platform.JSON.createObjectNode().put("is_private", true),
                200);

        assertThat(approved.get("mode").asText()).isEqualTo("live");
        assertThat(approved.get("approved_scopes").toString()).contains("comments");
        assertThat(again.get("approved_scopes").toString()).contains("relationships");
        assertThat(grant.get("comment_write").asBoolean()).isTrue();
        assertThat(users.get("sandbox_users").get(0).asText()).isEqualTo(user.id());
        assertThat(madePrivate.get("is_private").asBoolean()).isTrue();

        String byUser = platform.token(user, app);
        platform.admin("POST", "/admin/users/" + user.id() + "/revoke-tokens", null, 200);
        String byApp = platform.token(user, app);
        platform.admin("POST", "/admin/apps/" + app.clientId() + "/revoke-tokens", null, 200);
        Api api = new Api();
        assertThat(api.get("/v1/users/self", byUser).errorType()).isEqualTo("OAuthAccessTokenException");
        assertThat(api.get("/v1/users/self", byApp).errorType()).isEqualTo("OAuthAccessTokenException");
    }

    @Test
    @DisplayName("turning a private user public approves the pending requests")
    void turningPublic() {
        Platform.User privateOne = platform.user("shy", true);
        Platform.User fan = platform.user("fan");
        Platform.App app = platform.liveApp();
        String fanToken = platform.token(fan, app);
        Api api = new Api();
        api.post("/v1/users/" + privateOne.id() + "/relationship", fanToken, "action", "follow");

        platform.admin(
                "POST",
                "/admin/users/" + privateOne.id() + "/private",
                Platform.JSON.createObjectNode().put("is_private", false),
                200);

        assertThat(api.get("/v1/users/" + privateOne.id() + "/relationship", fanToken)
                        .data()
                        .get("outgoing_status")
                        .asText())
                .isEqualTo("follows");
    }

    @Test
    @DisplayName("refusals: taken names, unknown fields, bad JSON, wrong content type, unknown ids and endpoints")
    void refusals() {
        Platform.User taken = platform.user("taken");
        HttpResponse<String> duplicate =
                admin("POST", "/admin/users", "{\"username\":\"" + taken.username() + "\"}", TestServers.ADMIN_TOKEN);
        HttpResponse<String> unknownField =
                admin("POST", "/admin/users", "{\"username\":\"x1\",\"pasword\":\"typo\"}", TestServers.ADMIN_TOKEN);
        HttpResponse<String> badJson = admin("POST", "/admin/users", "{\"username\":", TestServers.ADMIN_TOKEN);
        HttpResponse<String> wrongType =
                browser.post("/admin/users", "text/plain", "{}", "Authorization", "Bearer " + TestServers.ADMIN_TOKEN);
        HttpResponse<String> unknownApp =
                admin("POST", "/admin/apps/nope/comment-write", "{\"granted\":true}", TestServers.ADMIN_TOKEN);
        HttpResponse<String> missingField =
                admin("POST", "/admin/apps/nope/comment-write", "{}", TestServers.ADMIN_TOKEN);
        HttpResponse<String> unknownEndpoint = admin("POST", "/admin/everything", "{}", TestServers.ADMIN_TOKEN);

        assertThat(duplicate.statusCode()).isEqualTo(400);
        assertThat(Platform.read(duplicate.body()).get("error").asText()).contains("is taken");
        assertThat(unknownField.statusCode()).isEqualTo(400);
        assertThat(Platform.read(unknownField.body()).get("error").asText()).isEqualTo("pasword: unknown field");
        assertThat(badJson.statusCode()).isEqualTo(400);
        assertThat(Platform.read(badJson.body()).get("error").asText()).startsWith("not valid JSON");
        assertThat(wrongType.statusCode()).isEqualTo(415);
        assertThat(unknownApp.statusCode()).isEqualTo(400);
        assertThat(Platform.read(unknownApp.body()).get("error").asText()).isEqualTo("no app nope");
        assertThat(Platform.read(missingField.body()).get("error").asText()).isEqualTo("granted: required");
        assertThat(unknownEndpoint.statusCode()).isEqualTo(404);
    }

    @Test
    @DisplayName("without the admin token, or with a wrong one, the operator API answers 401")
    void authentication() {
        HttpResponse<String> none = browser.post("/admin/users", "application/json", "{\"username\":\"x\"}");
        HttpResponse<String> wrong =
                admin("POST", "/admin/users", "{\"username\":\"x\"}", "not-the-admin-token-at-all");
        assertThat(none.statusCode()).isEqualTo(401);
        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThat(wrong.headers().firstValue("WWW-Authenticate").orElseThrow()).startsWith("Bearer");
    }

    @Test
    @DisplayName("a server without an admin token has no operator API")
    void disabled() {
        RunningServer server =
                RunningServer.start(ServerOptions.forTests(TestServers.freshDataDir()), TestServers.tuning());
        try {
            HttpResponse<String> answer = new Browser(server.baseUrl())
                    .send("POST", "/admin/users", "application/json", "{}", "Authorization", "Bearer anything");
            assertThat(answer.statusCode()).isEqualTo(404);
            assertThat(Platform.read(answer.body())
                            .get("meta")
                            .get("error_type")
                            .asText())
                    .isEqualTo("APINotFoundError");
        } finally {
            server.close();
        }
    }

    @Test
    @DisplayName("POST /admin/seed loads a fixtures document, or names the bad entry and loads nothing")
    void seed() {
        String good = """
                {"users":[{"id":"7770001","username":"seeded_a","password":"seeded password"},
                          {"id":"7770002","username":"seeded_b"}],
                 "media":[{"id":"1_7770001","owner":"7770001"}],
                 "follows":[{"from":"7770002","to":"7770001"}],
                 "comments":[{"id":"555","media":"1_7770001","from":"7770002","text":"hi","created_time":"1400000000"}]}
                """;
        String bad = """
                {"users":[{"id":"7770003","username":"seeded_c"}], "media":[{"id":"2_1","owner":"999999"}]}
                """;
        HttpResponse<String> loaded = admin("POST", "/admin/seed", good, TestServers.ADMIN_TOKEN);
        HttpResponse<String> refused = admin("POST", "/admin/seed", bad, TestServers.ADMIN_TOKEN);
        HttpResponse<String> retry = admin(
                "POST", "/admin/users", "{\"id\":\"7770003\",\"username\":\"seeded_c\"}", TestServers.ADMIN_TOKEN);

        assertThat(loaded.statusCode()).as(loaded.body()).isEqualTo(200);
        assertThat(Platform.read(loaded.body()).get("users").asInt()).isEqualTo(2);
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(Platform.read(refused.body()).get("error").asText()).isEqualTo("media[0].owner: no user 999999");
        assertThat(retry.statusCode()).isEqualTo(201);
    }
}
