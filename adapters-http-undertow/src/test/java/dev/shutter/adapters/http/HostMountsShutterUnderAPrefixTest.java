package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.undertow.UndertowRoute;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.ReadBodyFirst;
import dev.shutter.adapters.http.web.Route;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.domain.user.User;
import dev.shutter.ports.SealingKey;
import dev.shutter.ports.Settings;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AppCreated;
import io.undertow.Handlers;
import io.undertow.Undertow;
import io.undertow.server.HttpHandler;
import io.undertow.util.Headers;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A host's own Undertow, its listener decoding URLs as Undertow does by default, with a route of its own that
 * reads its path decoded, and Shutter mounted beside it under {@code /social}: Shutter reads the path and query
 * as sent and names the mount in what it writes, and the host's route still gets its path decoded.
 */
@DisplayName("A host mounts Shutter's handler under /social on its own Undertow")
class HostMountsShutterUnderAPrefixTest {

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    private static Fixtures fixtures;
    private static Undertow host;
    private static String origin;

    @BeforeAll
    static void start() {
        byte[] key = new byte[32];
        key[0] = 42;
        fixtures = Fixtures.on(new InMemoryStorage(), Settings.defaults().withSealingKey(new SealingKey(key)));
        ShutterHttp http =
                ShutterHttp.builder(fixtures.shutter).mount("/social").build();
        HttpHandler hostsOwn = exchange -> {
            exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/plain; charset=UTF-8");
            exchange.getResponseSender().send("host saw " + exchange.getRelativePath(), StandardCharsets.UTF_8);
        };
        // What the binding hands a route of the surface under the mount, read back as JSON.
        HttpHandler seen = new Mounted(
                "/seen",
                WebAnswer.empty(404),
                new ReadBodyFirst(UndertowRoute.of(Route.nonBlocking(request -> WebAnswer.json(
                                200,
                                Json.object()
                                        .put("path", request.path())
                                        .put("mount", request.mount())
                                        .put("query", request.rawQuery().getOrElse("(none)")))
                        .now()))));
        host = Undertow.builder()
                .addHttpListener(0, "127.0.0.1") // DECODE_URL left as it is: on
                .setHandler(Handlers.path()
                        .addPrefixPath("/host", hostsOwn)
                        .addPrefixPath("/seen", seen)
                        .addPrefixPath("/social", http.handler()))
                .build();
        host.start();
        origin = "http://127.0.0.1:"
                + ((InetSocketAddress) host.getListenerInfo().get(0).getAddress()).getPort();
    }

    @AfterAll
    static void stop() {
        host.stop();
    }

