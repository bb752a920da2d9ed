package dev.shutter.server.events;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.ports.events.Backoff;
import dev.shutter.server.RunningServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Webhooks of the bundled server")
class WebhooksTest {

    private static final String SECRET = "a-webhook-secret-of-some-length";

    @Test
    @DisplayName("every event goes out signed, once, in order, through a receiver that fails for a while and a restart")
    void inOrderThroughFailuresAndARestart() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start(SECRET)) {
            // given: a server on H2 whose webhooks go to the receiver, which refuses the first three deliveries
            Path dir = TestServers.freshDataDir();
            ServerOptions options = ServerOptions.forTests(dir)
                    .withStorage("h2:" + dir.toAbsolutePath().resolve("db"))
                    .withAdminToken(TestServers.ADMIN_TOKEN)
                    .withEvents(EventOptions.defaults()
                            .withWebhook(receiver.url(), SECRET)
                            .withBackoff(new Backoff(Duration.ofMillis(20), Duration.ofMillis(200))));
            receiver.failNext(3);
            List<String> expected = new ArrayList<>();
            Platform.User alice;
            Platform.User bob;

            // when: three changes while the receiver fails, then recovers
            RunningServer first = RunningServer.start(options, TestServers.tuning());
            try {
                Platform platform = new Platform(first);
                alice = platform.user("alice");
                bob = platform.user("bob");
                expected.add(setPrivate(first, alice, true));
                expected.add(setPrivate(first, bob, true));
                expected.add(setPrivate(first, alice, false));
                waitUntil(() -> receiver.accepted().size() == 3);
                // the receiver goes down again; a fourth change waits for it, and the server stops
                receiver.failAll(true);
                expected.add(setPrivate(first, bob, false));
                waitUntil(() -> receiver.refusedIds().size() > 3);
            } finally {
                first.close();
            }
            // the receiver comes back while the server is down; a new server on the same storage resumes
            receiver.failAll(false);
            RunningServer second = RunningServer.start(options.withPort(0), TestServers.tuning());
            try {
                expected.add(setPrivate(second, alice, true));
                waitUntil(() -> receiver.accepted().size() == 5);
            } finally {
                second.close();
            }

            // then
            List<JsonNode> accepted = receiver.accepted();
            assertThat(accepted)
                    .extracting(body -> body.get("data").get("user").asText() + " "
                            + body.get("data").get("is_private").asText())
                    .containsExactlyElementsOf(expected);
            assertThat(accepted).extracting(body -> body.get("type").asText()).containsOnly("user_privacy_changed");
            assertThat(accepted).extracting(body -> body.get("id").asText()).doesNotHaveDuplicates();
            assertThat(receiver.refusedIds()).hasSizeGreaterThan(3);
            assertThat(receiver.refusedIds().get(0))
                    .as("the first refused delivery is the first event, sent again until taken")
                    .isEqualTo("evt_" + accepted.get(0).get("id").asText());
            assertThat(receiver.badSignatures()).isZero();
        }
    }

    @Test
    @DisplayName("the signature changes with the secret and with the timestamp")
    void signatureDependsOnSecretAndTime() {
        WebhookSignature same = new WebhookSignature(SECRET);
        WebhookSignature other = new WebhookSignature("another-secret-of-some-length");
        String body = "{\"id\":\"0-1\"}";

        assertThat(same.sign("evt_0-1", 1_700_000_000L, body))
                .startsWith("v1,")
                .isNotEqualTo(other.sign("evt_0-1", 1_700_000_000L, body))
                .isNotEqualTo(same.sign("evt_0-1", 1_700_000_001L, body));
    }

    private static String setPrivate(RunningServer server, Platform.User user, boolean isPrivate) {
        server.shutter().operator().setPrivate(user.id(), isPrivate).get();
        return user.id() + " " + isPrivate;
    }

    private static void waitUntil(BooleanSupplier condition) {
        long deadline = System.currentTimeMillis() + 20_000;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("not within 20 s");
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
