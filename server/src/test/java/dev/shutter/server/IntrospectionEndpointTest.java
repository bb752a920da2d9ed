package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code POST /oauth/introspect} (RFC 7662) as a resource server calls it. */
class IntrospectionEndpointTest {

    private final Platform platform = Platform.shared();

    private static HttpResponse<String> introspect(Platform.App app, String secret, String token) {
        return Browser.onShared()
                .form(
                        "/oauth/introspect",
                        Forms.of("client_id", app.clientId(), "client_secret", secret, "token", token));
    }

    @Test
    @DisplayName("an own token answers active with scope, client_id, username, sub, iat and token_type, not cached")
    void ownToken() {
        // given
        Platform.User user = platform.user("introspected");
        Platform.App app = platform.liveApp();
        String token = platform.token(user, app, "comments");
        // when
        HttpResponse<String> response = introspect(app, app.secret(), token);
        // then
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Cache-Control")).contains("no-store");
        JsonNode body = Platform.read(response.body());
        assertThat(body.get("active").asBoolean()).isTrue();
        assertThat(body.get("scope").asText()).isEqualTo("basic comments");
        assertThat(body.get("client_id").asText()).isEqualTo(app.clientId());
        assertThat(body.get("username").asText()).isEqualTo(user.username());
        assertThat(body.get("sub").asText()).isEqualTo(user.id());
        assertThat(body.get("iat").isIntegralNumber()).isTrue();
        assertThat(body.has("exp")).isFalse();
        assertThat(body.get("token_type").asText()).isEqualTo("bearer");
    }

    @Test
    @DisplayName("with HTTP Basic the same; a foreign, a revoked and an unknown token answer only {\"active\":false}")
    void inactive() {
        // given
        Platform.User user = platform.user("introspected");
        Platform.App mine = platform.liveApp();
        Platform.App theirs = platform.liveApp();
        String foreign = platform.token(user, theirs);
        String revoked = platform.token(user, mine);
        Browser.onShared()
                .form(
                        "/oauth/revoke",
                        Forms.of("client_id", mine.clientId(), "client_secret", mine.secret(), "token", revoked));
        String basic = "Basic "
                + Base64.getEncoder()
                        .encodeToString((Forms.enc(mine.clientId()) + ":" + Forms.enc(mine.secret()))
                                .getBytes(StandardCharsets.UTF_8));
        // when / then
        for (String token : new String[] {foreign, revoked, user.id() + ".not-a-token"}) {
            HttpResponse<String> response =
                    Browser.onShared().form("/oauth/introspect/", Forms.of("token", token), "Authorization", basic);
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(Platform.read(response.body()).toString()).isEqualTo("{\"active\":false}");
        }
        assertThat(Platform.read(introspect(theirs, theirs.secret(), foreign).body())
                        .get("active")
                        .asBoolean())
                .isTrue();
    }

    @Test
    @DisplayName("a wrong secret is 401 invalid_client, no token is 400, and GET is 405")
    void refusals() {
        // given
        Platform.App app = platform.liveApp();
        // when
        HttpResponse<String> wrong = introspect(app, "not-the-secret", "1.x");
        HttpResponse<String> noToken = Browser.onShared()
                .form("/oauth/introspect", Forms.of("client_id", app.clientId(), "client_secret", app.secret()));
        HttpResponse<String> get = Browser.onShared().get("/oauth/introspect");
        // then
        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThat(Platform.read(wrong.body()).get("error").asText()).isEqualTo("invalid_client");
        assertThat(noToken.statusCode()).isEqualTo(400);
        assertThat(Platform.read(noToken.body()).get("error").asText()).isEqualTo("invalid_request");
        assertThat(get.statusCode()).isEqualTo(405);
    }

    @Test
    @DisplayName("the metadata names the issuer and every endpoint under it, and the supported methods")
    void metadata() {
        // when
        HttpResponse<String> response = Browser.onShared().get("/.well-known/oauth-authorization-server");
        JsonNode body = Platform.read(response.body());
        // then
        String issuer = body.get("issuer").asText();
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(body.get("authorization_endpoint").asText()).isEqualTo(issuer + "/oauth/authorize");
        assertThat(body.get("token_endpoint").asText()).isEqualTo(issuer + "/oauth/access_token");
        assertThat(body.get("revocation_endpoint").asText()).isEqualTo(issuer + "/oauth/revoke");
        assertThat(body.get("introspection_endpoint").asText()).isEqualTo(issuer + "/oauth/introspect");
        assertThat(body.get("response_types_supported").toString()).isEqualTo("[\"code\",\"token\"]");
        assertThat(body.get("grant_types_supported").toString()).isEqualTo("[\"authorization_code\",\"implicit\"]");
        assertThat(body.get("code_challenge_methods_supported").toString()).isEqualTo("[\"S256\"]");
        assertThat(body.get("scopes_supported").toString()).contains("\"basic\"", "\"public_content\"");
        assertThat(body.get("token_endpoint_auth_methods_supported").toString())
                .contains("client_secret_basic", "client_secret_post", "none");
        assertThat(body.get("authorization_response_iss_parameter_supported").asBoolean())
                .isTrue();
    }
}
