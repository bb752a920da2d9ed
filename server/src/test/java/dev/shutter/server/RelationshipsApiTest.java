package dev.shutter.server;

import static dev.shutter.server.CommentsApiTest.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each relationship rule (docs/spec/photo-api.md 4.2, docs/spec/DECISIONS.md section 5) and the lists, through {@code
 * /v1}.
 */
class RelationshipsApiTest {

    private final Platform platform = Platform.shared();
    private final Api api = new Api();
    private Platform.App app;
    private Platform.User me;
    private String myToken;

    @BeforeEach
    void givenMe() {
        app = platform.liveApp();
        me = platform.user("me");
        myToken = platform.token(me, app);
    }

    private Api.Answer act(String token, Platform.User target, String action) {
        return api.post("/v1/users/" + target.id() + "/relationship", token, "action", action);
    }

    private JsonNode read(String token, Platform.User target) {
        Api.Answer answer = api.get("/v1/users/" + target.id() + "/relationship.json", token);
        assertThat(answer.status()).isEqualTo(200);
        return answer.data();
    }

    @Test
    @DisplayName("follow a public user: follows; both views agree; unfollow: none")
    void followPublic() {
        Platform.User them = platform.user("public");
        String theirToken = platform.token(them, app);

        Api.Answer follow = act(myToken, them, "follow");

        assertThat(follow.status()).isEqualTo(200);
        assertThat(follow.data().toString()).isEqualTo("{\"outgoing_status\":\"follows\"}");
        assertThat(read(myToken, them).toString())
                .isEqualTo(
                        "{\"outgoing_status\":\"follows\",\"incoming_status\":\"none\",\"target_user_is_private\":false}");
        assertThat(read(theirToken, me).get("incoming_status").asText()).isEqualTo("followed_by");
        assertThat(act(myToken, them, "unfollow").data().get("outgoing_status").asText())
                .isEqualTo("none");
    }

    @Test
    @DisplayName("follow a private user: requested; they see it in requested-by; approve and deny")
    void followPrivate() {
        Platform.User privateOne = platform.user("private", true);
        String theirToken = platform.token(privateOne, app);
        Platform.User other = platform.user("other");
        String otherToken = platform.token(other, app);

        assertThat(act(myToken, privateOne, "follow")
                        .data()
                        .get("outgoing_status")
                        .asText())
                .isEqualTo("requested");
        act(otherToken, privateOne, "follow");
        Api.Answer requests = api.get("/v1/users/self/requested-by", theirToken);
        assertThat(requests.meta().get("code").asInt()).isEqualTo(200);
        assertThat(requests.data()).hasSize(2);
        assertThat(requests.data().get(0).fieldNames())
                .toIterable()
                .containsExactly("username", "profile_picture", "id");
        assertThat(read(theirToken, me).get("incoming_status").asText()).isEqualTo("requested_by");

        assertThat(act(theirToken, me, "approve").status()).isEqualTo(200);
        assertThat(act(theirToken, other, "ignore").status()).isEqualTo(200);

        assertThat(read(myToken, privateOne).get("outgoing_status").asText()).isEqualTo("follows");
        assertThat(read(otherToken, privateOne).get("outgoing_status").asText()).isEqualTo("none");
        assertRefused(
                act(theirToken, other, "approve"), "APINotFoundError", "no pending follow request from this user");
    }

    @Test
    @DisplayName("block: edges go both ways, a follow across a block is refused, unblock brings nothing back")
    void blocks() {
        Platform.User them = platform.user("blocked");
        String theirToken = platform.token(them, app);
        act(theirToken, me, "follow");

        assertThat(act(myToken, them, "block").data().get("outgoing_status").asText())
                .isEqualTo("none");
        assertThat(read(myToken, them).get("incoming_status").asText()).isEqualTo("blocked_by_you");
        assertRefused(act(theirToken, me, "follow"), "APINotAllowedError", "you cannot follow this user");
        assertRefused(act(myToken, them, "follow"), "APINotAllowedError", "you cannot follow this user");
        assertRefused(
                api.get("/v1/users/" + me.id() + "/follows", theirToken),
                "APINotAllowedError",
                "you cannot view this resource");
        act(myToken, them, "unblock");
        assertThat(read(myToken, them).toString()).contains("\"incoming_status\":\"none\"");
    }

