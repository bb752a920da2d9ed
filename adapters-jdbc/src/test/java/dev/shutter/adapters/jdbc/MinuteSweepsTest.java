package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MinuteSweepsTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    @Test
    @DisplayName("a key is swept on its first count of a minute only; a new minute or a new key is due again")
    void oncePerKeyAndMinute() {
        // given
        MinuteSweeps sweeps = new MinuteSweeps();

        // then
        assertThat(sweeps.due(List.of("a", "b"), MINUTE)).isTrue();
        assertThat(sweeps.due(List.of("a", "b"), MINUTE)).isFalse();
        assertThat(sweeps.due(List.of("a"), MINUTE)).isFalse();
        assertThat(sweeps.due(List.of("a", "c"), MINUTE)).isTrue();
        assertThat(sweeps.due(List.of("a"), MINUTE.plusSeconds(60))).isTrue();
        assertThat(sweeps.due(List.of("a"), MINUTE.plusSeconds(60))).isFalse();
    }

    @Test
    @DisplayName("a node that counted more keys than it keeps forgets them all, and sweeps them once more")
    void forgetsWhenFull() {
        // given
        MinuteSweeps sweeps = new MinuteSweeps();
        sweeps.due(List.of("first"), MINUTE);

        // when
        for (int i = 0; i < 5000; i++) {
            sweeps.due(List.of("key-" + i), MINUTE);
        }

        // then
        assertThat(sweeps.due(List.of("first"), MINUTE)).isTrue();
    }
}
