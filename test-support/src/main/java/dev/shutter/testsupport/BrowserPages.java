package dev.shutter.testsupport;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;

/** What a browser test does on Shutter's pages as a user would: finds fields by their labels, buttons by text. */
public final class BrowserPages {

    private BrowserPages() {}

    /** The input that the label with this text names: found only through its label. */
    public static WebElement field(WebDriver driver, String label) {
        WebElement labelElement = driver.findElement(By.xpath("//label[normalize-space()='" + label + "']"));
        String id = labelElement.getDomAttribute("for");
        assertTrue(id != null && !id.isBlank(), "label " + label + " names its input");
        return driver.findElement(By.id(id));
    }

    /** The button with this text. */
    public static WebElement button(WebDriver driver, String text) {
        return driver.findElement(By.xpath("//button[normalize-space()='" + text + "']"));
    }

    /**
     * Clicks and waits until the browser has left the page: a click that submits a form can return before
     * the navigation (and the redirects after it) is done.
     */
    public static void clickAndWait(WebDriver driver, WebElement element) {
        WebElement page = driver.findElement(By.tagName("html"));
        element.click();
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            try {
                page.getTagName();
            } catch (StaleElementReferenceException left) {
                return;
            } catch (WebDriverException e) {
                // chromedriver at times reports the old page's element so instead of as stale
                if (!String.valueOf(e.getMessage()).contains("does not belong to the document")) {
                    throw e;
                }
                return;
            }
            assertTrue(System.nanoTime() < deadline, "the browser left the page within 20 seconds");
            try {
                Thread.sleep(25);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
