package dev.shutter.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.RunningServer;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Scenario set-up through the operator API, and the browser side of the authorization flows: users,
 * apps and tokens made the way a real operator and a real user would make them.
 */
public final class Platform {

    /** Every test user's password. */
    public static final String PASSWORD = "correct horse battery";

    /** The redirect URI of test apps. */
    public static final String REDIRECT = "https://app.example/cb";

    public static final ObjectMapper JSON = new ObjectMapper();

    private static final AtomicInteger NAMES = new AtomicInteger();

    private final String base;
    private final Browser operator;

    public Platform(RunningServer server) {
        this(server.baseUrl());
    }

    /** The platform of the server at {@code base} (one in another process, say). */
    public Platform(String base) {
        this.base = base;
        this.operator = new Browser(base);
    }

    /** The shared server's platform. */
    public static Platform shared() {
        return new Platform(TestServers.shared());
    }

    /** A new user; the answer holds {@code id} and {@code username}. */
    public User user(String name, boolean isPrivate) {
        String username = name + "_" + NAMES.incrementAndGet();
        ObjectNode body = JSON.createObjectNode()
                .put("username", username)
                .put("password", PASSWORD)
                .put("full_name", name + " Full")
                .put("first_name", name)
                .put("last_name", "Last")
                .put("profile_picture", "https://img.example/" + username + ".jpg")
                .put("is_private", isPrivate);
        JsonNode user = admin("POST", "/admin/users", body, 201);
        return new User(user.get("id").asText(), username);
    }

    /** A public user. */
    public User user(String name) {
        return user(name, false);
    }

    /** A media of {@code owner}; its id. */
    public String media(User owner) {
        return admin("POST", "/admin/media", JSON.createObjectNode().put("owner", owner.id()), 201)
                .get("id")
                .asText();
    }

    /** A Live confidential app approved for every scope, with the comment-write grant and the implicit flow. */
    public App liveApp() {
        ObjectNode body = JSON.createObjectNode().put("name", "Test <App> & Co").put("mode", "live");
        body.putArray("redirect_uris").add(REDIRECT);
        body.putArray("approved_scopes")
                .add("basic")
                .add("comments")
                .add("relationships")
                .add("likes")
                .add("follower_list")
                .add("public_content");
        body.put("comment_write", true).put("implicit", true);
        return app(body);
    }

    /** An app from a JSON body of {@code POST /admin/apps}. */
    public App app(ObjectNode body) {
        JsonNode app = admin("POST", "/admin/apps", body, 201);
        return new App(
                app.get("client_id").asText(),
                app.has("client_secret") ? app.get("client_secret").asText() : null,
                app.get("redirect_uris").get(0).asText());
    }

    /** A token of {@code user} for {@code app} with {@code scope}, through the whole code flow. */
    public String token(User user, App app, String scope) {
        return exchange(app, code(new Browser(base), user, app, scope));
    }

    /** Exchanges {@code code} of {@code app} at the token endpoint; the access token. */
    public String exchange(App app, String code) {
        HttpResponse<String> response = exchangeAnswer(app, code);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return read(response.body()).get("access_token").asText();
    }

    /** The token endpoint's answer to an exchange of {@code code} by {@code app}, whatever it is. */
    public HttpResponse<String> exchangeAnswer(App app, String code) {
        return new Browser(base)
                .form(
                        "/oauth/access_token",
                        Forms.of(
                                "client_id", app.clientId(),
                                "client_secret", app.secret(),
                                "grant_type", "authorization_code",
                                "redirect_uri", app.redirectUri(),
                                "code", code));
    }

    /** A token with the comments and relationships scopes. */
    public String token(User user, App app) {
        return token(user, app, "comments relationships");
    }

    /** A code for {@code user}: authorize, log in, consent, allow. */
    public String code(Browser browser, User user, App app, String scope) {
        String location = allow(browser, user, authorizeUrl(app, "code", scope, "st"));
        return Forms.parametersOf(location).get("code");
    }

