package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.domain.oauth.Pkce;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every row of the token endpoint's table (docs/spec/DECISIONS.md section 3), and PKCE. */
class TokenEndpointTest {

    private final Platform platform = Platform.shared();

    private HttpResponse<String> exchange(Map<String, String> form, String... headers) {
        return Browser.onShared().form("/oauth/access_token", form, headers);
    }

    private Map<String, String> form(Platform.App app, String code) {
        return Forms.of(
                "client_id",
                app.clientId(),
                "client_secret",
                app.secret(),
                "grant_type",
                "authorization_code",
                "redirect_uri",
                Platform.REDIRECT,
                "code",
                code);
    }

    private static void assertError(HttpResponse<String> response, int status, String error, String message) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        JsonNode body = Platform.read(response.body());
        assertThat(body.get("code").asInt()).isEqualTo(status);
        assertThat(body.get("error_type").asText()).isEqualTo("OAuthException");
        assertThat(body.get("error").asText()).isEqualTo(error);
        assertThat(body.get("error_message").asText()).isEqualTo(message);
        assertThat(body.get("error_description").asText()).isEqualTo(message);
        assertThat(response.headers().firstValue("Cache-Control")).contains("no-store");
    }

    @Test
    @DisplayName("no client_id, unknown client_id, wrong secret")
    void clientRows() {
        Platform.App app = platform.liveApp();
        Map<String, String> noId = form(app, "x");
        noId.remove("client_id");
        assertError(exchange(noId), 400, "invalid_request", "You must provide a client_id");
        Map<String, String> unknown = form(app, "x");
        unknown.put("client_id", "unknown-client");
        assertError(exchange(unknown), 400, "invalid_client", "Invalid Client ID");
        Map<String, String> wrong = form(app, "x");
        wrong.put("client_secret", "not the secret");
        HttpResponse<String> wrongInForm = exchange(wrong);
        assertError(wrongInForm, 401, "invalid_client", "Invalid Client Secret");
        assertThat(wrongInForm.headers().firstValue("WWW-Authenticate")).isEmpty();
    }

    @Test
    @DisplayName("a wrong secret sent by HTTP Basic is answered with WWW-Authenticate")
    void wrongBasicSecret() {
        Platform.App app = platform.liveApp();
        Map<String, String> form = form(app, "x");
        form.remove("client_id");
        form.remove("client_secret");
        String basic = Base64.getEncoder().encodeToString((app.clientId() + ":nope").getBytes());

        HttpResponse<String> response = exchange(form, "Authorization", "Basic " + basic);

        assertError(response, 401, "invalid_client", "Invalid Client Secret");
        assertThat(response.headers().firstValue("WWW-Authenticate").orElseThrow())
                .startsWith("Basic");
    }

    @Test
    @DisplayName("grant type, missing code, unknown code, another client's code, another redirect URI")
    void grantRows() {
        Platform.User user = platform.user("granter");
        Platform.App app = platform.liveApp();
        Platform.App other = platform.liveApp();

        Map<String, String> password = form(app, "x");
        password.put("grant_type", "password");
        assertError(exchange(password), 400, "unsupported_grant_type", "Invalid grant_type");
        Map<String, String> noCode = form(app, "x");
        noCode.remove("code");
        assertError(exchange(noCode), 400, "invalid_request", "You must provide a code");
        assertError(
                exchange(form(app, "unknown")),
                400,
                "invalid_grant",
                "Matching code was not found or was already used.");

        String code = platform.code(Browser.onShared(), user, app, "basic");
        assertError(
                exchange(form(other, code)), 400, "invalid_grant", "Matching code was not found or was already used.");
        String another = platform.code(Browser.onShared(), user, app, "basic");
        Map<String, String> elsewhere = form(app, another);
        elsewhere.put("redirect_uri", Platform.REDIRECT + "?x=1");
        assertError(exchange(elsewhere), 400, "invalid_grant", "Redirect URI does not match registered redirect URI");
    }

    @Test
    @DisplayName("a code older than five minutes is refused")
    void expiredCode() {
        Platform.User user = platform.user("slowpoke");
        Platform.App app = platform.liveApp();
        String code = platform.code(Browser.onShared(), user, app, "basic");

        TestServers.CLOCK.advance(Duration.ofMinutes(6));

        assertError(
                exchange(form(app, code)), 400, "invalid_grant", "Matching code was not found or was already used.");
    }

    @Test
    @DisplayName("a public client must use PKCE (S256), and the verifier must match")
    void pkce() {
        // given
        Platform.User user = platform.user("mobile");
        ObjectNode body = Platform.JSON
                .createObjectNode()
                .put("name", "Phone app")
                .put("mode", "live")
                .put("public", true);
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        Platform.App app = platform.app(body);
        assertThat(app.secret()).isNull();
        String verifier = "a-verifier-that-is-long-enough-to-be-accepted-by-rfc7636";
        String withChallenge = Platform.authorizeUrl(app, "code", "basic", "s") + "&code_challenge="
                + Pkce.challengeOf(verifier) + "&code_challenge_method=S256";

        // when: no challenge at all
        HttpResponse<String> without = Browser.onShared().get(Platform.authorizeUrl(app, "code", "basic", "s"));

        // then
        assertThat(without.statusCode()).isEqualTo(302);
        assertThat(Forms.parametersOf(without.headers().firstValue("Location").orElseThrow()))
                .containsEntry("error", "invalid_request");

        // when: with a challenge, then exchanges with a wrong and a right verifier
        String code = Forms.parametersOf(Platform.allow(Browser.onShared(), user, withChallenge))
                .get("code");
        Map<String, String> exchange = Forms.of(
                "client_id",
                app.clientId(),
                "grant_type",
                "authorization_code",
                "redirect_uri",
                Platform.REDIRECT,
                "code",
                code,
                "code_verifier",
                "b".repeat(43));
        HttpResponse<String> wrong = exchange(exchange);
        String code2 = Forms.parametersOf(Platform.allow(Browser.onShared(), user, withChallenge))
                .get("code");
        exchange.put("code", code2);
        exchange.put("code_verifier", verifier);
        HttpResponse<String> right = exchange(exchange);

        // then
        assertThat(wrong.statusCode()).isEqualTo(400);
        assertThat(right.statusCode()).as(right.body()).isEqualTo(200);
    }

    @Test
    @DisplayName("malformed requests: wrong method, content type, secret in the URL, two methods, repeated fields")
    void malformed() {
        Platform.App app = platform.liveApp();
        HttpResponse<String> get = Browser.onShared().get("/oauth/access_token");
        assertThat(get.statusCode()).isEqualTo(405);
        assertThat(get.headers().firstValue("Allow")).contains("POST");

        HttpResponse<String> json = Browser.onShared()
                .post("/oauth/access_token", "application/json", "{\"client_id\":\"" + app.clientId() + "\"}");
        assertThat(json.statusCode()).isEqualTo(400);
        assertThat(Platform.read(json.body()).get("error_message").asText())
                .contains("application/x-www-form-urlencoded");

        HttpResponse<String> inUrl =
                Browser.onShared().form("/oauth/access_token?client_secret=" + Forms.enc(app.secret()), form(app, "x"));
        assertError(inUrl, 400, "invalid_request", "client_secret must be sent in the request body, never in the URL");

        String basic = Base64.getEncoder().encodeToString((app.clientId() + ":" + app.secret()).getBytes());
        HttpResponse<String> both = exchange(form(app, "x"), "Authorization", "Basic " + basic);
        assertThat(both.statusCode()).isEqualTo(400);
        assertThat(Platform.read(both.body()).get("error").asText()).isEqualTo("invalid_request");

        HttpResponse<String> twice = Browser.onShared()
                .post(
                        "/oauth/access_token",
                        "application/x-www-form-urlencoded",
                        Forms.encode(form(app, "x")) + "&code=y");
        assertError(twice, 400, "invalid_request", "the parameter code was given more than once");
    }
}
