package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * RFC 6749 3.1: an authorization response carries each parameter once. A {@code redirect_uri} that matches the
 * registered one but already holds {@code code}, {@code state}, {@code iss}... in its query gets an error page
 * and never a redirect, on the login page, on allow, on deny and in the implicit flow; and such a URI cannot be
 * registered (docs/spec/DECISIONS.md section 4).
 */
class RedirectUriCarryingResponseParametersTest {

    private static final String ATTACK =
            Platform.REDIRECT + "?code=ATTACKER&state=forged&iss=" + Forms.enc("https://evil.example");

    private final Platform platform = Platform.shared();

    private static void assertRefusedPage(HttpResponse<String> page) {
        assertThat(page.headers().firstValue("Location")).isEmpty();
        assertThat(page.statusCode()).as(page.body()).isEqualTo(400);
        assertThat(page.body()).contains("Redirect URI must not carry the response parameter code");
    }

    private static String withRedirect(Platform.App app, String responseType, String redirect) {
        return "/oauth/authorize/?client_id=" + Forms.enc(app.clientId()) + "&redirect_uri=" + Forms.enc(redirect)
                + "&response_type=" + responseType + "&scope=basic&state=mine";
    }

    @Test
    @DisplayName("the authorize URL gets the error page in the code and the implicit flow, never the login form")
    void authorizeUrl() {
        Platform.App app = platform.liveApp();
        for (String type : new String[] {"code", "token"}) {
            assertRefusedPage(Browser.onShared().get(withRedirect(app, type, ATTACK)));
        }
    }

    @Test
    @DisplayName("a consent form whose redirect_uri was swapped for one holding code gets the page on allow and deny")
    void allowAndDeny() {
        Platform.App app = platform.liveApp();
        Platform.User user = platform.user("swapped");
        for (String type : new String[] {"code", "token"}) {
            for (String decision : new String[] {"allow", "deny"}) {
                // given: a logged-in user on the consent page of a genuine request
                Browser browser = Browser.onShared();
                HttpResponse<String> consent =
                        Platform.logIn(browser, user, withRedirect(app, type, Platform.REDIRECT));
                Map<String, String> fields = Browser.hiddenFields(consent.body());
                assertThat(fields).containsEntry("redirect_uri", Platform.REDIRECT);

                // when: the form is sent with the attacker's redirect_uri
                fields.put("redirect_uri", ATTACK);
                fields.put("decision", decision);
                HttpResponse<String> done = browser.form("/oauth/authorize", fields);

                // then
                assertRefusedPage(done);
            }
        }
    }

    @Test
    @DisplayName("the operator cannot register a redirect URI holding a response parameter, and is told which")
    void registration() {
        ObjectNode body =
                Platform.JSON.createObjectNode().put("name", "Carrier").put("mode", "live");
        body.putArray("redirect_uris").add(Platform.REDIRECT).add(Platform.REDIRECT + "?app=1&state=fixed");

        HttpResponse<String> refused = platform.adminCall("POST", "/admin/apps", body);

        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(400);
        assertThat(Platform.read(refused.body()).get("error").asText())
                .isEqualTo("redirect_uris[1]: must not carry the response parameter state in its query: the"
                        + " authorization response adds it (RFC 6749 section 3.1)");
    }
}
