package dev.shutter.server;

import static dev.shutter.server.OptionsParserTest.invalid;
import static dev.shutter.server.OptionsParserTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.events.EventOptions;
import io.vavr.control.Option;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The options of webhooks and event retention")
class WebhookOptionsTest {

    @Test
    @DisplayName("by default no webhooks, and events are kept 30 days")
    void defaults() {
        EventOptions events = run(Map.of()).events();

        assertThat(events.webhookUrl()).isEmpty();
        assertThat(events.webhookSecret()).isEmpty();
        assertThat(events.retention()).isEqualTo(Duration.ofDays(30));
    }

    @Test
    @DisplayName("a URL and a secret, from flags or environment variables, turn webhooks on")
    void on() {
        EventOptions fromFlags = run(
                        Map.of(),
                        "--webhook-url",
                        "https://hooks.example/shutter?team=1",
                        "--webhook-secret",
                        "0123456789abcdef",
                        "--event-retention",
                        "7d")
                .events();
        EventOptions fromEnv = run(Map.of(
                        "SHUTTER_WEBHOOK_URL", "http://127.0.0.1:9000/hooks",
                        "SHUTTER_WEBHOOK_SECRET", "whsec_MDEyMzQ1Njc4OWFiY2RlZg=="))
                .events();

        assertThat(fromFlags.webhookUrl()).isEqualTo(Option.some(URI.create("https://hooks.example/shutter?team=1")));
        assertThat(fromFlags.retention()).isEqualTo(Duration.ofDays(7));
        assertThat(fromEnv.webhookUrl()).isEqualTo(Option.some(URI.create("http://127.0.0.1:9000/hooks")));
        assertThat(fromEnv.webhookSecret()).contains("whsec_MDEyMzQ1Njc4OWFiY2RlZg==");
    }

    @Test
    @DisplayName("each mistake is refused naming the option, and the secret never shows in the options' text")
    void mistakes() {
        assertThat(invalid("--webhook-url", "https://hooks.example/x")).contains("--webhook-secret");
        assertThat(invalid("--webhook-secret", "0123456789abcdef")).contains("--webhook-url");
        assertThat(invalid("--webhook-url", "https://hooks.example/x", "--webhook-secret", "short"))
                .contains("--webhook-secret must be at least 16");
        assertThat(invalid("--webhook-url", "ftp://hooks.example/x", "--webhook-secret", "0123456789abcdef"))
                .contains("--webhook-url must be an absolute http(s) URL");
        assertThat(invalid("--event-retention", "soon")).contains("--event-retention");
        assertThat(invalid("--event-retention", "none")).contains("--event-retention");
        assertThat(run(Map.of(), "--webhook-url", "https://hooks.example/x", "--webhook-secret", "0123456789abcdef")
                        .toString())
                .doesNotContain("0123456789abcdef");
    }
}
