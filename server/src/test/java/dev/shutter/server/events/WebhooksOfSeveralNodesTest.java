package dev.shutter.server.events;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.events.Backoff;
import dev.shutter.server.RunningServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Three servers on one PostgreSQL schema, each told to deliver webhooks to the same receiver: one at a time
 * delivers, so each event arrives once, in order; when the one delivering stops, another goes on at once
 * (the stop releases its claim). {@code cluster/run} shows the same across a {@code kill -9}.
 */
@ExtendWith(PostgresAvailable.class)
@DisplayName("Webhooks of several nodes on one database")
class WebhooksOfSeveralNodesTest {

    private static final String SECRET = "a-webhook-secret-of-some-length";

    @Test
    @DisplayName("each event goes out once, in order, from one node at a time, and on from another after a stop")
    void onceFromOneNodeAtATime() throws Exception {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        List<RunningServer> nodes = new ArrayList<>();
        try (WebhookReceiver receiver = WebhookReceiver.start(SECRET)) {
            // given: three nodes on one schema (started one after the other: the first migrates it), all with
            // webhooks to the receiver
            String storage = PostgresTestDatabase.urlFor(schema);
            for (int i = 0; i < 3; i++) {
                ServerOptions options = ServerOptions.forTests(TestServers.freshDataDir())
                        .withStorage(storage)
                        .withAdminToken(TestServers.ADMIN_TOKEN)
                        .withEvents(EventOptions.defaults()
                                .withWebhook(receiver.url(), SECRET)
                                .withBackoff(new Backoff(Duration.ofMillis(20), Duration.ofMillis(200))));
                nodes.add(RunningServer.start(options, TestServers.tuning()));
            }
            Platform platform = new Platform(nodes.get(0));
            Platform.User alice = platform.user("alice");
            List<String> expected = new ArrayList<>();

            // when: changes made through each node in turn
            for (int i = 0; i < 12; i++) {
                expected.add(setPrivate(nodes.get(i % 3), alice, i % 2 == 0));
            }
            waitUntil(() -> receiver.accepted().size() >= expected.size());
            Thread.sleep(1500); // time for any node that would send them again
            // and: every node stopped in turn but the last, with a change after each stop
            for (int stopped = 0; stopped < 2; stopped++) {
                nodes.get(stopped).close();
                expected.add(setPrivate(nodes.get(2), alice, stopped % 2 == 0));
            }
            waitUntil(() -> receiver.accepted().size() >= expected.size());
            Thread.sleep(1500);

            // then
            List<JsonNode> accepted = receiver.accepted();
            assertThat(accepted).extracting(body -> body.get("id").asText()).doesNotHaveDuplicates();
            assertThat(accepted)
                    .extracting(body -> body.get("data").get("user").asText() + " "
                            + body.get("data").get("is_private").asText())
                    .containsExactlyElementsOf(expected);
        } finally {
            nodes.forEach(RunningServer::close);
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    private static String setPrivate(RunningServer server, Platform.User user, boolean isPrivate) {
        UserId id = new UserId(user.id());
        if (isPrivate) {
            server.shutter().operator().makePrivate(id).get();
        } else {
            server.shutter().operator().makePublic(id).get();
        }
        return user.id() + " " + isPrivate;
    }

    private static void waitUntil(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 30_000;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("not within 30 s");
            }
            Thread.sleep(10);
        }
    }
}
