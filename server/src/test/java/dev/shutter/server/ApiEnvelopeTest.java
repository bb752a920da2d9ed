package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The wire format of {@code /v1} (docs/spec/DECISIONS.md sections 1 and 2): envelope, tokens, order of checks, headers.
 */
class ApiEnvelopeTest {

    private static Platform.User user;
    private static String token;
    private static String basicToken;
    private final Api api = new Api();
    private final Browser browser = Browser.onShared();

    @BeforeAll
    static void givenAUserWithTokens() {
        Platform platform = Platform.shared();
        user = platform.user("enveloped");
        Platform.App app = platform.liveApp();
        token = platform.token(user, app);
        basicToken = platform.token(user, app, "basic");
    }

    @Test
    @DisplayName("/users/self answers the envelope, also with the .json suffix")
    void envelopeAndSuffix() {
        for (String path : new String[] {"/v1/users/self", "/v1/users/self.json"}) {
            Api.Answer answer = api.get(path, token);
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.json().get("meta").toString()).isEqualTo("{\"code\":200}");
            assertThat(answer.data().get("id").asText()).isEqualTo(user.id());
            assertThat(answer.data().fieldNames())
                    .toIterable()
                    .containsExactly("id", "username", "full_name", "profile_picture");
            assertThat(answer.header("Content-Type")).startsWith("application/json");
        }
    }

    @Test
    @DisplayName("the token comes from the query, the form or the bearer header; two different ones are refused")
    void tokenSources() {
        Api.Answer bearer = Api.answer(browser.get("/v1/users/self", "Authorization", "Bearer " + token));
        Api.Answer same = Api.answer(
                browser.get("/v1/users/self?access_token=" + Forms.enc(token), "Authorization", "Bearer " + token));
        Api.Answer different = Api.answer(browser.get(
                "/v1/users/self?access_token=" + Forms.enc(token), "Authorization", "Bearer " + basicToken));

        assertThat(bearer.status()).isEqualTo(200);
        assertThat(same.status()).isEqualTo(200);
        assertThat(different.status()).isEqualTo(400);
        assertThat(different.errorType()).isEqualTo("OAuthParameterException");
    }

    @Test
    @DisplayName("no token, an invalid token, a token without the scope: the catalogue's rows")
    void authenticationRows() {
        Api.Answer none = Api.answer(browser.get("/v1/users/self"));
        Api.Answer invalid = api.get("/v1/users/self", "123.not-a-token");
        Api.Answer noScope = api.get("/v1/users/self/follows", basicToken);

        assertThat(none.status()).isEqualTo(400);
        assertThat(none.meta().get("code").asInt()).isEqualTo(400);
        assertThat(none.errorType()).isEqualTo("OAuthParameterException");
        assertThat(none.errorMessage()).isEqualTo("Missing access_token URL parameter.");
        assertThat(none.json().has("data")).isFalse();
        assertThat(invalid.errorType()).isEqualTo("OAuthAccessTokenException");
        assertThat(invalid.errorMessage()).isEqualTo("The access_token provided is invalid.");
        assertThat(noScope.status()).isEqualTo(400);
        assertThat(noScope.errorType()).isEqualTo("OAuthPermissionsException");
        assertThat(noScope.errorMessage()).startsWith("This request requires scope=relationships,");
        assertThat(noScope.header("X-Ratelimit-Limit")).isEqualTo("5000");
    }

    @Test
    @DisplayName("unknown paths are 404 and wrong methods 405, before any token is looked at")
    void routing() {
        for (String path : new String[] {"/v1/users/123", "/v1/nothing", "/v1", "/nowhere", "/v1/users/self/"}) {
            Api.Answer answer = Api.answer(browser.get(path));
            assertThat(answer.status()).as(path).isEqualTo(404);
            assertThat(answer.errorType()).isEqualTo("APINotFoundError");
            assertThat(answer.errorMessage()).isEqualTo("this endpoint does not exist");
        }
        Api.Answer put = Api.answer(browser.call("PUT", "/v1/users/self"));
        assertThat(put.status()).isEqualTo(405);
        assertThat(put.meta().get("code").asInt()).isEqualTo(405);
        assertThat(put.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(put.errorMessage()).isEqualTo("method not allowed");
        assertThat(put.header("Allow")).isEqualTo("GET");
        assertThat(Api.answer(browser.call("DELETE", "/v1/users/self/relationship"))
                        .header("Allow"))
                .isEqualTo("GET, POST");
    }

    @Test
    @DisplayName("every authenticated answer carries the rate-limit headers, counting down")
    void rateHeaders() {
        Api.Answer first = api.get("/v1/users/self", token);
        Api.Answer second = api.get("/v1/users/self/follows", token);
        Api.Answer failing = api.get("/v1/users/999999999/follows", token);

        assertThat(first.header("X-Ratelimit-Limit")).isEqualTo("5000");
        assertThat(Long.parseLong(second.header("X-Ratelimit-Remaining")))
                .isEqualTo(Long.parseLong(first.header("X-Ratelimit-Remaining")) - 1);
        assertThat(failing.status()).isEqualTo(400);
        assertThat(failing.header("X-Ratelimit-Remaining")).isNotNull();
    }

    @Test
    @DisplayName("deprecated endpoints add Deprecation with the changelog's date (RFC 9745)")
    void deprecation() {
        Platform.User other = Platform.shared().user("target");
        assertThat(api.get("/v1/users/self", token).header("Deprecation")).isNull();
        assertThat(api.get("/v1/users/self/follows", token).header("Deprecation"))
                .isEqualTo("@1522800000");
        assertThat(api.get("/v1/users/" + other.id() + "/follows", token).header("Deprecation"))
                .isEqualTo("@1447718400");
        assertThat(api.get("/v1/users/" + other.id() + "/relationship", token).header("Deprecation"))
                .isEqualTo("@1522800000");
        String ownMedia = Platform.shared().media(user);
        String othersMedia = Platform.shared().media(other);
        assertThat(api.get("/v1/media/" + ownMedia + "/comments", token).header("Deprecation"))
                .isNull();
        assertThat(api.get("/v1/media/" + othersMedia + "/comments", token).header("Deprecation"))
                .isEqualTo("@1522800000");
    }

    @Test
    @DisplayName("unknown parameters are ignored; one given twice with different values is refused")
    void parameters() {
        Api.Answer unknown = api.get("/v1/users/self?colour=blue", token);
        Api.Answer sameTwice = api.get("/v1/users/self/follows?count=5&count=5", token);
        Api.Answer twice = api.get("/v1/users/self/follows?count=5&count=6", token);
        Api.Answer tokenTwice = Api.answer(browser.get(
                "/v1/users/self?access_token=" + Forms.enc(token) + "&access_token=" + Forms.enc(basicToken)));

        assertThat(unknown.status()).isEqualTo(200);
        assertThat(sameTwice.status()).isEqualTo(200);
        assertThat(twice.status()).isEqualTo(400);
        assertThat(twice.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(twice.errorMessage()).contains("count");
        assertThat(tokenTwice.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(tokenTwice.errorMessage()).contains("access_token");
    }

    @Test
    @DisplayName("signed requests: a missing or wrong sig is 403, a right one passes")
    void signedRequests() {
        ObjectNode body = Platform.JSON
                .createObjectNode()
                .put("name", "Signer")
                .put("mode", "live")
                .put("enforce_signed_requests", true);
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        Platform.App app = Platform.shared().app(body);
        String signedToken = Platform.shared().token(user, app, "basic");
        String sig = dev.shutter.domain.limit.SignedRequest.sign(
                app.secret(), "/users/self.json", java.util.Map.of("access_token", signedToken, "count", "1"));

        Api.Answer missing = api.get("/v1/users/self.json", signedToken);
        Api.Answer wrong = api.get("/v1/users/self.json?count=1&sig=" + "0".repeat(64), signedToken);
        Api.Answer right = api.get("/v1/users/self.json?count=1&sig=" + sig, signedToken);

        assertThat(missing.status()).isEqualTo(403);
        assertThat(missing.errorMessage()).isEqualTo("Invalid signed-request: Missing required parameter 'sig'");
        assertThat(wrong.status()).isEqualTo(403);
        assertThat(wrong.errorMessage()).isEqualTo("Invalid signed-request: Signature does not match");
        assertThat(right.status()).isEqualTo(200);
    }
}
