package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every redirect-URI example of docs/spec/DECISIONS.md section 4 at the authorization endpoint: a match gets the
 * login form, a mismatch an error page and never a redirect.
 */
class RedirectUriMatchingTest {

    private static final java.util.Map<String, Platform.App> APPS = new java.util.HashMap<>();

    @BeforeAll
    static void registerApps() {
        for (String uri : new String[] {
            "https://app.example/callback",
            "https://app.example/cb?a=1&b=2",
            "http://127.0.0.1/cb",
            "http://localhost/cb"
        }) {
            ObjectNode body =
                    Platform.JSON.createObjectNode().put("name", "Matching").put("mode", "live");
            body.putArray("redirect_uris").add(uri);
            APPS.put(uri, Platform.shared().app(body));
        }
    }

    @ParameterizedTest(name = "registered {0}, sent {1}: matches={2}")
    @DisplayName("the examples of docs/spec/DECISIONS.md section 4")
    @CsvSource({
        "https://app.example/callback, https://app.example/callback, true",
        "https://app.example/callback, https://app.example/callback?x=1, true",
        "https://app.example/callback, https://app.example/callback/, false",
        "https://app.example/callback, https://app.example/, false",
        "https://app.example/callback, https://app.example/callback2, false",
        "https://app.example/callback, http://app.example/callback, false",
        "https://app.example/callback, https://evil.example/callback, false",
        "https://app.example/callback, https://app.example.evil.example/callback, false",
        "https://app.example/callback, https://app.example:8443/callback, false",
        "https://app.example/callback, https://app.example/callback#f, false",
        "https://app.example/callback, https://APP.example/callback, true",
        "https://app.example/callback, https://app.example/CALLBACK, false",
        "https://app.example/cb?a=1&b=2, https://app.example/cb?a=1&b=2, true",
        "https://app.example/cb?a=1&b=2, https://app.example/cb?a=1&b=2&c=3, true",
        "https://app.example/cb?a=1&b=2, https://app.example/cb?c=3&a=1&b=2, false",
        "https://app.example/cb?a=1&b=2, https://app.example/cb?b=2&a=1, false",
        "https://app.example/cb?a=1&b=2, https://app.example/cb?a=1, false",
        "https://app.example/cb?a=1&b=2, https://app.example/cb, false",
        "http://127.0.0.1/cb, http://127.0.0.1:51234/cb, true",
        "http://localhost/cb, http://localhost:51234/cb, false",
    })
    void matching(String registered, String sent, boolean matches) {
        // given
        Platform.App app = APPS.get(registered);

        // when
        HttpResponse<String> page = Browser.onShared()
                .get("/oauth/authorize?client_id=" + app.clientId() + "&redirect_uri=" + Forms.enc(sent)
                        + "&response_type=code&state=s");

        // then
        assertThat(page.headers().firstValue("Location")).isEmpty();
        if (matches) {
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("name=\"password\"");
        } else {
            assertThat(page.statusCode()).isEqualTo(400);
            assertThat(page.body()).contains("Redirect URI does not match registered redirect URI");
        }
    }
}
