package dev.shutter.adapters.http.servlet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.Surface;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.user.User;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AppCreated;
import jakarta.servlet.Servlet;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The code flow through the servlet on Tomcat 11, over real HTTP under a host's prefix: the browser logs in and
 * consents on the surface's pages, the app exchanges the code, and the token it gets is one Shutter honours.
 */
@DisplayName("Logging in and consenting through the servlet on Tomcat")
class LoggingInOnTomcatTest {

    private static final String CHALLENGE_VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    private static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    @Test
    @DisplayName("log in, allow, exchange the code under /social: the token reads its user")
    void codeFlowUnderAPrefix() throws Exception {
        // given
        Fixtures fixtures = Fixtures.on(new InMemoryStorage());
        User alice = fixtures.user("1001", "alice");
        AppCreated app = fixtures.liveApp("walk-app");
        Surface surface = Surface.builder(fixtures.shutter).build();
        Map<String, Servlet> servlets = Map.of("/social/*", new ShutterServlet(surface));
        try (Served tomcat = Served.tomcat(servlets)) {
            String base = tomcat.origin() + "/social";
            Browser browser = new Browser(base);

            // when: the app sends the browser to the authorization page
            HttpResponse<String> login = browser.get("/oauth/authorize?client_id=walk-app&redirect_uri="
                    + Browser.encode(Fixtures.REDIRECT) + "&response_type=code&scope=basic+comments&state=s1"
                    + "&code_challenge=" + CHALLENGE + "&code_challenge_method=S256");

            // then: a login form posting under the prefix, and a session cookie for the prefix only
            assertThat(login.statusCode()).isEqualTo(200);
            assertThat(login.body()).contains("action=\"" + base + "/oauth/authorize\"");
            assertThat(login.headers().firstValue("Set-Cookie").orElseThrow())
                    .startsWith("__Secure-shutter-session=")
                    .contains("; Path=/social;", "Secure", "HttpOnly", "SameSite=Lax");
            String anonymous = browser.cookie("__Secure-shutter-session");

            // when: the user logs in
            Map<String, String> fields = Browser.hiddenFields(login.body());
            fields.put("username", "alice");
            fields.put("password", Fixtures.PASSWORD);
            HttpResponse<String> loggedIn = browser.form("/oauth/authorize", fields);

            // then: back to the authorization page under the prefix, with a renewed session
            assertThat(loggedIn.statusCode()).as(loggedIn.body()).isEqualTo(303);
            String consentUrl = loggedIn.headers().firstValue("Location").orElseThrow();
            assertThat(consentUrl).startsWith(base + "/oauth/authorize?");
            assertThat(browser.cookie("__Secure-shutter-session")).isNotNull().isNotEqualTo(anonymous);

            // when: the consent page, then allow
            HttpResponse<String> consent = browser.get(consentUrl);
            assertThat(consent.statusCode()).isEqualTo(200);
            assertThat(consent.body()).contains("name=\"decision\" value=\"allow\"");
            Map<String, String> decision = Browser.hiddenFields(consent.body());
            decision.put("decision", "allow");
            HttpResponse<String> allowed = browser.form("/oauth/authorize", decision);

            // then: a redirect to the app with the code, the state and the issuer (the prefix included)
            assertThat(allowed.statusCode()).isEqualTo(302);
            String back = allowed.headers().firstValue("Location").orElseThrow();
            assertThat(back).startsWith(Fixtures.REDIRECT + "?code=");
            assertThat(Fixtures.queryParameter(back, "state")).isEqualTo("s1");
            assertThat(Fixtures.queryParameter(back, "iss")).isEqualTo(base);

            // when: the app exchanges the code at the token endpoint
            Map<String, String> exchange = new LinkedHashMap<>();
            exchange.put("client_id", "walk-app");
            exchange.put("client_secret", app.generatedSecret().get());
            exchange.put("grant_type", "authorization_code");
            exchange.put("redirect_uri", Fixtures.REDIRECT);
            exchange.put("code", Fixtures.queryParameter(back, "code"));
            exchange.put("code_verifier", CHALLENGE_VERIFIER);
            HttpResponse<String> exchanged = new Browser(base).form("/oauth/access_token", exchange);

            // then: a token for alice that Shutter honours
            assertThat(exchanged.statusCode()).as(exchanged.body()).isEqualTo(200);
            assertThat(exchanged.headers().firstValue("Cache-Control")).contains("no-store");
            JsonNode token = Json.MAPPER.readTree(exchanged.body());
            assertThat(token.at("/user/username").asText()).isEqualTo("alice");
            User me = fixtures.shutter
                    .as(token.get("access_token").asText())
                    .users()
                    .me()
                    .join()
                    .either()
                    .get();
            assertThat(me.id()).isEqualTo(alice.id());
        }
    }
}
