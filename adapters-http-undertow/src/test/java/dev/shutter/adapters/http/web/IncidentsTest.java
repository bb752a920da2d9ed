package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.support.CapturedLog;
import dev.shutter.ports.out.Randomness;
import java.util.Random;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** An unexpected failure reaches the server's log with its stack trace, under its correlation id. */
class IncidentsTest {

    @Test
    @DisplayName("an incident is logged at SEVERE with the exception itself, so its stack trace is printed")
    void stackTraceAtSevere() {
        // given
        Incidents incidents = new Incidents(Randomness.from(new Random(18)));
        IllegalStateException failure = new IllegalStateException("a store broke");

        try (CapturedLog log = CapturedLog.atLeast(Level.SEVERE)) {
            // when
            String id = incidents.record(failure);

            // then
            assertThat(log.records()).hasSize(1);
            LogRecord record = log.records().get(0);
            assertThat(record.getMessage()).contains("incident " + id, IllegalStateException.class.getName());
            assertThat(record.getThrown()).isSameAs(failure);
        }
    }
}
