package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Tokens end: RFC 7009 revocation by the client, and the user's "manage access" page. */
class RevocationTest {

    private final Platform platform = Platform.shared();

    @Test
    @DisplayName("POST /oauth/revoke ends the token; unknown tokens are answered 200 too; a wrong secret is 401")
    void rfc7009() {
        Platform.User user = platform.user("revoker");
        Platform.App app = platform.liveApp();
        String token = platform.token(user, app);

        HttpResponse<String> revoked = Browser.onShared()
                .form(
                        "/oauth/revoke",
                        Forms.of("client_id", app.clientId(), "client_secret", app.secret(), "token", token));
        HttpResponse<String> unknown = Browser.onShared()
                .form(
                        "/oauth/revoke/",
                        Forms.of("client_id", app.clientId(), "client_secret", app.secret(), "token", "1.x"));
        HttpResponse<String> wrong = Browser.onShared()
                .form("/oauth/revoke", Forms.of("client_id", app.clientId(), "client_secret", "no", "token", token));

        assertThat(revoked.statusCode()).isEqualTo(200);
        assertThat(unknown.statusCode()).isEqualTo(200);
        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThat(new Api().get("/v1/users/self", token).errorType()).isEqualTo("OAuthAccessTokenException");
    }

    @Test
    @DisplayName("the manage-access page lists the app behind a login, revokes it, and logs out")
    void manageAccess() {
        // given
        Platform.User user = platform.user("manager");
        Platform.App app = platform.liveApp();
        String token = platform.token(user, app);
        Browser browser = Browser.onShared();

        // when: log in on the page
        HttpResponse<String> login = browser.get("/oauth/access");
        Map<String, String> fields = Browser.hiddenFields(login.body());
        fields.put("username", user.username());
        fields.put("password", Platform.PASSWORD);
        HttpResponse<String> loggedIn = browser.form("/oauth/access", fields);
        HttpResponse<String> page = browser.get("/oauth/access");

        // then
        assertThat(login.body()).contains("name=\"password\"");
        assertThat(loggedIn.statusCode()).isEqualTo(303);
        assertThat(page.statusCode()).isEqualTo(200);
        CodeFlowTest.assertPageHeaders(page);
        assertThat(page.body()).contains("Test &lt;App&gt; &amp; Co", "Revoke access");

        // when: revoke
        Map<String, String> revoke = Browser.hiddenFields(page.body());
        HttpResponse<String> revoked = browser.form("/oauth/access", revoke);

        // then
        assertThat(revoke).containsEntry("client_id", app.clientId());
        assertThat(revoked.statusCode()).isEqualTo(303);
        assertThat(browser.get("/oauth/access").body()).contains("No app has access to your account.");
        assertThat(new Api().get("/v1/users/self", token).errorType()).isEqualTo("OAuthAccessTokenException");

        // when: a forged revocation, then logout
        Map<String, String> forged = Forms.of("csrf_token", "forged", "client_id", app.clientId());
        assertThat(browser.form("/oauth/access", forged).statusCode()).isEqualTo(403);
        HttpResponse<String> afterRevoke = browser.get("/oauth/access");
        HttpResponse<String> logout = browser.form(
                "/oauth/logout",
                Forms.of("csrf_token", Browser.hiddenFields(afterRevoke.body()).get("csrf_token")));

        // then
        assertThat(logout.statusCode()).isEqualTo(200);
        assertThat(browser.get("/oauth/access").body()).contains("name=\"password\"");
    }
}