    private static HttpResponse<String> get(String target) throws IOException, InterruptedException {
        return CLIENT.send(
                HttpRequest.newBuilder(URI.create(origin + target)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    @DisplayName("the host's own route still gets its path decoded")
    void hostsRouteDecoded() throws Exception {
        // when
        HttpResponse<String> answer = get("/host/caf%C3%A9");

        // then
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).isEqualTo("host saw /café");
    }

    @Test
    @DisplayName("a route of the surface reads the path and query as sent, the mount taken off")
    void surfaceReadsWhatWasSent() throws Exception {
        // when
        JsonNode seen = Json.MAPPER.readTree(get("/seen/caf%C3%A9?q=%2F+x").body());

        // then
        assertThat(seen.get("path").asText()).isEqualTo("/caf%C3%A9");
        assertThat(seen.get("mount").asText()).isEqualTo("/seen");
        assertThat(seen.get("query").asText()).isEqualTo("q=%2F+x");
    }

    @Test
    @DisplayName("/social/health answers up")
    void health() throws Exception {
        // when
        HttpResponse<String> answer = get("/social/health");

        // then
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(Json.MAPPER.readTree(answer.body()).get("status").asText()).isEqualTo("up");
    }

    @Test
    @DisplayName("the metadata and the OpenAPI document name the mount")
    void documentsNameTheMount() throws Exception {
        // when
        JsonNode metadata = Json.MAPPER.readTree(
                get("/social/.well-known/oauth-authorization-server").body());
        JsonNode openApi = Json.MAPPER.readTree(get("/social/openapi.json").body());

        // then
        assertThat(metadata.get("issuer").asText()).isEqualTo(origin + "/social");
        assertThat(metadata.get("authorization_endpoint").asText()).isEqualTo(origin + "/social/oauth/authorize");
        assertThat(metadata.get("token_endpoint").asText()).isEqualTo(origin + "/social/oauth/access_token");
        assertThat(openApi.at("/servers/0/url").asText()).isEqualTo(origin + "/social");
    }

    @Test
    @DisplayName("the login page posts under the mount, with a session cookie for the mount only")
    void pagesUnderTheMount() throws Exception {
        // given
        fixtures.liveApp("mounted-app");

        // when
        HttpResponse<String> login = get("/social/oauth/authorize?client_id=mounted-app&redirect_uri="
                + URLEncoder.encode(Fixtures.REDIRECT, StandardCharsets.UTF_8) + "&response_type=code&scope=basic");

        // then
        assertThat(login.statusCode()).as(login.body()).isEqualTo(200);
        assertThat(login.body()).contains("action=\"" + origin + "/social/oauth/authorize\"");
        assertThat(login.headers().firstValue("Set-Cookie").orElseThrow())
                .startsWith("__Secure-shutter-session=")
                .contains("; Path=/social;", "Secure", "HttpOnly");
    }

    @Test
    @DisplayName("/social/v1 answers the API, whose pages link under the mount")
    void apiUnderTheMount() throws Exception {
        // given
        User carol = fixtures.user("3003", "carol");
        AppCreated app = fixtures.liveApp("api-app");
        String token = fixtures.token(carol, app, "basic").accessToken();

        // when
        HttpResponse<String> me = get("/social/v1/users/self?access_token=" + token);

        // then
        assertThat(me.statusCode()).as(me.body()).isEqualTo(200);
        assertThat(Json.MAPPER.readTree(me.body()).at("/data/username").asText())
                .isEqualTo("carol");
    }

    @Test
    @DisplayName("a signed request under the mount is signed over its path from /v1, the mount left out")
    void signedUnderTheMount() throws Exception {
        // given
        User dave = fixtures.user("4004", "dave");
        AppCreated signing = fixtures.signingApp("signing-app");
        String token = fixtures.token(dave, signing, "comments").accessToken();
        String secret = signing.generatedSecret().get();
        Map<String, String> parameters = Map.of("access_token", token);

        // when
        HttpResponse<String> right = get("/social/v1/users/self.json?access_token=" + token + "&sig="
                + SignedRequest.sign(secret, "/users/self.json", parameters));
        HttpResponse<String> overTheMount = get("/social/v1/users/self.json?access_token=" + token + "&sig="
                + SignedRequest.sign(secret, "/social/users/self.json", parameters));

        // then
        assertThat(right.statusCode()).as(right.body()).isEqualTo(200);
        assertThat(overTheMount.statusCode()).isEqualTo(403);
        assertThat(overTheMount.body()).contains("Signature does not match");
    }

    @Test
    @DisplayName("a path under the mount that no route takes gets the catalogue's 404, as at the root")
    void notFound() throws Exception {
        // when
        HttpResponse<String> underTheMount = get("/social/nowhere");
        HttpResponse<String> v1AtTheRoot = get("/v1/users/self");

        // then
        assertThat(underTheMount.statusCode()).isEqualTo(404);
        assertThat(Json.MAPPER.readTree(underTheMount.body()).has("meta")).isTrue();
        assertThat(v1AtTheRoot.statusCode()).isEqualTo(404);
        assertThat(v1AtTheRoot.body()).isEmpty();
    }
}
