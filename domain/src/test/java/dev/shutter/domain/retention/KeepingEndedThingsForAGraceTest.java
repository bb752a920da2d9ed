package dev.shutter.domain.retention;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.oauth.TokenPolicy;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Keeping ended things for a grace period before housekeeping deletes them")
class KeepingEndedThingsForAGraceTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:34:56Z");

    @Test
    @DisplayName("codes and revoked tokens are kept a grace after they end; sessions go once expired")
    void grace() {
        // given
        Retention retention = new Retention(Duration.ofHours(6));

        // when
        Retention.Cutoffs cutoffs = retention.at(NOW, TokenPolicy.noExpiry());

        // then
        assertThat(cutoffs.codesExpiredBefore()).isEqualTo(Instant.parse("2026-03-01T06:34:56Z"));
        assertThat(cutoffs.tokensRevokedBefore()).isEqualTo(Instant.parse("2026-03-01T06:34:56Z"));
        assertThat(cutoffs.sessionsExpiredBefore()).isEqualTo(NOW);
        assertThat(cutoffs.tokensIssuedBefore()).isEmpty();
        assertThat(cutoffs.tokensUsedBefore()).isEmpty();
    }

    @Test
    @DisplayName("expired tokens go a grace after their expiry, by age and by idleness, only under such a policy")
    void expiredTokens() {
        TokenPolicy policy = new TokenPolicy(Option.some(Duration.ofDays(30)), Option.some(Duration.ofHours(2)));

        Retention.Cutoffs cutoffs = new Retention(Duration.ofHours(1)).at(NOW, policy);

        assertThat(cutoffs.tokensIssuedBefore()).contains(Instant.parse("2026-01-30T11:34:56Z"));
        assertThat(cutoffs.tokensUsedBefore()).contains(Instant.parse("2026-03-01T09:34:56Z"));
    }

    @Test
    @DisplayName("rate buckets go once out of the sliding hour; throttles after the grace or the lock, the longer")
    void bucketsAndThrottles() {
        Retention.Cutoffs shortGrace = new Retention(Duration.ofMinutes(1)).at(NOW, TokenPolicy.noExpiry());
        Retention.Cutoffs longGrace = new Retention(Duration.ofDays(2)).at(NOW, TokenPolicy.noExpiry());

        assertThat(shortGrace.rateBucketsBefore()).isEqualTo(Instant.parse("2026-03-01T11:35:00Z"));
        assertThat(shortGrace.throttlesFailedBefore()).isEqualTo(Instant.parse("2026-03-01T12:19:56Z"));
        assertThat(longGrace.throttlesFailedBefore()).isEqualTo(Instant.parse("2026-02-27T12:34:56Z"));
    }

    @Test
    @DisplayName("a negative grace is refused")
    void negative() {
        assertThatThrownBy(() -> new Retention(Duration.ofSeconds(-1))).isInstanceOf(IllegalArgumentException.class);
    }
}
