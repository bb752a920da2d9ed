package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.control.Option;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one rule of a token's maximum age and idle time, which the server's options and the starter's properties ask. */
@DisplayName("Limiting a token's lifetime")
class LimitingATokensLifetimeTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PT0.000000001S", "PT1S", "PT2H", "P30D", "P36500D"})
    @DisplayName("a positive duration up to 36500 days is a lifetime")
    void accepted(String lifetime) {
        Duration duration = Duration.parse(lifetime);

        assertThat(TokenPolicy.lifetime(duration).get()).isEqualTo(duration);
        assertThat(new TokenPolicy(Option.some(duration), Option.some(duration)).maxAge())
                .contains(duration);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PT0S", "PT-1S", "-P1D", "P36500DT1S", "P36501D", "PT99999999999H"})
    @DisplayName("zero, a negative duration or one over 36500 days is refused, saying why")
    void refused(String lifetime) {
        Duration duration = Duration.parse(lifetime);

        assertThat(TokenPolicy.lifetime(duration).getLeft())
                .isEqualTo("a token lifetime is positive and at most 36500 days, not " + duration);
    }

    @Test
    @DisplayName("a policy with a lifetime the rule refuses is not made, for the maximum age or the idle time")
    void policyRefused() {
        Duration tooLong = TokenPolicy.LONGEST_LIFETIME.plusDays(1);

        assertThatThrownBy(() -> new TokenPolicy(Option.some(tooLong), Option.none()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a token lifetime is positive and at most 36500 days, not PT876024H");
        assertThatThrownBy(() -> new TokenPolicy(Option.none(), Option.some(Duration.ZERO)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a token lifetime is positive and at most 36500 days, not PT0S");
        assertThat(TokenPolicy.noExpiry().maxAge()).isEmpty();
    }
}
