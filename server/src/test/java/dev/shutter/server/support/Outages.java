package dev.shutter.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;

/**
 * What a server says while its storage or its rate store cannot be reached, and after: the tests that cut
 * one off with a {@link TcpProxy} check the same answers.
 */
public final class Outages {

    /** How long a server may take to notice an outage, or its end. */
    private static final Duration PATIENCE = Duration.ofSeconds(20);

    private Outages() {}

    /** A {@code /v1} answer of an outage: 503 in the envelope, with {@code Retry-After}. */
    public static void assertServiceUnavailable(Api.Answer refused) {
        assertThat(refused.status()).as(refused.json().toString()).isEqualTo(503);
        assertThat(refused.meta().get("code").asInt()).isEqualTo(503);
        assertThat(refused.errorType()).isEqualTo("APIError");
        assertThat(refused.errorMessage()).isEqualTo("The service is temporarily unavailable. Please try again later.");
        assertThat(refused.header("Retry-After")).isEqualTo("5");
    }

    /** {@code /health} comes to say the storage is unavailable. */
    public static void assertNotReady(Browser browser) throws InterruptedException {
        assertThat(eventually(() -> browser.get("/health").statusCode() == 503))
                .as("/health says not ready")
                .isTrue();
        HttpResponse<String> health = browser.get("/health");
        assertThat(Platform.read(health.body()).get("storage").asText()).isEqualTo("unavailable");
    }

    /** {@code /health} and then {@code /v1} come to answer again, by themselves. */
    public static void assertRecovers(Browser browser, Api api, String token) throws InterruptedException {
        assertThat(eventually(() -> browser.get("/health").statusCode() == 200))
                .as("/health ready again")
                .isTrue();
        assertThat(eventually(() -> api.get("/v1/users/self", token).status() == 200))
                .as("/v1 answers again")
                .isTrue();
    }

    private static boolean eventually(BooleanSupplier condition) throws InterruptedException {
        Instant deadline = Instant.now().plus(PATIENCE);
        while (Instant.now().isBefore(deadline)) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Thread.sleep(200);
        }
        return false;
    }
}
