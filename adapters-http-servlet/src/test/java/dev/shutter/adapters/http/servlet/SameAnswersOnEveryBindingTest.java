package dev.shutter.adapters.http.servlet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.adapters.http.Surface;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.contract.Fixtures;
import jakarta.servlet.Servlet;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The routes on the surface's model answer alike on every binding: the servlet on Tomcat 11 and on Jetty 12.1,
 * at the context's root and under a prefix, gives each request the very answer the bundled Undertow binding
 * gives (the seed of one HTTP suite for every binding). The servers compared are {@link #servers}'s, which a test
 * of another host extends (the starter's {@code SameAnswersInBootTest}).
 */
@DisplayName("The same answers on every binding")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SameAnswersOnEveryBindingTest {

    /** The operator's token of every server compared. */
    static final String TOKEN = "an-admin-token-long-enough";

    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final String APP = "same-app";
    private static final String FORM = "application/x-www-form-urlencoded";
    private static final String AUTHORIZE = "/oauth/authorize?client_id=" + APP + "&redirect_uri="
            + Browser.encode(Fixtures.REDIRECT) + "&response_type=code&scope=basic&state=s1"
            + "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256";

    private Served undertow;
    private Map<String, Served> servers;

    @BeforeAll
    void start() {
        Fixtures fixtures = Fixtures.on(new InMemoryStorage());
        fixtures.liveApp(APP);
        Shutter shutter = fixtures.shutter;
        undertow = Served.undertow(
                ShutterHttp.builder(shutter).adminToken(TOKEN).build().handler());
        servers = servers(shutter);
    }

    /**
     * The servers compared with the Undertow binding, by name, each serving {@code shutter} with the operator's
     * {@link #TOKEN} at {@link #mounts}.
     */
    Map<String, Served> servers(Shutter shutter) {
        Surface surface = Surface.builder(shutter).adminToken(TOKEN).build();
        return Map.of("Tomcat", Served.tomcat(mounted(surface)), "Jetty", Served.jetty(mounted(surface)));
    }

    /** The requests of {@link #requests} (by their {@code toString}) that {@link #servers} are not asked. */
    Set<String> notAsked() {
        return Set.of();
    }

    /** {@code surface} at the context's root and under {@code /social}. */
    static Map<String, Servlet> mounted(Surface surface) {
        Map<String, Servlet> servlets = new LinkedHashMap<>();
        servlets.put("/*", new ShutterServlet(surface));
        servlets.put("/social/*", new ShutterServlet(surface));
        return servlets;
    }

    @AfterAll
    void stop() {
        Stream.concat(Stream.of(undertow), servers.values().stream()).forEach(Served::close);
    }

    /** A request: method, path from the surface's root, header fields, body. */
    record Sent(String method, String path, Map<String, String> headers, String body) {

        static Sent get(String path, String... headers) {
            return new Sent("GET", path, fields(headers), "");
        }

        static Sent post(String path, String body, String... headers) {
            return new Sent("POST", path, fields(headers), body);
        }

        private static Map<String, String> fields(String... pairs) {
            Map<String, String> fields = new LinkedHashMap<>();
            for (int i = 0; i < pairs.length; i += 2) {
                fields.put(pairs[i], pairs[i + 1]);
            }
            return fields;
        }

        @Override
        public String toString() {
            return method + " " + path + (headers.isEmpty() ? "" : " " + headers.keySet());
        }
    }

    static List<Sent> requests() {
        String bearer = "Bearer " + TOKEN;
        String big = "x".repeat(20 * 1024);
        return List.of(
                Sent.get("/health"),
                Sent.get("/openapi.json"),
                Sent.get("/.well-known/oauth-authorization-server"),
                Sent.post("/.well-known/oauth-authorization-server", ""),
                Sent.get("/nowhere/a%20b"),
                Sent.get("/admin/apps"),
                Sent.get("/admin/apps", "Authorization", bearer),
                Sent.get("/admin/no%20such/a%2Bb", "Authorization", bearer),
                Sent.post("/admin/users", "{}", "Authorization", bearer, "Content-Type", "application/json"),
                Sent.post("/admin/users", "{}", "Authorization", bearer, "Content-Type", "text/plain"),
                Sent.get("/health", "X-Pad", big),
                Sent.get("/admin/apps", "Authorization", bearer, "X-Pad", big),
                Sent.get(AUTHORIZE),
                Sent.get("/oauth/authorize/?client_id=nobody"),
                Sent.post("/oauth/authorize", "client_id=" + APP + "&csrf_token=forged", "Content-Type", FORM),
                Sent.get("/oauth/access_token"),
                Sent.post("/oauth/access_token", "", "Content-Type", FORM),
                Sent.post("/oauth/access_token/", "grant_type=authorization_code&code=x", "Content-Type", FORM),
                Sent.post("/oauth/revoke", "token=abc", "Content-Type", FORM),
                Sent.post("/oauth/introspect", "token=abc", "Content-Type", FORM),
                Sent.post("/oauth/introspect", "token=abc", "Content-Type", FORM, "Authorization", "Basic eDp5"),
                Sent.get("/oauth/access"),
                Sent.post("/oauth/logout", "csrf_token=forged", "Content-Type", FORM),
                Sent.get("/oauth/nowhere"),
                Sent.post("/oauth/access_token", "", "Content-Type", FORM, "X-Pad", big),
                Sent.get(AUTHORIZE, "X-Pad", big));
    }

    Stream<Arguments> bindings() {
        Set<String> notAsked = notAsked();
        return mounts().flatMap(binding -> requests().stream()
                .filter(sent -> !notAsked.contains(sent.toString()))
                .map(sent -> Arguments.of(binding.get()[0], binding.get()[1], sent)));
    }

    private Served server(String name) {
        return servers.get(name);
    }

    static Answer send(Served served, String mount, Sent sent) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(served.origin() + mount + sent.path()))
                .method(
                        sent.method(),
                        sent.body().isEmpty()
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofString(sent.body()));
        sent.headers().forEach(request::header);
        HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return Answer.of(response, served.origin() + mount);
    }

    @ParameterizedTest(name = "{0} at \"{1}\": {2}")
    @MethodSource("bindings")
    @DisplayName("the servlet answers as the Undertow binding does")
    void sameAnswer(String container, String mount, Sent sent) throws Exception {
        // given
        Answer expected = send(undertow, "", sent);

        // when
        Answer answer = send(server(container), mount, sent);

        // then
        assertThat(answer).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} at \"{1}\"")
    @MethodSource("mounts")
    @DisplayName("the answers are the surface's own: its health, its base URL, the catalogue's 404, the raw path")
    void answersOfTheSurface(String container, String mount) throws Exception {
        Served served = server(container);

        // when
        Answer health = send(served, mount, Sent.get("/health"));
        Answer metadata = send(served, mount, Sent.get("/.well-known/oauth-authorization-server"));
        Answer openApi = send(served, mount, Sent.get("/openapi.json"));
        Answer nowhere = send(served, mount, Sent.get("/nowhere"));
        Answer unknown = send(served, mount, Sent.get("/admin/no%20such", "Authorization", "Bearer " + TOKEN));

        // then
        assertThat(health.status()).isEqualTo(200);
        assertThat(Json.MAPPER.readTree(health.body()))
                .isEqualTo(Json.object().put("status", "up").put("storage", "up"));
        assertThat(Json.MAPPER.readTree(metadata.body()).get("issuer").asText()).isEqualTo("{base}");
        assertThat(Json.MAPPER.readTree(metadata.body()).get("token_endpoint").asText())
                .isEqualTo("{base}/oauth/access_token");
        assertThat(Json.MAPPER.readTree(openApi.body()).at("/servers/0/url").asText())
                .isEqualTo("{base}");
        assertThat(nowhere.status()).isEqualTo(404);
        assertThat(Json.MAPPER.readTree(nowhere.body()).at("/meta/error_type").asText())
                .isEqualTo("APINotFoundError");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(Json.MAPPER.readTree(unknown.body()).get("error").asText())
                .isEqualTo("no such operator endpoint: GET /admin/no%20such");
    }

    @ParameterizedTest(name = "{0} at \"{1}\"")
    @MethodSource("mounts")
    @DisplayName("a wrong password is refused with the same login page, its form posting under the mount")
    void wrongPassword(String container, String mount) throws Exception {
        // given: a user name of this case's own, so that its failures are counted apart from the others'
        String username = "nobody-" + container + mount.replace("/", "-");

        // when
        Answer expected = loginWith(undertow.origin(), username);
        Answer answer = loginWith(server(container).origin() + mount, username);

        // then
        assertThat(answer.status()).isEqualTo(401);
        assertThat(answer.body()).contains("action=\"{base}/oauth/authorize\"");
        assertThat(answer).isEqualTo(expected);
    }

    private static Answer loginWith(String base, String username) throws Exception {
        Browser browser = new Browser(base);
        Map<String, String> fields = Browser.hiddenFields(browser.get(AUTHORIZE).body());
        fields.put("username", username);
        fields.put("password", "not the password");
        return Answer.of(browser.form("/oauth/authorize", fields), base);
    }

    @ParameterizedTest(name = "{0} at \"{1}\"")
    @MethodSource("mounts")
    @DisplayName("the pages' session cookie is the host's at the root, and the mount's under a prefix")
    void sessionCookieOfTheMount(String container, String mount) throws Exception {
        // when
        HttpResponse<String> page = new Browser(server(container).origin() + mount).get(AUTHORIZE);

        // then
        String cookie = page.headers().firstValue("Set-Cookie").orElseThrow();
        if (mount.isEmpty()) {
            assertThat(cookie).startsWith("__Host-shutter-session=").contains("; Path=/;");
        } else {
            assertThat(cookie).startsWith("__Secure-shutter-session=").contains("; Path=" + mount + ";");
        }
        assertThat(cookie).endsWith("; Secure; HttpOnly; SameSite=Lax");
    }

    /** The names of {@link #servers} and the mounts at which each serves the surface. */
    Stream<Arguments> mounts() {
        return containerMounts();
    }

    /** Tomcat and Jetty, each at the root and under {@code /social}. */
    static Stream<Arguments> containerMounts() {
        return Stream.of(
                Arguments.of("Tomcat", ""),
                Arguments.of("Tomcat", "/social"),
                Arguments.of("Jetty", ""),
                Arguments.of("Jetty", "/social"));
    }
}
