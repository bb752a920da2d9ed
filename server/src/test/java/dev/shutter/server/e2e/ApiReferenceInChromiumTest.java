package dev.shutter.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.RunningServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.support.TestServers;
import dev.shutter.testsupport.SystemChromium;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The API reference page in a real browser, with JavaScript on (Swagger UI needs it): reached from the demo's
 * callback page, it renders the server's own OpenAPI document, lists the comment and relationship
 * endpoints, finds them by topic in its filter box, and loads nothing from anywhere but the server.
 */
class ApiReferenceInChromiumTest {

    private RunningServer server;
    private ChromeDriver driver;

    @AfterEach
    void stop() {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    @DisplayName(
            "from the demo's callback page to the reference: comments and relationships listed, filtered, all from the server")
    void reference(@TempDir Path profile) {
        // given: the demo server and a browser on its callback page
        driver = SystemChromium.startWithJavaScript(profile);
        server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir()).withDemo(true), TestServers.tuning());
        String base = server.baseUrl();
        driver.get(base + "/demo/callback?code=abc");

        // when: the reader follows the link, reads the list, and filters it by a topic
        driver.findElement(By.linkText("API reference")).click();
        waitUntil(() -> !paths().isEmpty(), "the operations to render");
        String landed = driver.getCurrentUrl();
        List<String> all = paths();
        driver.findElement(By.cssSelector("input.operation-filter-input")).sendKeys("comments");
        waitUntil(() -> !paths().contains("/v1/users/{user-id}/relationship"), "the filter to apply");
        List<String> comments = paths();
        SystemChromium.screenshot(driver, "api-reference");
        @SuppressWarnings("unchecked")
        List<String> loaded = (List<String>)
                driver.executeScript("return performance.getEntriesByType('resource').map(e => e.name);");

        // then
        assertThat(landed).isEqualTo(base + "/api-reference");
        assertThat(all)
                .contains(
                        "/v1/media/{media-id}/comments",
                        "/v1/media/{media-id}/comments/{comment-id}",
                        "/v1/users/{user-id}/relationship",
                        "/v1/users/{user-id}/follows",
                        "/oauth/access_token");
        assertThat(comments)
                .contains("/v1/media/{media-id}/comments", "/v1/media/{media-id}/comments/{comment-id}")
                .doesNotContain("/v1/users/{user-id}/relationship", "/oauth/access_token");
        assertThat(loaded)
                .anySatisfy(url -> assertThat(url).isEqualTo(base + "/openapi.json"))
                .allSatisfy(url -> assertThat(url).startsWith(base + "/"));
    }

    private static void waitUntil(BooleanSupplier condition, String what) {
        long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("waited 60 s for " + what);
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for " + what, e);
            }
        }
    }

    /** The operations' paths as the page shows them now, read in one script so that a re-render cannot intervene. */
    @SuppressWarnings("unchecked")
    private List<String> paths() {
        return (List<String>) driver.executeScript("return Array.from(document.querySelectorAll("
                + "'.opblock-summary-path')).map(e => e.getAttribute('data-path'));");
    }
}
