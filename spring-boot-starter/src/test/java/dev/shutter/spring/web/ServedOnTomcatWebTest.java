package dev.shutter.spring.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.spring.Tokens;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The starter's servlet in a Boot application on Tomcat, over real HTTP, beside the application's controller. */
@SpringBootTest(
        classes = WebHostApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "shutter.storage=memory",
            "shutter.admin-token=" + ServedOnTomcatWebTest.ADMIN_TOKEN,
            "spring.autoconfigure.exclude="
                    + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
                    + "org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration"
        })
@DisplayName("The surface served by the starter on Tomcat")
class ServedOnTomcatWebTest {

    static final String ADMIN_TOKEN = "an-admin-token-of-the-host-0123";
    private static final String CALLBACK = "https://host.example/cb";
    private static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    @LocalServerPort
    private int port;

    @Autowired
    private Shutter shutter;

    private final HttpClient http = HttpClient.newHttpClient();

    private String base() {
        return "http://localhost:" + port;
    }

    private HttpResponse<String> get(String path, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base() + path));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return http.send(request.GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    @DisplayName("/oauth/authorize answers the login page")
    void loginPage() throws Exception {
        // given a live app
        String clientId = shutter.operator()
                .createApp(CreateAppCommand.confidential("Host app", CALLBACK)
                        .live()
                        .scopes(Scope.RELATIONSHIPS)
                        .build())
                .get()
                .client()
                .id()
                .value();

        // when its user's browser is sent to the authorization page
        HttpResponse<String> login = get("/oauth/authorize?client_id=" + clientId + "&redirect_uri="
                + URLEncoder.encode(CALLBACK, StandardCharsets.UTF_8)
                + "&response_type=code&scope=relationships&state=s1&code_challenge=" + CHALLENGE
                + "&code_challenge_method=S256");

        // then the login form, posting back to the same path at the application's root
        assertThat(login.statusCode()).isEqualTo(200);
        assertThat(login.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/html");
        assertThat(login.body()).contains("action=\"" + base() + "/oauth/authorize\"");
    }

    @Test
    @DisplayName("the metadata names the application's base URL as the issuer")
    void metadata() throws Exception {
        HttpResponse<String> metadata = get("/.well-known/oauth-authorization-server");

        assertThat(metadata.statusCode()).isEqualTo(200);
        String issuer = JsonPath.read(metadata.body(), "$.issuer");
        assertThat(issuer).isEqualTo(base());
    }

    @Test
    @DisplayName("/admin answers 401 without the token and the app with it")
    void admin() throws Exception {
        String clientId = shutter.operator()
                .createApp(CreateAppCommand.confidential("Admin's app", CALLBACK)
                        .live()
                        .build())
                .get()
                .client()
                .id()
                .value();

        HttpResponse<String> anonymous = get("/admin/apps/" + clientId);
        HttpResponse<String> wrong =
                get("/admin/apps/" + clientId, "Authorization", "Bearer not-the-admin-token-at-all");
        HttpResponse<String> operator = get("/admin/apps/" + clientId, "Authorization", "Bearer " + ADMIN_TOKEN);

        assertThat(anonymous.statusCode()).isEqualTo(401);
        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThat(operator.statusCode()).isEqualTo(200);
        assertThat(operator.body()).contains(clientId);
    }

    @Test
    @DisplayName(
            "/v1 answers with a token made through the application's Shutter, and the host's own /hello still answers")
    void v1AndTheHost() throws Exception {
        // given Alice follows Bob, with a token of hers made through the starter's Shutter
        Tokens.Follow follow = Tokens.aliceFollowsBob(shutter);

        // when she asks for the relationship over HTTP, and for a path the API does not have
        HttpResponse<String> relationship = get("/v1/users/" + follow.bob().id().value() + "/relationship?access_token="
                + URLEncoder.encode(follow.token(), StandardCharsets.UTF_8));
        HttpResponse<String> nowhere = get("/v1/nowhere");
        HttpResponse<String> hello = get("/hello");

        // then the API's envelope, with her rate budget, and the catalogue's 404 elsewhere
        assertThat(relationship.statusCode()).isEqualTo(200);
        assertThat(relationship.headers().firstValue("Content-Type").orElseThrow())
                .startsWith("application/json");
        assertThat((Integer) JsonPath.read(relationship.body(), "$.meta.code")).isEqualTo(200);
        assertThat((String) JsonPath.read(relationship.body(), "$.data.outgoing_status"))
                .isEqualTo("follows");
        assertThat(relationship.headers().firstValue("X-Ratelimit-Limit")).isPresent();
        assertThat(nowhere.statusCode()).isEqualTo(404);
        assertThat((String) JsonPath.read(nowhere.body(), "$.meta.error_type")).isEqualTo("APINotFoundError");
        assertThat(hello.statusCode()).isEqualTo(200);
        assertThat(hello.body()).isEqualTo("hello from the host");
    }
}
