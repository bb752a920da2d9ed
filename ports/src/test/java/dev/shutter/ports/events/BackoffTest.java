package dev.shutter.ports.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A back-off")
class BackoffTest {

    @Test
    @DisplayName("doubles from its start at each step and stops at its most")
    void doubles() {
        Backoff backoff = new Backoff(Duration.ofMillis(100), Duration.ofMillis(700));

        assertThat(backoff.after(0)).isEqualTo(Duration.ofMillis(100));
        assertThat(backoff.after(1)).isEqualTo(Duration.ofMillis(200));
        assertThat(backoff.after(2)).isEqualTo(Duration.ofMillis(400));
        assertThat(backoff.after(3)).isEqualTo(Duration.ofMillis(700));
        assertThat(backoff.after(1000)).isEqualTo(Duration.ofMillis(700));
    }

    @Test
    @DisplayName("starts above zero and never shrinks")
    void refusesNonsense() {
        assertThatThrownBy(() -> new Backoff(Duration.ZERO, Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
