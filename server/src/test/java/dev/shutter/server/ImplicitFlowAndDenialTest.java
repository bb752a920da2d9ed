package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The implicit flow, and what a denial sends back in each flow (docs/spec/DECISIONS.md section 3). */
class ImplicitFlowAndDenialTest {

    private final Platform platform = Platform.shared();

    @Test
    @DisplayName("allow with response_type=token puts the token, state and iss in the fragment")
    void implicitFlow() {
        // given
        Platform.User user = platform.user("carla");
        Platform.App app = platform.liveApp();

        // when
        String location =
                Platform.allow(Browser.onShared(), user, Platform.authorizeUrl(app, "token", "relationships", "xyz"));

        // then
        URI uri = URI.create(location);
        assertThat(uri.getRawQuery()).isNull();
        Map<String, String> fragment = Forms.parametersOf(location);
        assertThat(location).startsWith(Platform.REDIRECT + "#access_token=");
        assertThat(fragment).containsEntry("state", "xyz").containsKey("iss");
        Api.Answer self = new Api().get("/v1/users/self", fragment.get("access_token"));
        assertThat(self.status()).isEqualTo(200);
        assertThat(self.data().get("id").asText()).isEqualTo(user.id());
    }

    @Test
    @DisplayName("an app without the implicit flow asking response_type=token gets a 403 page, no redirect")
    void implicitDisabled() {
        // given
        ObjectNode body =
                Platform.JSON.createObjectNode().put("name", "No implicit").put("mode", "live");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        Platform.App app = platform.app(body);

        // when
        HttpResponse<String> page = Browser.onShared().get(Platform.authorizeUrl(app, "token", "basic", "s"));

        // then
        assertThat(page.statusCode()).isEqualTo(403);
        assertThat(page.headers().firstValue("Location")).isEmpty();
        assertThat(page.body()).contains("Implicit authentication is disabled");
    }

    @Test
    @DisplayName("deny in the code flow redirects with access_denied, user_denied and the description in the query")
    void denyCodeFlow() {
        // given
        Platform.User user = platform.user("dora");
        Platform.App app = platform.liveApp();

        // when
        String location = Platform.decide(
                Browser.onShared(), user, Platform.authorizeUrl(app, "code", "comments", "st8"), "deny");

        // then
        assertThat(location)
                .startsWith(Platform.REDIRECT
                        + "?error=access_denied&error_reason=user_denied"
                        + "&error_description=The+user+denied+your+request&state=st8&iss=");
    }

    @Test
    @DisplayName("deny in the implicit flow gives the same error in the fragment")
    void denyImplicitFlow() {
        // given
        Platform.User user = platform.user("ella");
        Platform.App app = platform.liveApp();

        // when
        String location =
                Platform.decide(Browser.onShared(), user, Platform.authorizeUrl(app, "token", "basic", "q"), "deny");

        // then
        assertThat(location).startsWith(Platform.REDIRECT + "#error=access_denied&error_reason=user_denied");
        assertThat(Forms.parametersOf(location)).containsEntry("state", "q").doesNotContainKey("access_token");
    }
}
