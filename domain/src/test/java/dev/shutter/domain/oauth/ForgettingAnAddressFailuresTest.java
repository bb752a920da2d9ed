package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The failures counted against a client address are forgotten after a quiet lock period. */
@DisplayName("Forgetting an address's failed logins")
class ForgettingAnAddressFailuresTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    @DisplayName("within the lock period the count stands; from its end it is clean")
    void forgottenAfterQuiet() {
        // given: nine failures, the last at T0
        LoginThrottle throttle = LoginThrottle.clean();
        for (int i = 0; i < 9; i++) {
            throttle = throttle.afterFailure(T0);
        }

        // when / then
        assertThat(throttle.forgottenAt(T0.plus(LoginThrottle.LOCK_FOR).minusSeconds(1)))
                .isEqualTo(throttle);
        assertThat(throttle.forgottenAt(T0.plus(LoginThrottle.LOCK_FOR))).isEqualTo(LoginThrottle.clean());
        assertThat(LoginThrottle.clean().forgottenAt(T0)).isEqualTo(LoginThrottle.clean());
    }
}
