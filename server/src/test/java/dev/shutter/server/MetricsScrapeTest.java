package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.TestServers;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Prometheus scrape of {@code --metrics-port}: request, domain, pool, JVM and process metrics. */
class MetricsScrapeTest {

    private RunningServer server;

    @BeforeEach
    void start() {
        Path data = TestServers.freshDataDir();
        server = RunningServer.start(
                ServerOptions.forTests(data)
                        .withStorage("h2:" + data.resolve("db"))
                        .withAdminToken(TestServers.ADMIN_TOKEN)
                        .withHttpPort(0)
                        .withRateLimits(new RateLimits(500, 3, 30, 60))
                        .withOperations(OperationsOptions.defaults()
                                .withHousekeepingInterval(io.vavr.control.Option.none())
                                .withMetricsPort(0)),
                TestServers.tuning());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    @DisplayName("a scrape after a code flow, a follow and a refused request shows each, by route template")
    void scrape() throws Exception {
        // given
        Platform platform = new Platform(server);
        Platform.User alice = platform.user("metered");
        Platform.User bob = platform.user("followed");
        Platform.App app = platform.liveApp();
        String token = platform.token(alice, app);
        Api api = new Api(new Browser(server.baseUrl()));

        // when: a follow, then reads until the live limit of 3 requests refuses one
        assertThat(api.post("/v1/users/" + bob.id() + "/relationship", token, "action", "follow")
                        .status())
                .isEqualTo(200);
        assertThat(api.get("/v1/users/self", token).status()).isEqualTo(200);
        assertThat(api.get("/v1/users/self", token).status()).isEqualTo(200);
        assertThat(api.get("/v1/users/self", token).status()).isEqualTo(429);
        String scrape = scrape("/metrics");

        // then
        assertThat(value(
                        scrape,
                        "http_server_requests_seconds_count{method=\"GET\",status=\"200\",uri=\"/v1/users/self\"}"))
                .isEqualTo(2);
        assertThat(
                        value(
                                scrape,
                                "http_server_requests_seconds_count{method=\"POST\",status=\"200\",uri=\"/v1/users/{id}/relationship\"}"))
                .isEqualTo(1);
        assertThat(scrape)
                .contains(
                        "http_server_requests_seconds_bucket{method=\"GET\",status=\"429\",uri=\"/v1/users/self\",le=");
        assertThat(scrape).doesNotContain("uri=\"/v1/users/" + bob.id());
        assertThat(value(scrape, "shutter_codes_issued_total")).isEqualTo(1);
        assertThat(value(scrape, "shutter_codes_exchanged_total")).isEqualTo(1);
        assertThat(value(scrape, "shutter_tokens_issued_total{grant=\"code\"}")).isEqualTo(1);
        assertThat(value(scrape, "shutter_relationship_actions_total{action=\"follow\"}"))
                .isEqualTo(1);
        assertThat(value(scrape, "shutter_rate_limit_refusals_total{class=\"all\"}"))
                .isEqualTo(1);
        assertThat(scrape).containsPattern("hikaricp_connections_active\\{pool=\"shutter-h2\"}");
        assertThat(scrape).contains("jvm_memory_used_bytes{", "process_uptime_seconds", "jvm_threads_live_threads");
    }

    @Test
    @DisplayName("tokens revoked are counted by every cause: client, user, plain HTTP, operator and replayed code")
    void revocationsByCause() throws Exception {
        // given
        Platform platform = new Platform(server);
        Platform.User alice = platform.user("revoker");
        Platform.App app = platform.liveApp();
        Browser browser = new Browser(server.baseUrl());

        // when: a code used twice
        String code = platform.code(browser, alice, app, "basic");
        platform.exchange(app, code);
        HttpResponse<String> replay = platform.exchangeAnswer(app, code);
        // and: the operator revokes alice's tokens, then the app's
        platform.token(alice, app);
        platform.admin("POST", "/admin/users/" + alice.id() + "/revoke-tokens", null, 200);
        platform.admin("POST", "/admin/apps/" + app.clientId() + "/revoke-tokens", null, 200);
        // and: an unknown user, refused, revokes nothing
        assertThat(platform.adminCall("POST", "/admin/users/999999/revoke-tokens", null)
                        .statusCode())
                .isBetween(400, 499);
        // and: the app revokes a token through RFC 7009
        String token = platform.token(alice, app);
        assertThat(browser.form(
                                "/oauth/revoke",
                                Forms.of("client_id", app.clientId(), "client_secret", app.secret(), "token", token))
                        .statusCode())
                .isEqualTo(200);
        // and: the user revokes the app on the manage-access page
        platform.token(alice, app);
        Map<String, String> revokeApp = Platform.revokeFormOfAccessPage(browser, alice);
        assertThat(revokeApp).containsEntry("client_id", app.clientId());
        assertThat(browser.form("/oauth/access", revokeApp).statusCode()).isEqualTo(303);
        // and: a token is sent over plain HTTP
        String exposed = platform.token(alice, app);
        RawHttps.send(
                server.httpPort().get(),
                false,
                "GET /v1/users/self HTTP/1.1\r\nAuthorization: Bearer " + exposed,
                null,
                null);
        String scrape = scrape("/metrics");

        // then
        assertThat(replay.statusCode()).isEqualTo(400);
        assertThat(replay.body()).contains("invalid_grant");
        assertThat(value(scrape, "shutter_tokens_revoked_total{cause=\"replayed_code\"}"))
                .isEqualTo(1);
        assertThat(value(scrape, "shutter_tokens_revoked_total{cause=\"operator\"}"))
                .isEqualTo(2);
        assertThat(value(scrape, "shutter_tokens_revoked_total{cause=\"client\"}"))
                .isEqualTo(1);
        assertThat(value(scrape, "shutter_tokens_revoked_total{cause=\"user\"}"))
                .isEqualTo(1);
        assertThat(value(scrape, "shutter_tokens_revoked_total{cause=\"exposed\"}"))
                .isEqualTo(1);
    }

    @Test
    @DisplayName("a token of the implicit flow, a comment posted and a wrong password are each counted")
    void implicitCommentAndLogin() throws Exception {
        // given
        Platform platform = new Platform(server);
        Platform.User alice = platform.user("commenter");
        Platform.App app = platform.liveApp();
        String media = platform.media(alice);

        // when: a token through the implicit flow
        String location = Platform.allow(
                new Browser(server.baseUrl()), alice, Platform.authorizeUrl(app, "token", "comments", "st"));
        String token = Forms.parametersOf(location).get("access_token");
        // and: a comment with it
        assertThat(new Api(new Browser(server.baseUrl()))
                        .post("/v1/media/" + media + "/comments", token, "text", "Nice")
                        .status())
                .isEqualTo(200);
        // and: a login with a wrong password
        Browser browser = new Browser(server.baseUrl());
        HttpResponse<String> login = browser.get(Platform.authorizeUrl(app, "code", "basic", "st"));
        Map<String, String> fields = Browser.hiddenFields(login.body());
        fields.put("username", alice.username());
        fields.put("password", "not the password");
        assertThat(browser.form("/oauth/authorize", fields).statusCode()).isNotEqualTo(303);
        String scrape = scrape("/metrics");

        // then
        assertThat(token).isNotBlank();
        assertThat(value(scrape, "shutter_tokens_issued_total{grant=\"implicit\"}"))
                .isEqualTo(1);
        assertThat(value(scrape, "shutter_comments_posted_total")).isEqualTo(1);
        assertThat(value(scrape, "shutter_logins_failed_total")).isEqualTo(1);
        assertThat(scrape).doesNotContain("shutter_codes_issued_total");
    }

    @Test
    @DisplayName("the metrics listener answers only GET /metrics, and the API's listener has no /metrics")
    void onlyMetrics() throws Exception {
        HttpResponse<String> other = get("/v1/users/self");

        assertThat(other.statusCode()).isEqualTo(404);
        assertThat(new Browser(server.baseUrl()).get("/metrics").statusCode()).isEqualTo(404);
    }

    private String scrape(String path) throws Exception {
        HttpResponse<String> response = get(path);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/plain; version=0.0.4"));
        return response.body();
    }

    private HttpResponse<String> get(String path) throws Exception {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                                        + server.metricsPort().get() + path))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }

    private static double value(String scrape, String series) {
        Matcher line = Pattern.compile("(?m)^" + Pattern.quote(series) + " ([0-9.E+-]+)$")
                .matcher(scrape);
        assertThat(line.find()).as(series + " in\n" + scrape).isTrue();
        return Double.parseDouble(line.group(1));
    }
}
