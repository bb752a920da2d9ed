package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.shutter.domain.event.EventPosition;
import dev.shutter.ports.Shutter;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The starter sweeps Shutter's storage on an interval, as the bundled server does. */
@DisplayName("Housekeeping in the application")
class HousekeepingTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(
                    AutoConfigurations.of(ShutterStorageAutoConfiguration.class, ShutterAutoConfiguration.class))
            .withPropertyValues("shutter.storage=memory", "shutter.events.publish=false");

    @Test
    @DisplayName("each sweep deletes the events older than shutter.housekeeping.event-retention")
    void eventsPastTheRetentionDeleted() {
        runner.withPropertyValues("shutter.housekeeping.interval=200ms", "shutter.housekeeping.event-retention=1ms")
                .run(context -> {
                    // given events of an approval and a follow
                    Shutter shutter = context.getBean(Shutter.class);
                    Tokens.aliceFollowsBob(shutter);
                    assertThat(shutter.events().after(EventPosition.START, 10).events())
                            .isNotEmpty();

                    // then a sweep deletes them, older than a millisecond
                    await().atMost(Duration.ofSeconds(10))
                            .until(() -> shutter.events()
                                    .after(EventPosition.START, 10)
                                    .events()
                                    .isEmpty());
                });
    }

    @Test
    @DisplayName("by default the events stay a month; shutter.housekeeping.enabled=false sweeps nothing")
    void defaultsAndOff() {
        runner.run(context -> {
            HousekeepingSchedule schedule = context.getBean(HousekeepingSchedule.class);
            Shutter shutter = context.getBean(Shutter.class);
            Tokens.aliceFollowsBob(shutter);

            schedule.sweep();

            assertThat(shutter.events().after(EventPosition.START, 10).events()).hasSize(2);
        });
        runner.withPropertyValues("shutter.housekeeping.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(HousekeepingSchedule.class));
    }

    @Test
    @DisplayName("an interval or a retention that is not positive is refused at start, naming the property")
    void zeroRefused() {
        runner.withPropertyValues("shutter.housekeeping.event-retention=0s")
                .run(context -> assertThat(context)
                        .getFailure()
                        .rootCause()
                        .hasMessageContaining("shutter.housekeeping.event-retention"));
    }
}