    /** Goes through login and consent from {@code authorizeUrl}; the Location of the final redirect. */
    public static String allow(Browser browser, User user, String authorizeUrl) {
        return decide(browser, user, authorizeUrl, "allow");
    }

    /** Logs in and presses {@code decision}; the Location of the final redirect. */
    public static String decide(Browser browser, User user, String authorizeUrl, String decision) {
        HttpResponse<String> consent = logIn(browser, user, authorizeUrl);
        assertThat(consent.statusCode()).as(consent.body()).isEqualTo(200);
        Map<String, String> fields = Browser.hiddenFields(consent.body());
        fields.put("decision", decision);
        HttpResponse<String> done = browser.form("/oauth/authorize", fields);
        assertThat(done.statusCode()).as(done.body()).isEqualTo(302);
        return done.headers().firstValue("Location").orElseThrow();
    }

    /** Logs in on the manage-access page; the revocation form's fields of its first app. */
    public static Map<String, String> revokeFormOfAccessPage(Browser browser, User user) {
        Map<String, String> login =
                Browser.hiddenFields(browser.get("/oauth/access").body());
        login.put("username", user.username());
        login.put("password", PASSWORD);
        assertThat(browser.form("/oauth/access", login).statusCode()).isEqualTo(303);
        return Browser.hiddenFields(browser.get("/oauth/access").body());
    }

    /** Opens the authorize URL, logs in, and follows to the consent page. */
    public static HttpResponse<String> logIn(Browser browser, User user, String authorizeUrl) {
        HttpResponse<String> login = browser.get(authorizeUrl);
        assertThat(login.statusCode()).as(login.body()).isEqualTo(200);
        assertThat(login.body()).contains("name=\"password\"");
        Map<String, String> fields = Browser.hiddenFields(login.body());
        fields.put("username", user.username());
        fields.put("password", PASSWORD);
        HttpResponse<String> loggedIn = browser.form("/oauth/authorize", fields);
        assertThat(loggedIn.statusCode()).as(loggedIn.body()).isEqualTo(303);
        return browser.get(loggedIn.headers().firstValue("Location").orElseThrow());
    }

    /** The authorize URL of {@code app} for its registered redirect URI. */
    public static String authorizeUrl(App app, String responseType, String scope, String state) {
        return "/oauth/authorize/?client_id=" + Forms.enc(app.clientId()) + "&redirect_uri="
                + Forms.enc(app.redirectUri()) + "&response_type=" + responseType + "&scope=" + Forms.enc(scope)
                + "&state=" + Forms.enc(state);
    }

    /** An operator request that must answer {@code status}; its JSON. */
    public JsonNode admin(String method, String path, JsonNode body, int status) {
        HttpResponse<String> response = adminCall(method, path, body);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        return read(response.body());
    }

    /** An operator request, whatever it answers. */
    public HttpResponse<String> adminCall(String method, String path, JsonNode body) {
        return operator.send(
                method,
                path,
                "application/json",
                body == null ? "" : body.toString(),
                "Authorization",
                "Bearer " + TestServers.ADMIN_TOKEN);
    }

    /** Sets the app's sandbox users. */
    public void sandboxUsers(App app, List<User> users) {
        ObjectNode body = JSON.createObjectNode();
        users.forEach(u -> body.withArray("sandbox_users").add(u.id()));
        if (users.isEmpty()) {
            body.putArray("sandbox_users");
        }
        admin("PUT", "/admin/apps/" + app.clientId() + "/sandbox-users", body, 200);
    }

    /** JSON text read as a tree. */
    public static JsonNode read(String json) {
        try {
            return JSON.readTree(json);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A user made in a test. */
    public record User(String id, String username) {}

    /** An app made in a test; {@code secret} null for a public one. */
    public record App(String clientId, String secret, String redirectUri) {}
}
