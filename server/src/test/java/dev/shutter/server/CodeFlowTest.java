package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The whole code flow over HTTPS, as a browser and an app server live it. */
class CodeFlowTest {

    private final Platform platform = Platform.shared();
    private final String base = TestServers.shared().baseUrl();

    @Test
    @DisplayName("authorize, log in, consent, allow, exchange the code, call /v1/users/self")
    void wholeFlow() {
        // given
        Platform.User alice = platform.user("alice");
        Platform.App app = platform.liveApp();
        Browser browser = new Browser(base);

        // when: the app sends the browser to the authorization page
        HttpResponse<String> login = browser.get(Platform.authorizeUrl(app, "code", "comments relationships", "s1"));

        // then: a login form, with the page protections and a session cookie
        assertThat(login.statusCode()).isEqualTo(200);
        assertThat(login.version()).isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(login.body())
                .contains("<label for=\"username\">", "<label for=\"password\">", "Test &lt;App&gt; &amp; Co");
        assertPageHeaders(login);
        String cookie = login.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(cookie)
                .startsWith("__Host-shutter-session=")
                .contains("HttpOnly", "Secure", "SameSite=Lax", "Path=/");
        String anonymousSession = browser.cookie("__Host-shutter-session");
        Map<String, String> fields = Browser.hiddenFields(login.body());
        assertThat(fields).containsKeys("csrf_token", "client_id", "redirect_uri", "response_type", "scope", "state");

        // when: the user logs in
        fields.put("username", alice.username());
        fields.put("password", Platform.PASSWORD);
        HttpResponse<String> loggedIn = browser.form("/oauth/authorize", fields);

        // then: back to the authorization page with a renewed session
        assertThat(loggedIn.statusCode()).isEqualTo(303);
        assertThat(loggedIn.headers().firstValue("Location").orElseThrow()).startsWith(base + "/oauth/authorize?");
        assertThat(browser.cookie("__Host-shutter-session")).isNotEqualTo(anonymousSession);

        // when: the consent page
        HttpResponse<String> consent =
                browser.get(loggedIn.headers().firstValue("Location").orElseThrow());

        // then: it names the app and each scope, with allow and deny
        assertThat(consent.statusCode()).isEqualTo(200);
        assertPageHeaders(consent);
        assertThat(consent.body())
                .contains("Test &lt;App&gt; &amp; Co", "<strong>basic</strong>", "<strong>comments</strong>")
                .contains("<strong>relationships</strong>", "app.example")
                .contains("name=\"decision\" value=\"allow\"", "name=\"decision\" value=\"deny\"");

        // when: the user allows
        Map<String, String> consentFields = Browser.hiddenFields(consent.body());
        consentFields.put("decision", "allow");
        HttpResponse<String> allowed = browser.form("/oauth/authorize", consentFields);

        // then: a redirect to the app with code, state and iss
        assertThat(allowed.statusCode()).isEqualTo(302);
        String location = allowed.headers().firstValue("Location").orElseThrow();
        assertThat(location).startsWith(Platform.REDIRECT + "?code=");
        Map<String, String> back = Forms.parametersOf(location);
        assertThat(back).containsEntry("state", "s1").containsEntry("iss", base);

        // when: the app exchanges the code
        HttpResponse<String> exchanged = new Browser(base)
                .form(
                        "/oauth/access_token",
                        Forms.of(
                                "client_id", app.clientId(),
                                "client_secret", app.secret(),
                                "grant_type", "authorization_code",
                                "redirect_uri", Platform.REDIRECT,
                                "code", back.get("code")));

        // then: the token response of docs/spec/photo-api.md 2.2, never cached
        assertThat(exchanged.statusCode()).as(exchanged.body()).isEqualTo(200);
        assertThat(exchanged.headers().firstValue("Cache-Control")).contains("no-store");
        JsonNode token = Platform.read(exchanged.body());
        assertThat(token.get("access_token").asText()).startsWith(alice.id() + ".");
        assertThat(token.get("user").get("id").asText()).isEqualTo(alice.id());
        assertThat(token.get("user").get("username").asText()).isEqualTo(alice.username());
        assertThat(token.get("user").get("full_name").asText()).isEqualTo("alice Full");
        assertThat(token.get("user").has("profile_picture")).isTrue();

        // when: the app calls the API
        Api.Answer self =
                new Api().get("/v1/users/self", token.get("access_token").asText());

        // then
        assertThat(self.status()).isEqualTo(200);
        assertThat(self.meta().get("code").asInt()).isEqualTo(200);
        assertThat(self.data().get("id").asText()).isEqualTo(alice.id());
        assertThat(self.data().get("username").asText()).isEqualTo(alice.username());
        assertThat(self.header("X-Ratelimit-Limit")).isEqualTo("5000");
    }

    @Test
    @DisplayName("the client may authenticate with HTTP Basic, and a second use of a code revokes its token")
    void basicAuthAndReplay() {
        // given
        Platform.User bob = platform.user("bob");
        Platform.App app = platform.liveApp();
        String code = platform.code(new Browser(base), bob, app, "comments");
        String basic = java.util.Base64.getEncoder()
                .encodeToString((Forms.enc(app.clientId()) + ":" + Forms.enc(app.secret())).getBytes());
        Map<String, String> form =
                Forms.of("grant_type", "authorization_code", "redirect_uri", Platform.REDIRECT, "code", code);

        // when
        HttpResponse<String> first =
                new Browser(base).form("/oauth/access_token/", form, "Authorization", "Basic " + basic);
        HttpResponse<String> second =
                new Browser(base).form("/oauth/access_token", form, "Authorization", "Basic " + basic);

        // then
        assertThat(first.statusCode()).as(first.body()).isEqualTo(200);
        assertThat(second.statusCode()).isEqualTo(400);
        assertThat(Platform.read(second.body()).get("error").asText()).isEqualTo("invalid_grant");
        String token = Platform.read(first.body()).get("access_token").asText();
        Api.Answer after = new Api().get("/v1/users/self", token);
        assertThat(after.status()).isEqualTo(400);
        assertThat(after.errorType()).isEqualTo("OAuthAccessTokenException");
    }

    static void assertPageHeaders(HttpResponse<String> page) {
        assertThat(page.headers().firstValue("X-Frame-Options")).contains("DENY");
        assertThat(page.headers().firstValue("Content-Security-Policy").orElseThrow())
                .contains("frame-ancestors 'none'", "default-src 'none'")
                .doesNotContain("script-src");
        assertThat(page.headers().firstValue("Cache-Control")).contains("no-store");
        assertThat(page.headers().firstValue("Referrer-Policy")).contains("no-referrer");
        assertThat(page.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/html");
    }
}
