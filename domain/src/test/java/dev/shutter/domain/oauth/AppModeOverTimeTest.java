package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("An app's mode over time")
class AppModeOverTimeTest {

    private final Timeline timeline = Timeline.defaults();

    @ParameterizedTest(name = "created {0} -> {1}")
    @CsvSource({
        "2014-01-01T00:00:00Z, UNREVIEWED_LIVE",
        "2015-11-16T23:59:59.999999999Z, UNREVIEWED_LIVE",
        "2015-11-17T00:00:00Z, SANDBOX",
        "2016-01-01T00:00:00Z, SANDBOX",
    })
    @DisplayName("apps created before the 2015-11-17 cut-over start Live (unreviewed), from it on in Sandbox")
    void initialStatus(Instant created, AppStatus expected) {
        assertThat(timeline.initialStatus(created)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} at {1} -> {2}")
    @CsvSource({
        "LIVE, 2016-05-31T23:59:59Z, LIVE",
        "LIVE, 2016-06-01T00:00:00Z, LIVE",
        "LIVE, 2030-01-01T00:00:00Z, LIVE",
        "SANDBOX, 2016-05-31T23:59:59Z, SANDBOX",
        "SANDBOX, 2016-06-01T00:00:00Z, SANDBOX",
        "UNREVIEWED_LIVE, 2016-05-31T23:59:59.999999999Z, LIVE",
        "UNREVIEWED_LIVE, 2016-06-01T00:00:00Z, SANDBOX",
        "UNREVIEWED_LIVE, 2017-01-01T00:00:00Z, SANDBOX",
    })
    @DisplayName("an unreviewed Live app turns Sandbox at the 2016-06-01 deadline; approved and Sandbox apps stay")
    void modeAt(AppStatus status, Instant now, AppMode expected) {
        assertThat(timeline.modeAt(status, now)).isEqualTo(expected);
    }

    @Test
    @DisplayName("both dates are configuration")
    void configuredDates() {
        // given
        Instant cutOver = Instant.parse("2020-01-01T00:00:00Z");
        Instant deadline = Instant.parse("2020-02-01T00:00:00Z");
        Timeline custom = new Timeline(cutOver, deadline, Option.none(), Option.none());

        // when / then
        assertThat(custom.initialStatus(Instant.parse("2019-12-31T00:00:00Z"))).isEqualTo(AppStatus.UNREVIEWED_LIVE);
        assertThat(custom.initialStatus(cutOver)).isEqualTo(AppStatus.SANDBOX);
        assertThat(custom.modeAt(AppStatus.UNREVIEWED_LIVE, deadline.minusSeconds(1)))
                .isEqualTo(AppMode.LIVE);
        assertThat(custom.modeAt(AppStatus.UNREVIEWED_LIVE, deadline)).isEqualTo(AppMode.SANDBOX);
    }

    @Test
    @DisplayName("by default registration never closes and clients never stop")
    void noHistoricalShutdownByDefault() {
        Instant farFuture = Instant.parse("2100-01-01T00:00:00Z");
        assertThat(timeline.registrationOpenAt(farFuture)).isTrue();
        assertThat(timeline.clientsWorkAt(farFuture)).isTrue();
    }

    @Test
    @DisplayName("the historical timeline closes registration on 2019-10-15 and stops clients on 2020-03-02")
    void historical() {
        Timeline historical = Timeline.historical();
        assertThat(historical.registrationOpenAt(Instant.parse("2019-10-14T23:59:59Z")))
                .isTrue();
        assertThat(historical.registrationOpenAt(Instant.parse("2019-10-15T00:00:00Z")))
                .isFalse();
        assertThat(historical.clientsWorkAt(Instant.parse("2020-03-01T23:59:59Z")))
                .isTrue();
        assertThat(historical.clientsWorkAt(Instant.parse("2020-03-02T00:00:00Z")))
                .isFalse();
        assertThat(historical.modeAt(AppStatus.UNREVIEWED_LIVE, Instant.parse("2016-01-01T00:00:00Z")))
                .isEqualTo(AppMode.LIVE);
    }

    @Test
    @DisplayName("statuses are read by their fixture names")
    void wireNames() {
        assertThat(AppStatus.byWireName("live")).isEqualTo(Option.some(AppStatus.LIVE));
        assertThat(AppStatus.byWireName("sandbox")).isEqualTo(Option.some(AppStatus.SANDBOX));
        assertThat(AppStatus.byWireName("unreviewed-live")).isEqualTo(Option.some(AppStatus.UNREVIEWED_LIVE));
        assertThat(AppStatus.byWireName("LIVE")).isEqualTo(Option.none());
        assertThat(AppStatus.byWireName(null)).isEqualTo(Option.none());
    }
}
