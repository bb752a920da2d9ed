package dev.shutter.spring.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import dev.shutter.adapters.jdbc.TestCertificates;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.testsupport.BrowserPages;
import dev.shutter.testsupport.SystemChromium;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Login and consent in a real browser (the system's headless Chromium, JavaScript off) on a Spring Boot
 * application with the starter, on Tomcat over HTTPS with Boot's own TLS (an SSL bundle on a key store the test
 * makes): the app's link opens the authorization page, the user logs in and allows, the browser lands on the app's
 * page with the code, and the app exchanges the code for a token at {@code /oauth/access_token}. Skipped without
 * Chromium, failed under {@code CI=true}.
 */
@SpringBootTest(
        classes = WebHostApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "shutter.storage=memory",
            "server.ssl.bundle=web",
            "spring.autoconfigure.exclude="
                    + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
                    + "org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration"
        })
@DisplayName("Login and consent in a browser, in a Spring Boot application on Tomcat over HTTPS")
class BrowserWalkInBootTest {

    private static final String VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    private static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    private static final String KEY_STORE_PASSWORD = "walk-test";
    private static final TestCertificates CERTIFICATES = TestCertificates.authority("Boot walk test authority");

    private static Path folder;
    private static WebDriver driver;

    @LocalServerPort
    private int port;

    @Autowired
    private Shutter shutter;

    @DynamicPropertySource
    static void tls(DynamicPropertyRegistry properties) throws Exception {
        folder = Files.createTempDirectory("boot-walk");
        Path keyStore = CERTIFICATES.serverKeyStore("localhost", folder, KEY_STORE_PASSWORD);
        properties.add(
                "spring.ssl.bundle.jks.web.keystore.location",
                () -> keyStore.toUri().toString());
        properties.add("spring.ssl.bundle.jks.web.keystore.password", () -> KEY_STORE_PASSWORD);
        properties.add("spring.ssl.bundle.jks.web.keystore.type", () -> "PKCS12");
    }

    @BeforeAll
    static void browser() throws Exception {
        driver = SystemChromium.start(Files.createTempDirectory("boot-walk-profile"));
    }

    @AfterAll
    static void close() {
        if (driver != null) {
            driver.quit();
        }
    }

    @Test
    @DisplayName("authorize, log in, allow: the app's page gets a code, which the app exchanges for a token")
    void logInAndAllow() throws Exception {
        // given: a user and a live app whose redirect URI is a page on the same origin (the app's, here
        // absent: where the browser lands is what counts)
        String base = "https://localhost:" + port;
        String callback = base + "/app/callback";
        User ada = shutter.operator()
                .createUser(CreateUserCommand.withLogin(new Username("ada"), Fixtures.PASSWORD)
                        .build())
                .get();
        AppCreated app = shutter.operator()
                .createApp(CreateAppCommand.confidential("Walk <App>", callback)
                        .live()
                        .scopes(Scope.BASIC, Scope.COMMENTS)
                        .build())
                .get();
        String clientId = app.client().id().value();

        // when: the app's link opens the authorization page
        driver.get(base + "/oauth/authorize?client_id=" + clientId + "&redirect_uri=" + encode(callback)
                + "&response_type=code&scope=basic+comments&state=walk-1&code_challenge=" + CHALLENGE
                + "&code_challenge_method=S256");

        // then: the login form naming the app
        assertThat(driver.getTitle()).startsWith("Log in");
        assertThat(main()).contains("Log in to continue to Walk <App>.");

        // when: the user logs in
        BrowserPages.field(driver, "Username").sendKeys("ada");
        BrowserPages.field(driver, "Password").sendKeys(Fixtures.PASSWORD);
        BrowserPages.clickAndWait(driver, BrowserPages.button(driver, "Log in"));

        // then: the consent page names the app
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Authorize Walk <App>");

        // when: the user allows
        BrowserPages.clickAndWait(driver, BrowserPages.button(driver, "Allow"));

        // then: the browser is on the app's page with the code, the state and the issuer
        String landed = driver.getCurrentUrl();
        assertThat(landed).startsWith(callback + "?code=");
        assertThat(Fixtures.queryParameter(landed, "state")).isEqualTo("walk-1");
        assertThat(Fixtures.queryParameter(landed, "iss")).isEqualTo(base);
        String code = Fixtures.queryParameter(landed, "code");

        // when: the app exchanges the code
        Map<String, String> exchange = new LinkedHashMap<>();
        exchange.put("client_id", clientId);
        exchange.put("client_secret", app.generatedSecret().get());
        exchange.put("grant_type", "authorization_code");
        exchange.put("redirect_uri", callback);
        exchange.put("code", code);
        exchange.put("code_verifier", VERIFIER);
        HttpResponse<String> token = HttpClient.newBuilder()
                .sslContext(CERTIFICATES.trusting())
                .build()
                .send(
                        HttpRequest.newBuilder(URI.create(base + "/oauth/access_token"))
                                .header("Content-Type", "application/x-www-form-urlencoded")
                                .POST(HttpRequest.BodyPublishers.ofString(form(exchange)))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());

        // then: a token for ada, which Shutter honours
        assertThat(token.statusCode()).as(token.body()).isEqualTo(200);
        assertThat((String) JsonPath.read(token.body(), "$.user.username")).isEqualTo("ada");
        String accessToken = JsonPath.read(token.body(), "$.access_token");
        User me = shutter.as(accessToken).users().me().join().either().get();
        assertThat(me.id()).isEqualTo(ada.id());
    }

    private static String main() {
        return driver.findElement(By.tagName("main")).getText();
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private static String form(Map<String, String> fields) {
        return fields.entrySet().stream()
                .map(field -> encode(field.getKey()) + "=" + encode(field.getValue()))
                .collect(Collectors.joining("&"));
    }
}
