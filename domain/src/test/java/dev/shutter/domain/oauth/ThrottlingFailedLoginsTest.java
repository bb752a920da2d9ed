package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Throttling failed logins of one username")
class ThrottlingFailedLoginsTest {

    private static final Instant T0 = Instant.parse("2016-03-01T12:00:00Z");

    /** {@code count} failures, each at T0 (the times between them do not matter to the count here). */
    private static LoginThrottle failures(int count) {
        LoginThrottle throttle = LoginThrottle.clean();
        for (int i = 0; i < count; i++) {
            throttle = throttle.afterFailure(T0);
        }
        return throttle;
    }

    @Test
    @DisplayName("a clean username waits for nothing")
    void clean() {
        assertThat(LoginThrottle.clean().delay()).isEqualTo(Duration.ZERO);
        assertThat(LoginThrottle.clean().waitAt(T0)).isEqualTo(Duration.ZERO);
    }

    @Test
    @DisplayName("the first failures are free")
    void freeFailures() {
        for (int i = 1; i < LoginThrottle.FREE_FAILURES; i++) {
            assertThat(failures(i).waitAt(T0)).as(i + " failures").isEqualTo(Duration.ZERO);
        }
    }

    @Test
    @DisplayName("then each further failure doubles the wait: 1, 2, 4... seconds")
    void growingDelay() {
        assertThat(failures(3).delay()).isEqualTo(Duration.ofSeconds(1));
        assertThat(failures(4).delay()).isEqualTo(Duration.ofSeconds(2));
        assertThat(failures(5).delay()).isEqualTo(Duration.ofSeconds(4));
        assertThat(failures(9).delay()).isEqualTo(Duration.ofSeconds(64));
        assertThat(failures(4).waitAt(T0)).isEqualTo(Duration.ofSeconds(2));
        assertThat(failures(4).waitAt(T0.plusMillis(1500))).isEqualTo(Duration.ofMillis(500));
        assertThat(failures(4).waitAt(T0.plusSeconds(2))).isEqualTo(Duration.ZERO);
    }

    @Test
    @DisplayName("after 10 failures the username is locked for 15 minutes")
    void lock() {
        LoginThrottle locked = failures(LoginThrottle.LOCK_AFTER);
        assertThat(LoginThrottle.LOCK_AFTER).isEqualTo(10);
        assertThat(locked.waitAt(T0)).isEqualTo(Duration.ofMinutes(15));
        assertThat(locked.waitAt(T0.plus(Duration.ofMinutes(14)))).isEqualTo(Duration.ofMinutes(1));
        assertThat(locked.waitAt(T0.plus(Duration.ofMinutes(15)))).isEqualTo(Duration.ZERO);
    }

    @Test
    @DisplayName("a failure during the lock keeps counting and renews the lock")
    void failureDuringLock() {
        // when
        LoginThrottle after = failures(10).afterFailure(T0.plus(Duration.ofMinutes(5)));

        // then
        assertThat(after.failures()).isEqualTo(11);
        assertThat(after.waitAt(T0.plus(Duration.ofMinutes(5)))).isEqualTo(Duration.ofMinutes(15));
    }

    @Test
    @DisplayName("once the lock has passed, counting starts anew")
    void resetAfterLock() {
        // when
        Instant later = T0.plus(Duration.ofMinutes(15));
        LoginThrottle after = failures(10).afterFailure(later);

        // then
        assertThat(after).isEqualTo(new LoginThrottle(1, Option.some(later)));
        assertThat(after.waitAt(later)).isEqualTo(Duration.ZERO);
    }

    @Test
    @DisplayName("failures are counted from zero")
    void noNegativeCount() {
        assertThatThrownBy(() -> new LoginThrottle(-1, Option.none())).isInstanceOf(IllegalArgumentException.class);
    }
}
