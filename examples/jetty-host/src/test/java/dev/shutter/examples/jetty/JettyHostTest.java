package dev.shutter.examples.jetty;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.out.Randomness;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("A plain Jetty host serves Shutter under /social beside its own servlet, under its own TLS")
class JettyHostTest {

    private static final String CALLBACK = "https://app.example/cb";
    private static final String PASSWORD = "correct horse";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern HIDDEN =
            Pattern.compile("<input type=\"hidden\" name=\"([^\"]*)\" value=\"([^\"]*)\">");

    @TempDir
    Path directory;

    private InMemoryStorage storage;
    private Shutter shutter;
    private JettyHost host;
    private HttpClient client;
    private String origin;

    @BeforeEach
    void start() throws Exception {
        storage = new InMemoryStorage();
        shutter = Shutter.builder(storage)
                .clock(Instant::now)
                .randomness(Randomness.from(new SecureRandom()))
                .build();
        Path keystore = HostKey.made(directory);
        host = JettyHost.start(shutter, keystore, HostKey.PASSWORD, "127.0.0.1", 0);
        origin = "https://127.0.0.1:" + host.port();
        client = HttpClient.newBuilder()
                .sslContext(HostKey.trusted(keystore))
                .cookieHandler(new CookieManager(null, CookiePolicy.ACCEPT_ALL))
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    @AfterEach
    void stop() {
        host.close();
        storage.close();
    }

    private HttpResponse<String> get(String path) throws Exception {
        return client.send(
                HttpRequest.newBuilder(URI.create(origin + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    @DisplayName("the host's own servlet answers its path, and Shutter's /social/health answers up")
    void hostsServletAndHealth() throws Exception {
        // when
        HttpResponse<String> hello = get("/hello");
        HttpResponse<String> health = get("/social/health");

        // then
        assertThat(hello.statusCode()).isEqualTo(200);
        assertThat(hello.body()).isEqualTo(JettyHost.GREETING);
        assertThat(health.statusCode()).as(health.body()).isEqualTo(200);
        assertThat(JSON.readTree(health.body()).get("status").asText()).isEqualTo("up");
    }

    @Test
    @DisplayName("the authorization server's metadata names the mount in its issuer and endpoints")
    void metadataNamesTheMount() throws Exception {
        // when
        HttpResponse<String> answer = get("/social/.well-known/oauth-authorization-server");

        // then
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        JsonNode metadata = JSON.readTree(answer.body());
        assertThat(metadata.get("issuer").asText()).isEqualTo(origin + "/social");
        assertThat(metadata.get("authorization_endpoint").asText()).isEqualTo(origin + "/social/oauth/authorize");
        assertThat(metadata.get("token_endpoint").asText()).isEqualTo(origin + "/social/oauth/access_token");
    }

    @Test
    @DisplayName("the login page posts under the mount and sets a Secure session cookie for the mount only")
    void loginPageUnderTheMount() throws Exception {
        // given
        AppCreated app = liveApp();

        // when
        HttpResponse<String> login = get("/social/oauth/authorize?client_id="
                + encode(app.client().id().value()) + "&redirect_uri=" + encode(CALLBACK)
                + "&response_type=code&scope=basic&state=st");

        // then
        assertThat(login.statusCode()).as(login.body()).isEqualTo(200);
        assertThat(login.body()).contains("action=\"" + origin + "/social/oauth/authorize\"");
        assertThat(login.headers().firstValue("Set-Cookie").orElseThrow())
                .startsWith("__Secure-shutter-session=")
                .contains("; Path=/social;", "Secure", "HttpOnly");
    }

    @Test
    @DisplayName("Alice authorizes an app on the pages under /social, and the app exchanges the code for her token")
    void codeFlowUnderTheMount() throws Exception {
        // when
        JsonNode grant = tokenOfAlice();

        // then
        assertThat(grant.get("access_token").asText()).isNotBlank();
        assertThat(grant.at("/user/username").asText()).isEqualTo("alice");
    }

    @Test
    @DisplayName("/social/v1/users/self answers the token's user through the servlet")
    void v1ThroughTheServlet() throws Exception {
        // given
        String token = tokenOfAlice().get("access_token").asText();

        // when
        HttpResponse<String> self = get("/social/v1/users/self?access_token=" + encode(token));

        // then
        assertThat(self.statusCode()).as(self.body()).isEqualTo(200);
        assertThat(JSON.readTree(self.body()).at("/data/username").asText()).isEqualTo("alice");
    }

    /** Alice logs in and allows a live app on the pages under the mount; the app exchanges the code. */
    private JsonNode tokenOfAlice() throws Exception {
        shutter.operator()
                .createUser(CreateUserCommand.withLogin(new Username("alice"), PASSWORD)
                        .build())
                .get();
        AppCreated app = liveApp();
        String clientId = app.client().id().value();
        HttpResponse<String> login = get("/social/oauth/authorize?client_id=" + encode(clientId) + "&redirect_uri="
                + encode(CALLBACK) + "&response_type=code&scope=basic&state=st");
        Map<String, String> credentials = hiddenFields(login.body());
        credentials.put("username", "alice");
        credentials.put("password", PASSWORD);
        HttpResponse<String> loggedIn = post("/social/oauth/authorize", credentials);
        assertThat(loggedIn.statusCode()).as(loggedIn.body()).isEqualTo(303);
        String consentPage = loggedIn.headers().firstValue("Location").orElseThrow();
        assertThat(consentPage).startsWith(origin + "/social/oauth/authorize?");
        HttpResponse<String> consent = client.send(
                HttpRequest.newBuilder(URI.create(consentPage)).build(), HttpResponse.BodyHandlers.ofString());
        Map<String, String> decision = hiddenFields(consent.body());
        decision.put("decision", "allow");
        String back = post("/social/oauth/authorize", decision)
                .headers()
                .firstValue("Location")
                .orElseThrow();
        assertThat(back).startsWith(CALLBACK + "?code=").contains("iss=" + encode(origin + "/social"));
        Matcher code = Pattern.compile("code=([^&]+)").matcher(back);
        assertThat(code.find()).isTrue();
        HttpResponse<String> grant = post(
                "/social/oauth/access_token",
                Map.of(
                        "client_id",
                        clientId,
                        "client_secret",
                        app.generatedSecret().get(),
                        "grant_type",
                        "authorization_code",
                        "redirect_uri",
                        CALLBACK,
                        "code",
                        URLDecoder.decode(code.group(1), StandardCharsets.UTF_8)));
        assertThat(grant.statusCode()).as(grant.body()).isEqualTo(200);
        return JSON.readTree(grant.body());
    }

    private HttpResponse<String> post(String path, Map<String, String> fields) throws Exception {
        String form = fields.entrySet().stream()
                .map(field -> encode(field.getKey()) + "=" + encode(field.getValue()))
                .collect(Collectors.joining("&"));
        return client.send(
                HttpRequest.newBuilder(URI.create(origin + path))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString(form))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The hidden fields of a page's form, unescaped. */
    private static Map<String, String> hiddenFields(String html) {
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher hidden = HIDDEN.matcher(html);
        while (hidden.find()) {
            fields.putIfAbsent(unescape(hidden.group(1)), unescape(hidden.group(2)));
        }
        return fields;
    }

    private static String unescape(String html) {
        return html.replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
    }

    private AppCreated liveApp() {
        return shutter.operator()
                .createApp(CreateAppCommand.confidential("Host app", CALLBACK)
                        .live()
                        .scopes(Scope.RELATIONSHIPS)
                        .build())
                .get();
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
