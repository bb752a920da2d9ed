package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The error rows of docs/spec/DECISIONS.md section 3 at {@code /oauth/authorize}: pages before verification, redirects
 * after.
 */
class AuthorizationErrorsTest {

    private final Platform platform = Platform.shared();

    @Test
    @DisplayName("an unknown or missing client_id gets a 400 page saying Invalid Client ID")
    void unknownClient() {
        for (String query : List.of(
                "client_id=nobody&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code",
                "redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code")) {
            HttpResponse<String> page = Browser.onShared().get("/oauth/authorize/?" + query);
            assertThat(page.statusCode()).isEqualTo(400);
            assertThat(page.headers().firstValue("Location")).isEmpty();
            assertThat(page.body()).contains("Invalid Client ID");
            CodeFlowTest.assertPageHeaders(page);
        }
    }

    @Test
    @DisplayName("a missing redirect_uri gets a 400 page, never a redirect")
    void missingRedirect() {
        Platform.App app = platform.liveApp();
        HttpResponse<String> page =
                Browser.onShared().get("/oauth/authorize?client_id=" + app.clientId() + "&response_type=code");
        assertThat(page.statusCode()).isEqualTo(400);
        assertThat(page.body()).contains("Redirect URI does not match registered redirect URI");
    }

    @Test
    @DisplayName("a missing or unknown response_type is redirected as unsupported_response_type, with state")
    void unsupportedResponseType() {
        Platform.App app = platform.liveApp();
        for (String type : List.of("", "&response_type=id_token")) {
            HttpResponse<String> answer = Browser.onShared()
                    .get("/oauth/authorize?client_id=" + app.clientId() + "&redirect_uri="
                            + Forms.enc(app.redirectUri()) + "&state=abc" + type);
            assertThat(answer.statusCode()).isEqualTo(302);
            Map<String, String> back =
                    Forms.parametersOf(answer.headers().firstValue("Location").orElseThrow());
            assertThat(back).containsEntry("error", "unsupported_response_type").containsEntry("state", "abc");
        }
    }

    @Test
    @DisplayName("an unknown scope, or one a Live app was not approved for, is redirected as invalid_scope")
    void invalidScope() {
        ObjectNode body =
                Platform.JSON.createObjectNode().put("name", "Basic only").put("mode", "live");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        Platform.App basicOnly = platform.app(body);
        for (String scope : List.of("basic+photos", "comments")) {
            HttpResponse<String> answer = Browser.onShared()
                    .get("/oauth/authorize?client_id=" + basicOnly.clientId() + "&redirect_uri="
                            + Forms.enc(Platform.REDIRECT) + "&response_type=code&scope=" + scope);
            assertThat(answer.statusCode()).isEqualTo(302);
            assertThat(Forms.parametersOf(
                            answer.headers().firstValue("Location").orElseThrow()))
                    .containsEntry("error", "invalid_scope");
        }
    }

