package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Outages;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TcpProxy;
import dev.shutter.server.support.TestServers;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The database goes away under a running server and comes back: the server answers 503 with {@code
 * Retry-After} in each endpoint's vocabulary, {@code /health} says it is not ready, and it recovers by
 * itself. The database is cut off by a TCP proxy of the test's own, never stopped.
 */
@DisplayName("When PostgreSQL cannot be reached")
@ExtendWith(PostgresAvailable.class)
class StorageOutageOnPostgresTest {

    private static final Pattern HOST_PORT = Pattern.compile("//([^/:?]+)(?::(\\d+))?/");

    private String schema;
    private TcpProxy proxy;
    private RunningServer server;

    @BeforeEach
    void start() {
        PostgresTestDatabase.requireReachable();
        schema = PostgresTestDatabase.createSchema();
        String url = PostgresTestDatabase.urlFor(schema);
        Matcher target = HOST_PORT.matcher(url);
        assertThat(target.find()).as("host and port in the test URL").isTrue();
        proxy = new TcpProxy(target.group(1), target.group(2) == null ? 5432 : Integer.parseInt(target.group(2)));
        String proxied =
                url.substring(0, target.start()) + "//127.0.0.1:" + proxy.port() + "/" + url.substring(target.end());
        server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir())
                        .withStorage(proxied)
                        .withAdminToken(TestServers.ADMIN_TOKEN),
                TestServers.tuning());
    }

    @AfterEach
    void stop() {
        try {
            if (server != null) {
                server.close();
            }
            if (proxy != null) {
                proxy.close();
            }
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("/v1 answers 503 with Retry-After, OAuth temporarily_unavailable, /health not ready; then all recover")
    void outageAndRecovery() throws Exception {
        // given: a token that works
        Platform platform = new Platform(server);
        Platform.User user = platform.user("outage");
        Platform.App app = platform.liveApp();
        String token = platform.token(user, app);
        Browser browser = new Browser(server.baseUrl());
        Api api = new Api(browser);
        assertThat(api.get("/v1/users/self", token).status()).isEqualTo(200);

        // when: the database goes away
        proxy.cut();

        // then
        Api.Answer refused = api.get("/v1/users/self", token);
        Outages.assertServiceUnavailable(refused);
        assertThat(refused.json().toString()).doesNotContainIgnoringCase("sql").doesNotContain("jdbc");

        HttpResponse<String> exchange = browser.form(
                "/oauth/access_token",
                Forms.of(
                        "client_id", app.clientId(),
                        "client_secret", app.secret(),
                        "grant_type", "authorization_code",
                        "redirect_uri", app.redirectUri(),
                        "code", "any-code"));
        assertThat(exchange.statusCode()).as(exchange.body()).isEqualTo(503);
        assertThat(Platform.read(exchange.body()).get("error").asText()).isEqualTo("temporarily_unavailable");
        assertThat(exchange.headers().firstValue("Retry-After")).contains("5");

        Outages.assertNotReady(browser);

        // when: the database returns
        proxy.restore();

        // then: the server recovers by itself
        Outages.assertRecovers(browser, api, token);
        assertThat(api.get("/v1/users/self", token).data().get("username").asText())
                .isEqualTo(user.username());
    }
}