    @Test
    @DisplayName("actions on oneself, unknown actions, missing actions, unknown users")
    void invalidActions() {
        assertRefused(
                api.post("/v1/users/self/relationship", myToken, "action", "follow"),
                "APIInvalidParametersError",
                "you cannot perform this action on yourself");
        Platform.User them = platform.user("someone");
        Api.Answer unknown = act(myToken, them, "poke");
        Api.Answer missing = api.post("/v1/users/" + them.id() + "/relationship", myToken);
        assertThat(unknown.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(unknown.errorMessage()).contains("action");
        assertThat(missing.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(missing.errorMessage()).contains("action");
        assertRefused(
                api.get("/v1/users/999999999999/relationship", myToken),
                "APINotFoundError",
                "this user does not exist");
        Api.Answer inQuery = api.post("/v1/users/" + them.id() + "/relationship?action=follow", myToken);
        assertThat(inQuery.data().get("outgoing_status").asText()).isEqualTo("follows");
    }

    @Test
    @DisplayName("follows and followed-by: entry shape, newest first, keyset pages with next_url on this server")
    void lists() {
        List<Platform.User> followed = List.of(platform.user("f1"), platform.user("f2"), platform.user("f3"));
        followed.forEach(u -> {
            act(myToken, u, "follow");
            TestServers.CLOCK.advance(java.time.Duration.ofSeconds(1));
        });

        Api.Answer first = api.get("/v1/users/self/follows?count=2", myToken);
        JsonNode pagination = first.json().get("pagination");
        String nextUrl = pagination.get("next_url").asText();
        Api.Answer second = Api.answer(Browser.onShared().get(nextUrl));

        assertThat(first.data()).hasSize(2);
        assertThat(first.data().get(0).fieldNames())
                .toIterable()
                .containsExactly("username", "first_name", "last_name", "profile_picture", "id");
        assertThat(first.data().get(0).get("id").asText())
                .isEqualTo(followed.get(2).id());
        assertThat(nextUrl).startsWith(TestServers.shared().baseUrl() + "/v1/users/self/follows?");
        assertThat(nextUrl).contains("cursor=", "count=2");
        assertThat(pagination.get("next_cursor").asText()).isNotEmpty();
        assertThat(second.data()).hasSize(1);
        assertThat(second.data().get(0).get("id").asText())
                .isEqualTo(followed.get(0).id());
        assertThat(second.json().has("pagination")).isFalse();

        Api.Answer followers = api.get("/v1/users/" + followed.get(0).id() + "/followed-by", myToken);
        assertThat(followers.data().get(0).get("id").asText()).isEqualTo(me.id());
        assertThat(api.get("/v1/users/self/follows?count=0", myToken).errorType())
                .isEqualTo("APIInvalidParametersError");
        assertThat(api.get("/v1/users/self/follows?cursor=bogus", myToken).errorType())
                .isEqualTo("APIInvalidParametersError");
    }

    @Test
    @DisplayName("a private user's lists are theirs alone")
    void privateLists() {
        Platform.User privateOne = platform.user("secretive", true);
        assertRefused(
                api.get("/v1/users/" + privateOne.id() + "/followed-by", myToken),
                "APINotAllowedError",
                "you cannot view this resource");
        assertThat(api.get("/v1/users/self/followed-by", platform.token(privateOne, app))
                        .status())
                .isEqualTo(200);
    }

    @Test
    @DisplayName("to a Sandbox app, users who are not its sandbox users do not exist")
    void sandbox() {
        Platform.User stranger = platform.user("stranger");
        ObjectNode body =
                Platform.JSON.createObjectNode().put("name", "Sandbox").put("mode", "sandbox");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        Platform.App sandbox = platform.app(body);
        platform.sandboxUsers(sandbox, List.of(me));
        String token = platform.token(me, sandbox, "relationships");

        assertRefused(act(token, stranger, "follow"), "APINotFoundError", "this user does not exist");
        assertThat(api.get("/v1/users/self/follows", token).header("X-Ratelimit-Limit"))
                .isEqualTo("500");
    }
}
