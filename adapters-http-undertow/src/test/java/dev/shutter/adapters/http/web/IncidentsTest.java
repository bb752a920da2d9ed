package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import dev.shutter.adapters.http.support.CapturedLog;
import dev.shutter.ports.out.Randomness;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** An unexpected failure reaches the server's log with its stack trace, under its correlation id. */
class IncidentsTest {

    @Test
    @DisplayName("an incident is logged at ERROR with the exception itself, so its stack trace is printed")
    void stackTraceAtSevere() {
        // given
        Incidents incidents = new Incidents(Randomness.from(new Random(18)));
        IllegalStateException failure =
                new IllegalStateException("a store broke", new IllegalArgumentException("secret value 42"));

        try (CapturedLog log = CapturedLog.atLeast(Level.ERROR)) {
            // when
            String id = incidents.record(failure);

            // then
            assertThat(log.events()).hasSize(1);
            ILoggingEvent event = log.events().get(0);
            assertThat(event.getFormattedMessage())
                    .contains(
                            "incident " + id,
                            IllegalStateException.class.getName() + " at " + failure.getStackTrace()[0],
                            "caused by " + IllegalArgumentException.class.getName() + " at ")
                    .doesNotContain("a store broke", "secret value 42");
            assertThat(event.getThrowableProxy().getClassName()).isEqualTo(IllegalStateException.class.getName());
            assertThat(event.getThrowableProxy().getStackTraceElementProxyArray())
                    .isNotEmpty();
        }
    }
}
