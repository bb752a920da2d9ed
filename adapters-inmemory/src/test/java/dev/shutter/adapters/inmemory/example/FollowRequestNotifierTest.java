package dev.shutter.adapters.inmemory.example;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.user.User;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.events.EventListener;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The events example of docs/embedding.md, compiled here (docs-check finds it in the page word for word), and it
 * notifies the user who received a follow request.
 */
class FollowRequestNotifierTest {

    @Test
    @DisplayName("Carol, who is private, is told that Alice asked to follow her; Bob's plain follow tells no one")
    void notifiesTheRequestedUser() throws InterruptedException {
        // given
        Fixtures f = Fixtures.on(new InMemoryStorage());
        AppCreated app = f.liveApp("demo");
        Caller alice = f.callerFor(f.user("1001", "alice"), app, Endpoint.RELATIONSHIP_POST);
        User bob = f.user("1002", "bob");
        User carol = f.user("1003", "carol", true);
        List<String> sent = new CopyOnWriteArrayList<>();
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
        EventListener listener =
                FollowRequestNotifier.start(f.shutter, (to, text) -> sent.add(to + ": " + text), executor);
        try {
            // when
            f.shutter.relationships().change(alice, ChangeRelationshipCommand.follow(bob.id()));
            f.shutter.relationships().change(alice, ChangeRelationshipCommand.follow(carol.id()));
            long deadline = System.currentTimeMillis() + 10_000;
            while (sent.isEmpty() && System.currentTimeMillis() < deadline) {
                Thread.sleep(10);
            }
            Thread.sleep(300);
        } finally {
            listener.close();
            executor.shutdownNow();
        }

        // then
        assertThat(sent).containsExactly("1003: User 1001 asked to follow you.");
    }
}
