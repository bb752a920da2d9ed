package dev.shutter.adapters.inmemory.events;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.FollowRequested;
import dev.shutter.domain.event.Followed;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.domain.user.User;
import dev.shutter.ports.contract.Commands;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.events.Backoff;
import dev.shutter.ports.events.EventCursor;
import dev.shutter.ports.events.EventHandler;
import dev.shutter.ports.events.EventListener;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.Caller;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A host listening for events")
class ListeningForEventsTest {

    private static final Backoff QUICK = new Backoff(Duration.ofMillis(5), Duration.ofMillis(40));

    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
    private Fixtures f;
    private Caller alice;
    private Caller bob;
    private User carol;
    private User dave;
    /** After the events of the setup (the apps the users authorized). */
    private EventPosition setUp;

    @BeforeEach
    void given() {
        f = Fixtures.on(new InMemoryStorage());
        AppCreated app = f.liveApp("demo");
        alice = f.callerFor(f.user("1001", "alice"), app, Endpoint.RELATIONSHIP_POST);
        bob = f.callerFor(f.user("1002", "bob"), app, Endpoint.RELATIONSHIP_POST);
        carol = f.user("1003", "carol", true);
        dave = f.user("1004", "dave");
        setUp = f.shutter.events().after(EventPosition.START, 1000).next();
        f.shutter.events().savePosition("notifier", setUp);
    }

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    @Test
    @DisplayName("gets every event in order, and the cursor moves past each one the handler finished")
    void inOrder() {
        // given
        List<DomainEvent> handled = new CopyOnWriteArrayList<>();
        EventCursor cursor = EventCursor.inMemory(setUp);

        // when
        EventListener listener = listen(cursor, e -> handled.add(e.event()));
        try {
            act(alice, "1003", "follow");
            act(bob, "1004", "follow");
            waitUntil(() -> handled.size() == 2);
        } finally {
            listener.close();
        }

        // then
        assertThat(handled)
                .containsExactly(new FollowRequested(alice.id(), carol.id()), new Followed(bob.id(), dave.id()));
        assertThat(cursor.load()).isNotEqualTo(setUp);
        assertThat(f.shutter.events().after(cursor.load(), 10).events()).isEmpty();
    }

    @Test
    @DisplayName("a handler that fails gets the same event again after a pause; later events wait behind it")
    void failingHandler() {
        // given: a handler that fails three times on its first event
        AtomicInteger failures = new AtomicInteger();
        AtomicInteger told = new AtomicInteger();
        List<DomainEvent> handled = new CopyOnWriteArrayList<>();
        EventCursor cursor = EventCursor.inMemory(setUp);
        EventHandler flaky = event -> {
            if (failures.get() < 3) {
                failures.incrementAndGet();
                assertThat(cursor.load()).isEqualTo(setUp);
                throw new IllegalStateException("the notification service is down");
            }
            handled.add(event.event());
        };
        act(alice, "1003", "follow");
        act(bob, "1004", "follow");

        // when
        EventListener listener = EventListener.builder(f.shutter.events(), cursor, flaky, executor)
                .idleBackoff(QUICK)
                .failureBackoff(QUICK)
                .onFailure(e -> told.incrementAndGet())
                .start();
        try {
            waitUntil(() -> handled.size() == 2);
        } finally {
            listener.close();
        }

        // then
        assertThat(failures).hasValue(3);
        assertThat(told).hasValue(3);
        assertThat(handled)
                .containsExactly(new FollowRequested(alice.id(), carol.id()), new Followed(bob.id(), dave.id()));
    }

    @Test
    @DisplayName("a cursor kept in storage lets a new listener resume after the last event handled")
    void resumes() {
        // given: a first listener that handled one event
        List<RecordedEvent> first = new CopyOnWriteArrayList<>();
        act(alice, "1003", "follow");
        EventListener firstListener = listen(EventCursor.keptBy(f.shutter.events(), "notifier"), first::add);
        try {
            waitUntil(() -> first.size() == 1);
        } finally {
            firstListener.close();
        }

        // when: another event, and a new listener on the same cursor
        act(bob, "1004", "follow");
        List<RecordedEvent> second = new CopyOnWriteArrayList<>();
        EventListener listener = listen(EventCursor.keptBy(f.shutter.events(), "notifier"), second::add);
        try {
            waitUntil(() -> second.size() == 1);
        } finally {
            listener.close();
        }

        // then
        assertThat(second).extracting(RecordedEvent::event).containsExactly(new Followed(bob.id(), dave.id()));
        assertThat(f.shutter.events().savedPosition("notifier"))
                .contains(second.get(0).position());
    }

    private EventListener listen(EventCursor cursor, EventHandler handler) {
        return EventListener.builder(f.shutter.events(), cursor, handler, executor)
                .idleBackoff(QUICK)
                .failureBackoff(QUICK)
                .start();
    }

    private void act(Caller caller, String target, String action) {
        f.shutter
                .relationships()
                .change(caller, Commands.change(target, action))
                .get();
    }

    private static void waitUntil(BooleanSupplier condition) {
        long deadline = System.currentTimeMillis() + 10_000;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("not within 10 s");
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
