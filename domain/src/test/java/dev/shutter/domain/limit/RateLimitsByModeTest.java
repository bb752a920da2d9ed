package dev.shutter.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.oauth.AppMode;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("Rate limits by app mode")
class RateLimitsByModeTest {

    @ParameterizedTest(name = "{0} in {1}: {2} per hour")
    @CsvSource({
        "ALL, SANDBOX, 500",
        "ALL, LIVE, 5000",
        "COMMENT_WRITES, SANDBOX, 30",
        "COMMENT_WRITES, LIVE, 60",
        "RELATIONSHIP_WRITES, SANDBOX, 30",
        "RELATIONSHIP_WRITES, LIVE, 60",
    })
    @DisplayName("the defaults are those of docs/spec/DECISIONS.md section 7")
    void defaults(RateClass rateClass, AppMode mode, int limit) {
        assertThat(RateLimits.defaults().limitOf(rateClass, mode)).isEqualTo(limit);
    }

    @Test
    @DisplayName("the numbers are configuration")
    void configured() {
        RateLimits limits = new RateLimits(1, 2, 3, 4);
        assertThat(limits.limitOf(RateClass.ALL, AppMode.SANDBOX)).isEqualTo(1);
        assertThat(limits.limitOf(RateClass.ALL, AppMode.LIVE)).isEqualTo(2);
        assertThat(limits.limitOf(RateClass.COMMENT_WRITES, AppMode.SANDBOX)).isEqualTo(3);
        assertThat(limits.limitOf(RateClass.RELATIONSHIP_WRITES, AppMode.LIVE)).isEqualTo(4);
    }

    @Test
    @DisplayName("limits are positive")
    void positive() {
        assertThatThrownBy(() -> new RateLimits(0, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a rate limit allows 1 request an hour or more, not 0");
        assertThatThrownBy(() -> new RateLimits(1, 1, 1, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a rate limit allows 1 request an hour or more, not -1");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"-2147483648, false", "-1, false", "0, false", "1, true", "60, true", "2147483647, true"})
    @DisplayName("a limit is a whole number from 1, the one rule the server's options and the starter's properties ask")
    void oneLimit(int requests, boolean accepted) {
        Either<String, Integer> limit = RateLimits.limit(requests);

        if (accepted) {
            assertThat(limit.get()).isEqualTo(requests);
        } else {
            assertThat(limit.getLeft()).isEqualTo("a rate limit allows 1 request an hour or more, not " + requests);
        }
    }

    @Test
    @DisplayName("each class has a distinct storage key")
    void keys() {
        assertThat(RateClass.ALL.key()).isEqualTo("all");
        assertThat(RateClass.COMMENT_WRITES.key()).isEqualTo("comments");
        assertThat(RateClass.RELATIONSHIP_WRITES.key()).isEqualTo("relationships");
    }
}
