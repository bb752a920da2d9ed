package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.adapters.bcrypt.BcryptPasswordHashing;
import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.StorageThreads;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import io.undertow.Handlers;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import io.undertow.server.HttpHandler;
import io.undertow.util.Headers;
import java.net.InetSocketAddress;
import java.net.http.HttpResponse;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A host runs its own Undertow server with its own TLS and its own route, and mounts Shutter's handlers
 * from {@link ShutterHttp} beside it: the code flow, the API and the operator API work through the host's
 * server, and the host's paths stay the host's.
 */
class HostMountsTheHandlersTest {

    private static final String HOST_GREETING = "hello from the host";

    private Undertow host;

    @AfterEach
    void stop() {
        if (host != null) {
            host.stop();
        }
    }

    @Test
    @DisplayName("a host mounts /v1, /oauth, /admin and /health at their prefixes beside its own route")
    void mountedAtPrefixes() {
        // given: the host's server with Shutter's handlers mounted one by one
        ShutterHttp http = handlers();
        String base = startHost(hostRoute -> Handlers.path()
                .addExactPath("/hello", hostRoute)
                .addPrefixPath(ShutterHttp.API_PREFIX, http.api())
                .addPrefixPath(ShutterHttp.OAUTH_PREFIX, http.oauth())
                .addPrefixPath(ShutterHttp.OPERATOR_PREFIX, http.operator())
                .addExactPath(ShutterHttp.HEALTH_PATH, http.health()));
        Platform platform = new Platform(base);
        Platform.User alice = platform.user("alice");
        Platform.User bob = platform.user("bob");
        Platform.App app = platform.liveApp();

        // when: alice authorizes the app through the host, and the app has her follow bob
        String token = platform.token(alice, app);
        Api api = new Api(new Browser(base));
        Api.Answer follow = api.post("/v1/users/" + bob.id() + "/relationship", token, "action", "follow");
        Api.Answer self = api.get("/v1/users/self", token);

        // then
        assertThat(follow.status()).as(follow.json().toString()).isEqualTo(200);
        assertThat(follow.data().get("outgoing_status").asText()).isEqualTo("follows");
        assertThat(self.data().get("id").asText()).isEqualTo(alice.id());
        assertThat(new Browser(base).get("/health").body()).contains("\"status\":\"up\"");
        // and the host's own route, and its own 404 for a path nobody mounted
        assertThat(new Browser(base).get("/hello").body()).isEqualTo(HOST_GREETING);
        assertThat(new Browser(base).get("/elsewhere").statusCode()).isEqualTo(404);
    }

    @Test
    @DisplayName("a host mounts the one routed handler as the fallback of its own routes")
    void mountedAsFallback() {
        // given
        ShutterHttp http = handlers();
        String base = startHost(hostRoute -> Handlers.path(http.handler()).addExactPath("/hello", hostRoute));
        Platform platform = new Platform(base);
        Platform.User carol = platform.user("carol");
        Platform.App app = platform.liveApp();

        // when
        String token = platform.token(carol, app, "relationships");
        Api.Answer self = new Api(new Browser(base)).get("/v1/users/self", token);
        HttpResponse<String> hello = new Browser(base).get("/hello");
        HttpResponse<String> unknown = new Browser(base).get("/nowhere");

        // then: Shutter answers its paths, the host its own, and Shutter's catalogue any other
        assertThat(self.status()).isEqualTo(200);
        assertThat(self.data().get("username").asText()).isEqualTo(carol.username());
        assertThat(hello.body()).isEqualTo(HOST_GREETING);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(Platform.read(unknown.body()).get("meta").get("error_type").asText())
                .isEqualTo("APINotFoundError");
    }

    @Test
    @DisplayName("without an admin token the operator API does not exist on the host")
    void noAdminToken() {
        // given
        ShutterHttp http = ShutterHttp.builder(shutter()).build();
        String base = startHost(hostRoute -> Handlers.path(http.handler()));

        // when
        HttpResponse<String> users = new Browser(base)
                .post("/admin/users", "application/json", "{}", "Authorization", "Bearer " + TestServers.ADMIN_TOKEN);

        // then
        assertThat(users.statusCode()).isEqualTo(404);
    }

    @Test
    @DisplayName("the options are checked when set, with a sentence that names the option")
    void badOptions() {
        ShutterHttp.Builder builder = ShutterHttp.builder(shutter());

        assertThatThrownBy(() -> builder.adminToken("short"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the admin token must be at least 16 characters");
        assertThatThrownBy(() -> builder.publicUrl("photos.example/x?y=1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("public URL");
        assertThatThrownBy(() -> ShutterHttp.builder(null)).isInstanceOf(NullPointerException.class);
    }

    private static ShutterHttp handlers() {
        return ShutterHttp.builder(shutter())
                .adminToken(TestServers.ADMIN_TOKEN)
                .storageThreads(StorageThreads.inMemory())
                .build();
    }

    private static Shutter shutter() {
        Randomness randomness = Randomness.from(new Random(12));
        return Shutter.builder(new InMemoryStorage())
                .clock(TestServers.CLOCK)
                .randomness(randomness)
                .passwordHashing(new BcryptPasswordHashing(4, randomness))
                .build();
    }

    /** The host's server: its TLS (the tests' keystore), raw URLs, and its routes around {@code hostRoute}. */
    private String startHost(Function<HttpHandler, HttpHandler> routes) {
        HttpHandler hostRoute = exchange -> {
            exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/plain");
            exchange.getResponseSender().send(HOST_GREETING);
        };
        var keystore = TestServers.freshDataDir();
        host = Undertow.builder()
                .setServerOption(UndertowOptions.ENABLE_HTTP2, true)
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .addHttpsListener(
                        0,
                        "127.0.0.1",
                        Keystores.load(
                                keystore.resolve(Keystores.KEYSTORE_FILE),
                                Keystores.password(keystore.resolve(Keystores.PASSWORD_FILE))))
                .setHandler(routes.apply(hostRoute))
                .build();
        host.start();
        int port = ((InetSocketAddress) host.getListenerInfo().get(0).getAddress()).getPort();
        return "https://localhost:" + port;
    }
}
