package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.Followed;
import dev.shutter.ports.Shutter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.event.EventListener;

/** Shutter's events reach the application's own listeners. */
@DisplayName("Events to the host's listeners")
class EventsToTheHostTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(
                    AutoConfigurations.of(ShutterStorageAutoConfiguration.class, ShutterAutoConfiguration.class))
            .withPropertyValues("shutter.storage=memory")
            .withBean(HostListener.class);

    @Test
    @DisplayName("a follow reaches a host's @EventListener as a Followed event")
    void followReachesTheHost() {
        runner.run(context -> {
            // when Alice approves an app and follows Bob with its token
            var follow = Tokens.aliceFollowsBob(context.getBean(Shutter.class));

            // then the host's listener hears it, with who followed whom
            HostListener listener = context.getBean(HostListener.class);
            await().atMost(Duration.ofSeconds(15)).until(() -> !listener.followed.isEmpty());
            assertThat(listener.followed).singleElement().satisfies(followed -> {
                assertThat(followed.from()).isEqualTo(follow.alice().id());
                assertThat(followed.to()).isEqualTo(follow.bob().id());
            });
            assertThat(listener.all).hasSize(2).last().isInstanceOf(Followed.class);
        });
    }

    @Test
    @DisplayName("shutter.events.publish=false publishes nothing")
    void turnedOff() {
        runner.withPropertyValues("shutter.events.publish=false").run(context -> {
            assertThat(context).doesNotHaveBean(ApplicationEventsBridge.class);
        });
    }

    /** The host's listener: every event of Shutter's, and the follows alone. */
    static class HostListener {
        final List<DomainEvent> all = new CopyOnWriteArrayList<>();
        final List<Followed> followed = new CopyOnWriteArrayList<>();

        @EventListener
        void on(DomainEvent event) {
            all.add(event);
        }

        @EventListener
        void on(Followed event) {
            followed.add(event);
        }
    }
}
