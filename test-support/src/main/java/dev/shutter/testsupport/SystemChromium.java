package dev.shutter.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium from the system's packages ({@code chromium}, {@code chromium-driver}), driven by
 * Selenium. Nothing is downloaded: the driver executable is given to the service, which makes Selenium
 * skip Selenium Manager, and the browser binary is given to the options. JavaScript is off, as the
 * pages must work without it. Without the packages the browser tests are skipped, or fail under CI.
 */
public final class SystemChromium {

    public static final Path BROWSER = Path.of(System.getProperty("shutter.chromium", "/usr/bin/chromium"));
    public static final Path DRIVER = Path.of(System.getProperty("shutter.chromedriver", "/usr/bin/chromedriver"));

    /** Where the screenshots of the pages go: a build artefact. */
    public static final Path SCREENSHOTS = Path.of("target", "screenshots");

    private SystemChromium() {}

    /** A fresh headless browser with its own profile in {@code profile}; skipped without Chromium. */
    public static ChromeDriver start(Path profile) {
        return start(profile, false);
    }

    /** The same browser with JavaScript on, for the one page that needs it: the API reference. */
    public static ChromeDriver startWithJavaScript(Path profile) {
        return start(profile, true);
    }

    private static ChromeDriver start(Path profile, boolean javascript) {
        Prerequisites.require(
                Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER),
                "the browser tests need " + BROWSER + " and " + DRIVER
                        + " (Debian: apt-get install chromium chromium-driver)");
        System.setProperty(ChromeDriverService.CHROME_DRIVER_EXE_PROPERTY, DRIVER.toString());
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--ignore-certificate-errors",
                "--window-size=900,1000",
                "--user-data-dir=" + profile.toAbsolutePath());
        if (!javascript) {
            options.setExperimentalOption("prefs", Map.of("profile.managed_default_content_settings.javascript", 2));
        }
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        return driver;
    }

    /** Saves what the browser shows as {@code target/screenshots/<name>.png}; the file. */
    public static Path screenshot(WebDriver driver, String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            Path file = SCREENSHOTS.resolve(name + ".png");
            Files.write(file, ((ChromeDriver) driver).getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
