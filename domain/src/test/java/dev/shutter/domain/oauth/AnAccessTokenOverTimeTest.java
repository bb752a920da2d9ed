package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("An access token over time")
class AnAccessTokenOverTimeTest {

    private static final Instant ISSUED = Instant.parse("2016-03-01T12:00:00Z");
    private static final TokenPolicy ONE_DAY_MAX = new TokenPolicy(Option.some(Duration.ofDays(1)), Option.none());
    private static final TokenPolicy ONE_HOUR_IDLE = new TokenPolicy(Option.none(), Option.some(Duration.ofHours(1)));

    private static AccessToken token() {
        return AccessToken.issue(
                "1001.abcdef", new UserId("1001"), new ClientId("demo"), Scopes.basic(), ISSUED, Option.none());
    }

    private static AccessToken usedAt(Instant lastUse) {
        return token().usedAt(lastUse);
    }

    private static AccessToken revokedAt(Instant when) {
        return token().revoked(when);
    }

    @Test
    @DisplayName("is stored as the SHA-256 of the token, issued and last used now")
    void issue() {
        // when
        AccessToken t = AccessToken.issue(
                "1001.abcdef",
                new UserId("1001"),
                new ClientId("demo"),
                Scopes.basic(),
                ISSUED,
                Option.some("codehash"));

        // then
        assertThat(t.tokenHash()).isEqualTo(Hashes.sha256Hex("1001.abcdef"));
        assertThat(t.issuedAt()).isEqualTo(ISSUED);
        assertThat(t.lastUsedAt()).isEqualTo(ISSUED);
        assertThat(t.revokedAt().isEmpty()).isTrue();
        assertThat(t.issuedFromCode()).isEqualTo(Option.some("codehash"));
    }

    @Test
    @DisplayName("using or revoking it changes only the last use or the revocation")
    void usedAndRevoked() {
        // given
        AccessToken t = token();

        // when
        AccessToken used = t.usedAt(ISSUED.plusSeconds(5));
        AccessToken revoked = t.revoked(ISSUED.plusSeconds(9));

        // then
        assertThat(used.lastUsedAt()).isEqualTo(ISSUED.plusSeconds(5));
        assertThat(used).usingRecursiveComparison().ignoringFields("lastUsedAt").isEqualTo(t);
        assertThat(revoked.revokedAt()).isEqualTo(Option.some(ISSUED.plusSeconds(9)));
        assertThat(revoked)
                .usingRecursiveComparison()
                .ignoringFields("revokedAt")
                .isEqualTo(t);
    }

    @Test
    @DisplayName("never expires by itself under the default policy")
    void noExpiryByDefault() {
        assertThat(token().stateAt(ISSUED.plus(Duration.ofDays(36_500)), TokenPolicy.noExpiry()))
                .isEqualTo(TokenState.VALID);
        assertThat(TokenPolicy.noExpiry().tracksUse()).isFalse();
    }

    @Test
    @DisplayName("once revoked is revoked, whatever the policy and the time")
    void revoked() {
        AccessToken revoked = revokedAt(ISSUED.plusSeconds(10));
        assertThat(revoked.stateAt(ISSUED.plusSeconds(11), TokenPolicy.noExpiry()))
                .isEqualTo(TokenState.REVOKED);
        assertThat(revoked.stateAt(ISSUED.plus(Duration.ofDays(2)), ONE_DAY_MAX))
                .as("revoked wins over expired")
                .isEqualTo(TokenState.REVOKED);
    }

    @Test
    @DisplayName("with a maximum age, expires at exactly issue time plus that age, however recently used")
    void maxAge() {
        AccessToken recentlyUsed = usedAt(ISSUED.plus(Duration.ofDays(1)).minusSeconds(1));
        Instant deadline = ISSUED.plus(Duration.ofDays(1));
        assertThat(recentlyUsed.stateAt(deadline.minusNanos(1), ONE_DAY_MAX)).isEqualTo(TokenState.VALID);
        assertThat(recentlyUsed.stateAt(deadline, ONE_DAY_MAX)).isEqualTo(TokenState.EXPIRED);
    }

    @Test
    @DisplayName("with an idle timeout, expires at exactly last use plus the timeout; use keeps it alive")
    void idle() {
        // given
        AccessToken fresh = token();
        AccessToken usedLater = usedAt(ISSUED.plus(Duration.ofMinutes(50)));

        // when / then
        assertThat(fresh.stateAt(ISSUED.plus(Duration.ofHours(1)).minusNanos(1), ONE_HOUR_IDLE))
                .isEqualTo(TokenState.VALID);
        assertThat(fresh.stateAt(ISSUED.plus(Duration.ofHours(1)), ONE_HOUR_IDLE))
                .isEqualTo(TokenState.EXPIRED);
        assertThat(usedLater.stateAt(ISSUED.plus(Duration.ofMinutes(109)), ONE_HOUR_IDLE))
                .isEqualTo(TokenState.VALID);
        assertThat(usedLater.stateAt(ISSUED.plus(Duration.ofMinutes(110)), ONE_HOUR_IDLE))
                .isEqualTo(TokenState.EXPIRED);
        assertThat(ONE_HOUR_IDLE.tracksUse()).isTrue();
    }

    @Test
    @DisplayName("with both limits, whichever comes first expires it")
    void both() {
        TokenPolicy both = new TokenPolicy(Option.some(Duration.ofHours(2)), Option.some(Duration.ofHours(1)));
        AccessToken usedAtNinety = usedAt(ISSUED.plus(Duration.ofMinutes(90)));
        assertThat(token().stateAt(ISSUED.plus(Duration.ofMinutes(60)), both)).isEqualTo(TokenState.EXPIRED);
        assertThat(usedAtNinety.stateAt(ISSUED.plus(Duration.ofMinutes(119)), both))
                .isEqualTo(TokenState.VALID);
        assertThat(usedAtNinety.stateAt(ISSUED.plus(Duration.ofMinutes(120)), both))
                .isEqualTo(TokenState.EXPIRED);
    }

    @Test
    @DisplayName("a use is worth writing back at most once a minute, with or without an idle timeout")
    void useRecordingLongIdle() {
        assertThat(token().useWorthRecording(ISSUED.plusSeconds(59), TokenPolicy.noExpiry()))
                .isFalse();
        assertThat(token().useWorthRecording(ISSUED.plusSeconds(60), TokenPolicy.noExpiry()))
                .isTrue();
        assertThat(token().useWorthRecording(ISSUED.plus(Duration.ofDays(1)), ONE_DAY_MAX))
                .isTrue();
        assertThat(token().useWorthRecording(ISSUED.plusSeconds(59), ONE_HOUR_IDLE))
                .isFalse();
        assertThat(token().useWorthRecording(ISSUED.plusSeconds(60), ONE_HOUR_IDLE))
                .isTrue();
    }

    @Test
    @DisplayName("under a short idle timeout a use is written back every quarter of it")
    void useRecordingShortIdle() {
        TokenPolicy twoMinutes = new TokenPolicy(Option.none(), Option.some(Duration.ofMinutes(2)));
        assertThat(token().useWorthRecording(ISSUED.plusSeconds(29), twoMinutes))
                .isFalse();
        assertThat(token().useWorthRecording(ISSUED.plusSeconds(30), twoMinutes))
                .isTrue();
    }

    @Test
    @DisplayName("a policy's limits are positive")
    void positiveLimits() {
        assertThatThrownBy(() -> new TokenPolicy(Option.some(Duration.ZERO), Option.none()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TokenPolicy(Option.none(), Option.some(Duration.ofSeconds(-1))))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
