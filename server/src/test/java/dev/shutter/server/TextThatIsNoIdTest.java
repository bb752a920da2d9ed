package dev.shutter.server;

import static dev.shutter.server.CommentsApiTest.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The use cases take typed ids; the adapter parses the path's text. A text that is no id at all is
 * answered as before: after the checks the use case makes first, as an id that names nothing.
 */
class TextThatIsNoIdTest {

    private final Platform platform = Platform.shared();
    private final Api api = new Api();
    private Platform.App app;
    private Platform.User owner;
    private String token;
    private String media;

    @BeforeEach
    void givenAUserWithAMedia() {
        app = platform.liveApp();
        owner = platform.user("owner");
        token = platform.token(owner, app);
        media = platform.media(owner);
    }

    @Test
    @DisplayName("a comment on a media path that is no media id: the grant, the text, then no such media")
    void commentOnNoMediaId() {
        // given: an app without the comment-write grant
        ObjectNode body = Platform.JSON.createObjectNode().put("name", "Reader").put("mode", "live");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        body.putArray("approved_scopes").add("comments");
        String readerToken = platform.token(owner, platform.app(body), "comments");

        // then
        assertRefused(
                api.post("/v1/media/not-an-id/comments", readerToken, "text", "hello"),
                "APIError",
                "This client ID is not permitted to POST comments.");
        assertRefused(
                api.post("/v1/media/not-an-id/comments", token, "text", "a".repeat(301)),
                "APICommentTooLongError",
                "Your comment is too long.");
        assertRefused(
                api.post("/v1/media/not-an-id/comments", token, "text", "hello"),
                "APINotFoundError",
                "invalid media id");
        assertRefused(
                api.post("/v1/media/" + "1".repeat(129) + "/comments", token, "text", "hello"),
                "APIInvalidParametersError",
                "invalid parameter 'media_id': size must be between 0 and 128");
        assertRefused(api.get("/v1/media/not-an-id/comments", token), "APINotFoundError", "invalid media id");
    }

    @Test
    @DisplayName("a comment path that is no comment id: the media is looked at first")
    void deleteNoCommentId() {
        assertRefused(api.delete("/v1/media/1_1/comments/abc", token), "APINotFoundError", "invalid media id");
        assertRefused(
                api.delete("/v1/media/" + media + "/comments/abc", token), "APINotFoundError", "invalid comment id");
        assertRefused(api.delete("/v1/media/x/comments/abc", token), "APINotFoundError", "invalid media id");
    }

    @Test
    @DisplayName("a user path that is no user id: the action and the paging are checked first")
    void userPathThatIsNoId() {
        assertRefused(api.get("/v1/users/abc/relationship", token), "APINotFoundError", "this user does not exist");
        Api.Answer badAction = api.post("/v1/users/abc/relationship", token, "action", "poke");
        assertThat(badAction.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(badAction.errorMessage()).contains("action");
        assertRefused(
                api.post("/v1/users/abc/relationship", token, "action", "follow"),
                "APINotFoundError",
                "this user does not exist");
        assertThat(api.get("/v1/users/abc/follows?count=0", token).errorMessage())
                .contains("count");
        assertThat(api.get("/v1/users/abc/follows?cursor=%25%25", token).errorMessage())
                .contains("cursor");
        assertRefused(api.get("/v1/users/abc/followed-by", token), "APINotFoundError", "this user does not exist");
    }

    @Test
    @DisplayName("the operator API answers a text that is no id as an id that names nothing")
    void operatorPaths() {
        // when
        HttpResponse<String> privacy = platform.adminCall(
                "POST",
                "/admin/users/abc/private",
                Platform.JSON.createObjectNode().put("is_private", true));
        HttpResponse<String> badScope = platform.adminCall(
                "POST",
                "/admin/apps/" + app.clientId() + "/approve",
                Platform.JSON.createObjectNode().put("scopes", "basic bogus"));
        HttpResponse<String> noApp = platform.adminCall(
                "POST",
                "/admin/apps/no%20app/approve",
                Platform.JSON.createObjectNode().put("scopes", "basic"));
        ObjectNode sandbox = Platform.JSON.createObjectNode();
        sandbox.putArray("sandbox_users").add(owner.id()).add("abc");
        HttpResponse<String> noUser =
                platform.adminCall("PUT", "/admin/apps/" + app.clientId() + "/sandbox-users", sandbox);
        HttpResponse<String> grace = platform.adminCall(
                "POST",
                "/admin/apps/no%20app/secret",
                Platform.JSON.createObjectNode().put("grace_seconds", -5));

        // then
        assertThat(privacy.statusCode()).isEqualTo(404);
        assertThat(Platform.read(privacy.body()).get("error").asText()).isEqualTo("no user abc");
        assertThat(Platform.read(badScope.body()).get("error").asText()).isEqualTo("scopes: unknown scope bogus");
        assertThat(Platform.read(noApp.body()).get("error").asText()).startsWith("no app ");
        assertThat(Platform.read(noUser.body()).get("error").asText()).isEqualTo("sandbox_users: no user abc");
        assertThat(grace.statusCode()).isEqualTo(400);
        assertThat(grace.body()).contains("grace_seconds");
    }
}
