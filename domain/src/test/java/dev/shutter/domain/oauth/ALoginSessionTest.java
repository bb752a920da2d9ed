package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A login session and its CSRF token")
class ALoginSessionTest {

    private static final Instant NOW = Instant.parse("2016-03-01T12:00:00Z");
    private static final UserId ALICE = new UserId("1001");

    @Test
    @DisplayName("is stored as the hash of its id, and knows its user until it expires")
    void loggedIn() {
        // when
        LoginSession session = LoginSession.start("session-id", Option.some(ALICE), NOW, Duration.ofHours(12));

        // then
        assertThat(session.idHash()).isEqualTo(Hashes.sha256Hex("session-id"));
        assertThat(session.userAt(NOW.plus(Duration.ofHours(12)).minusNanos(1))).isEqualTo(Option.some(ALICE));
        assertThat(session.isActiveAt(NOW.plus(Duration.ofHours(12)))).isFalse();
        assertThat(session.userAt(NOW.plus(Duration.ofHours(12)))).isEqualTo(Option.none());
        assertThat(LoginSession.DEFAULT_LIFETIME).isEqualTo(Duration.ofHours(12));
    }

    @Test
    @DisplayName("a session before login has no user")
    void anonymous() {
        LoginSession session = LoginSession.start("session-id", Option.none(), NOW, LoginSession.DEFAULT_LIFETIME);
        assertThat(session.isActiveAt(NOW)).isTrue();
        assertThat(session.userAt(NOW)).isEqualTo(Option.none());
    }

    @Test
    @DisplayName("a CSRF token verifies for its own session only")
    void csrf() {
        // given
        String mine = Csrf.tokenFor("session-a");
        String theirs = Csrf.tokenFor("session-b");

        // when / then
        assertThat(mine).isEqualTo(Csrf.tokenFor("session-a")).isNotEqualTo(theirs);
        assertThat(mine).matches("[A-Za-z0-9_-]{43}");
        assertThat(Csrf.verifies("session-a", mine)).isTrue();
        assertThat(Csrf.verifies("session-a", theirs)).isFalse();
        assertThat(Csrf.verifies("session-a", null)).isFalse();
        assertThat(Csrf.verifies("session-a", "")).isFalse();
        assertThat(Csrf.verifies("session-a", mine.substring(1) + "A")).isFalse();
    }
}
