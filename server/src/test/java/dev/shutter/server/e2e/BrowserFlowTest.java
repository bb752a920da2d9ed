package dev.shutter.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.RunningServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import dev.shutter.testsupport.BrowserPages;
import dev.shutter.testsupport.SystemChromium;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The authorization pages in a real browser: headless Chromium with JavaScript off, on a server of its
 * own with the demo callback page as the app's redirect URI, so that where the browser lands after the
 * 302 is a page that can be seen. Each page is checked for plain, accessible HTML and saved as a PNG
 * under {@code target/screenshots}.
 */
class BrowserFlowTest {

    @TempDir
    static Path profile;

    private static RunningServer server;
    private static WebDriver driver;
    private static Platform platform;
    private static String base;
    private static String callback;

    @BeforeAll
    static void startServerAndBrowser() {
        driver = SystemChromium.start(profile);
        server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir())
                        .withAdminToken(TestServers.ADMIN_TOKEN)
                        .withDemo(true),
                TestServers.tuning());
        platform = new Platform(server);
        base = server.baseUrl();
        callback = base + "/demo/callback";
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void aBrowserWithoutASession() {
        driver.get(base + "/health");
        driver.manage().deleteAllCookies();
    }

    @Test
    @DisplayName("the browser really runs with JavaScript off")
    void javascriptIsOff() {
        // given: a page whose script would change the text
        String html = "<p id=\"x\">off</p><script>document.getElementById('x').textContent='on'</script>";

        // when
        driver.get("data:text/html;charset=utf-8,"
                + URLEncoder.encode(html, StandardCharsets.UTF_8).replace("+", "%20"));

        // then
        assertThat(driver.findElement(By.id("x")).getText()).isEqualTo("off");
    }

    @Test
    @DisplayName("authorize, log in, consent shows the app and each scope, allow: the app's page gets a working code")
    void allow() {
        // given
        Platform.User user = platform.user("ada");
        Platform.App app = app("Holiday Snaps <Beta>", callback);

        // when: the app sends the browser to the authorization link
        driver.get(base + Platform.authorizeUrl(app, "code", "comments relationships", "state-a"));

        // then: a login form naming the app
        assertPlainAccessibleHtml("a1-login");
        assertThat(driver.getTitle()).startsWith("Log in");
        assertThat(mainText()).contains("Log in to continue to Holiday Snaps <Beta>.");

        // when: the user logs in
        logIn(user.username(), Platform.PASSWORD);

        // then: the consent page names the app and lists each scope asked
        assertPlainAccessibleHtml("a2-consent");
        assertThat(heading()).isEqualTo("Authorize Holiday Snaps <Beta>");
        assertThat(mainText()).contains("Holiday Snaps <Beta> would like to access your account");
        List<String> scopes = driver.findElements(By.cssSelector("main ul li strong")).stream()
                .map(WebElement::getText)
                .toList();
        assertThat(scopes).containsExactly("basic", "comments", "relationships");
        assertThat(mainText()).contains("sent back to localhost");

        // when: the user allows
        clickAndWait(button("Allow"));

        // then: the browser is on the redirect URI with a code, the state and the issuer
        String landed = driver.getCurrentUrl();
        assertThat(landed).startsWith(callback + "?code=");
        Map<String, String> back = Forms.parametersOf(landed);
        assertThat(back).containsEntry("state", "state-a").containsEntry("iss", base);
        assertPlainAccessibleHtml("a3-callback-with-code");
        assertThat(driver.findElement(By.tagName("pre")).getText()).isEqualTo(back.get("code"));

        // and: the code is real, the app exchanges it and calls the API as the user
        HttpResponse<String> exchanged = new Browser(base)
                .form(
                        "/oauth/access_token",
                        Forms.of(
                                "client_id", app.clientId(),
                                "client_secret", app.secret(),
                                "grant_type", "authorization_code",
                                "redirect_uri", callback,
                                "code", back.get("code")));
        assertThat(exchanged.statusCode()).as(exchanged.body()).isEqualTo(200);
        String token = Platform.read(exchanged.body()).get("access_token").asText();
        Api.Answer self = Api.answer(new Browser(base).get("/v1/users/self", "Authorization", "Bearer " + token));
        assertThat(self.status()).isEqualTo(200);
        assertThat(self.data().get("username").asText()).isEqualTo(user.username());
    }

    @Test
    @DisplayName("deny on the consent page: the app's page gets error=access_denied and no code")
    void deny() {
        // given
        Platform.User user = platform.user("bea");
        Platform.App app = app("Holiday Snaps", callback);
        driver.get(base + Platform.authorizeUrl(app, "code", "comments", "state-b"));
        logIn(user.username(), Platform.PASSWORD);
        assertThat(heading()).isEqualTo("Authorize Holiday Snaps");

        // when
        clickAndWait(button("Deny"));

        // then
        String landed = driver.getCurrentUrl();
        assertThat(landed).startsWith(callback + "?");
        assertThat(Forms.parametersOf(landed))
                .containsEntry("error", "access_denied")
                .containsEntry("error_reason", "user_denied")
                .containsEntry("error_description", "The user denied your request")
                .containsEntry("state", "state-b")
                .doesNotContainKey("code");
        assertPlainAccessibleHtml("b1-callback-denied");
        assertThat(driver.findElement(By.cssSelector("[role=alert]")).getText())
                .isEqualTo("The authorization ended with access_denied: The user denied your request");
    }

    @Test
    @DisplayName("a wrong password shows the login error, keeps the username, and the right one then works")
    void wrongPassword() {
        // given
        Platform.User user = platform.user("cid");
        Platform.App app = app("Holiday Snaps", callback);
        driver.get(base + Platform.authorizeUrl(app, "code", "basic", "state-c"));

        // when
        logIn(user.username(), "not the password");

        // then
        assertPlainAccessibleHtml("c1-login-error");
        assertThat(driver.findElement(By.cssSelector("[role=alert]")).getText())
                .isEqualTo("Incorrect username or password.");
        assertThat(field("Username").getDomProperty("value")).isEqualTo(user.username());
        assertThat(field("Password").getDomProperty("value")).isEmpty();
        assertThat(driver.getCurrentUrl()).doesNotContain("/demo/callback");

        // when: the right password
        logIn(null, Platform.PASSWORD);

        // then
        assertThat(heading()).isEqualTo("Authorize Holiday Snaps");
    }

    @Test
    @DisplayName("manage access lists the apps; revoking one removes it, ends its token, and leaves the other")
    void manageAccess() {
        // given: a user whose account two apps can reach
        Platform.User user = platform.user("dot");
        Platform.App snaps = app("Holiday Snaps", Platform.REDIRECT);
        Platform.App printer = app("Photo Printer", Platform.REDIRECT);
        String snapsToken = platform.token(user, snaps, "comments");
        String printerToken = platform.token(user, printer, "relationships");
        assertThat(selfStatus(printerToken)).isEqualTo(200);

        // when: the user opens the manage-access page
        driver.get(base + "/oauth/access");

        // then: it asks them to log in first
        assertPlainAccessibleHtml("d1-access-login");
        assertThat(driver.getTitle()).startsWith("Log in");

        // when
        logIn(user.username(), Platform.PASSWORD);

        // then: both apps, each with its scopes and a revoke button
        assertPlainAccessibleHtml("d2-access-list");
        assertThat(heading()).isEqualTo("Apps with access to your account");
        assertThat(mainText()).contains("Holiday Snaps (basic comments)", "Photo Printer (basic relationships)");

        // when: the user revokes the printer
        clickAndWait(driver.findElement(By.cssSelector("button[aria-label='Revoke access of Photo Printer']")));

        // then: the page no longer lists it, and its token no longer works; the other app's does
        assertPlainAccessibleHtml("d3-access-after-revoke");
        assertThat(mainText()).contains("Holiday Snaps").doesNotContain("Photo Printer");
        assertThat(selfStatus(printerToken)).isEqualTo(400);
        assertThat(selfStatus(snapsToken)).isEqualTo(200);
    }

    private static Platform.App app(String name, String redirectUri) {
        ObjectNode body = Platform.JSON.createObjectNode().put("name", name).put("mode", "live");
        body.putArray("redirect_uris").add(redirectUri);
        body.putArray("approved_scopes").add("basic").add("comments").add("relationships");
        return platform.app(body);
    }

    private static int selfStatus(String token) {
        Api.Answer answer = Api.answer(new Browser(base).get("/v1/users/self", "Authorization", "Bearer " + token));
        if (answer.status() != 200) {
            assertThat(answer.errorType()).isEqualTo("OAuthAccessTokenException");
        }
        return answer.status();
    }

    /** Fills the login form through its labels (null leaves the username as it is) and submits it. */
    private static void logIn(String username, String password) {
        if (username != null) {
            field("Username").clear();
            field("Username").sendKeys(username);
        }
        field("Password").sendKeys(password);
        clickAndWait(button("Log in"));
    }

    /** The input that the label with this text names: found only through its label. */
    private static WebElement field(String label) {
        return BrowserPages.field(driver, label);
    }

    private static void clickAndWait(WebElement element) {
        BrowserPages.clickAndWait(driver, element);
    }

    private static WebElement button(String text) {
        return BrowserPages.button(driver, text);
    }

    private static String heading() {
        return driver.findElement(By.tagName("h1")).getText();
    }

    private static String mainText() {
        return driver.findElement(By.tagName("main")).getText();
    }

    /**
     * Saves the page as a screenshot, then checks it is plain accessible HTML: a language, a title, one
     * heading, no script; every visible input has a label (or an aria-label); every button says what it
     * does; every form posts without script.
     */
    private static void assertPlainAccessibleHtml(String screenshot) {
        Path png = SystemChromium.screenshot(driver, screenshot);
        try {
            assertThat(Files.size(png)).as("screenshot %s", png).isGreaterThan(1000);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertThat(driver.findElement(By.tagName("html")).getDomAttribute("lang"))
                .isNotBlank();
        assertThat(driver.getTitle()).isNotBlank();
        assertThat(driver.findElements(By.tagName("h1"))).hasSize(1);
        assertThat(driver.findElements(By.tagName("script"))).isEmpty();
        for (WebElement input : driver.findElements(By.cssSelector("input:not([type=hidden]), select, textarea"))) {
            String name = input.getDomAttribute("name");
            assertThat(input.isDisplayed()).as("input %s is visible", name).isTrue();
            String ariaLabel = input.getDomAttribute("aria-label");
            if (ariaLabel == null || ariaLabel.isBlank()) {
                String id = input.getDomAttribute("id");
                assertThat(id).as("input %s has an id for its label", name).isNotBlank();
                List<WebElement> labels = driver.findElements(By.cssSelector("label[for='" + id + "']"));
                assertThat(labels).as("input %s has one label", name).hasSize(1);
                assertThat(labels.get(0).isDisplayed()).isTrue();
                assertThat(labels.get(0).getText()).isNotBlank();
            }
        }
        for (WebElement button : driver.findElements(By.tagName("button"))) {
            String ariaLabel = button.getDomAttribute("aria-label");
            assertThat(button.getText().isBlank() && (ariaLabel == null || ariaLabel.isBlank()))
                    .as("a button without words")
                    .isFalse();
            assertThat(button.getDomAttribute("type")).isEqualTo("submit");
        }
        for (WebElement form : driver.findElements(By.tagName("form"))) {
            assertThat(form.getDomAttribute("method")).isEqualTo("post");
            assertThat(form.getDomAttribute("action")).startsWith(base + "/oauth/");
        }
    }
}