    @Test
    @DisplayName("a user who is not a sandbox user of a Sandbox app gets a 400 page once logged in")
    void sandboxOnly() {
        // given
        Platform.User insider = platform.user("insider");
        Platform.User outsider = platform.user("outsider");
        ObjectNode body =
                Platform.JSON.createObjectNode().put("name", "Sandboxed").put("mode", "sandbox");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        Platform.App app = platform.app(body);
        platform.sandboxUsers(app, List.of(insider));
        String url = Platform.authorizeUrl(app, "code", "comments", "s");

        // when
        HttpResponse<String> refused = Platform.logIn(Browser.onShared(), outsider, url);
        HttpResponse<String> consent = Platform.logIn(Browser.onShared(), insider, url);

        // then
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.body()).contains("sandbox mode");
        assertThat(refused.headers().firstValue("Location")).isEmpty();
        assertThat(consent.statusCode()).isEqualTo(200);
        assertThat(consent.body()).contains("value=\"allow\"");
    }

    @Test
    @DisplayName("a form without the session's CSRF token is refused with 403")
    void csrf() {
        // given
        Platform.User user = platform.user("victim");
        Platform.App app = platform.liveApp();
        Browser browser = Browser.onShared();
        HttpResponse<String> login = browser.get(Platform.authorizeUrl(app, "code", "basic", "s"));
        Map<String, String> fields = Browser.hiddenFields(login.body());
        fields.put("username", user.username());
        fields.put("password", Platform.PASSWORD);

        // when: a forged token, and a post from a browser without the session
        Map<String, String> forged = new java.util.LinkedHashMap<>(fields);
        forged.put("csrf_token", "forged");
        HttpResponse<String> withForged = browser.form("/oauth/authorize", forged);
        HttpResponse<String> withoutSession = Browser.onShared().form("/oauth/authorize", fields);

        // then
        assertThat(withForged.statusCode()).isEqualTo(403);
        assertThat(withoutSession.statusCode()).isEqualTo(403);
        assertThat(withForged.headers().firstValue("Location")).isEmpty();
    }

    @Test
    @DisplayName("a wrong password and an unknown user get the same answer; repeated failures are throttled")
    void loginFailures() {
        // given
        Platform.User user = platform.user("forgetful");
        Platform.App app = platform.liveApp();
        Browser browser = Browser.onShared();
        HttpResponse<String> login = browser.get(Platform.authorizeUrl(app, "code", "basic", "s"));
        Map<String, String> fields = Browser.hiddenFields(login.body());

        // when
        fields.put("username", "no_such_user_anywhere");
        fields.put("password", "whatever it is");
        HttpResponse<String> unknown = browser.form("/oauth/authorize", fields);
        fields.put("username", user.username());
        HttpResponse<String> wrong = browser.form("/oauth/authorize", fields);
        browser.form("/oauth/authorize", fields);
        browser.form("/oauth/authorize", fields);
        HttpResponse<String> throttled = browser.form("/oauth/authorize", fields);

        // then
        assertThat(unknown.statusCode()).isEqualTo(wrong.statusCode()).isEqualTo(401);
        assertThat(unknown.body()).contains("Incorrect username or password.");
        assertThat(wrong.body()).contains("Incorrect username or password.");
        assertThat(wrong.body()).contains("value=\"" + user.username() + "\"").doesNotContain("whatever it is");
        assertThat(throttled.statusCode()).isEqualTo(429);
        assertThat(throttled.headers().firstValue("Retry-After")).contains("1");
        assertThat(throttled.body()).contains("Try again in 1 second.");
    }

    @Test
    @DisplayName("a logged-in user who already granted the app still sees the consent page")
    void consentAgain() {
        Platform.User user = platform.user("returning");
        Platform.App app = platform.liveApp();
        Browser browser = Browser.onShared();
        String url = Platform.authorizeUrl(app, "code", "comments", "s");
        Platform.allow(browser, user, url);

        HttpResponse<String> again = browser.get(url);

        assertThat(again.statusCode()).isEqualTo(200);
        assertThat(again.body()).contains("value=\"allow\"").doesNotContain("name=\"password\"");
    }

    @Test
    @DisplayName("repeated or malformed parameters, and other methods, get clear error pages")
    void malformedRequests() {
        Platform.App app = platform.liveApp();
        String base = "/oauth/authorize?client_id=" + app.clientId() + "&redirect_uri=" + Forms.enc(Platform.REDIRECT);

        HttpResponse<String> twice = Browser.onShared().get(base + "&response_type=code&response_type=token");
        HttpResponse<String> broken = Browser.onShared().get(base + "&response_type=code&state=%E2%82");
        HttpResponse<String> put = Browser.onShared().call("PUT", base);

        assertThat(twice.statusCode()).isEqualTo(400);
        assertThat(twice.body()).contains("response_type was given more than once");
        assertThat(broken.statusCode()).isEqualTo(400);
        assertThat(broken.body()).contains("not UTF-8");
        assertThat(put.statusCode()).isEqualTo(405);
    }

    @Test
    @DisplayName("everything echoed into a page is HTML-escaped")
    void escaping() {
        Platform.App app = platform.liveApp();
        HttpResponse<String> page =
                Browser.onShared().get(Platform.authorizeUrl(app, "code", "basic", "\"><script>alert(1)</script>"));
        assertThat(page.body()).doesNotContain("<script>").contains("&quot;&gt;&lt;script&gt;");
    }
}
