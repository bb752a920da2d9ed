package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.ports.Settings;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.contract.TestClock;
import dev.shutter.ports.in.Outcome;
import dev.shutter.ports.in.RateStatus;
import io.vavr.control.Option;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** The rules a host sets under shutter.* (rate limits, token lifetimes, timeline) are the ones Shutter keeps. */
@DisplayName("Shutter's rules from the application's properties")
class RulesFromPropertiesTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(
                    AutoConfigurations.of(ShutterStorageAutoConfiguration.class, ShutterAutoConfiguration.class))
            .withPropertyValues("shutter.storage=memory", "shutter.events.publish=false");

    @Test
    @DisplayName("without them the settings are Settings.defaults(), the properties' defaults included")
    void defaults() {
        runner.run(context -> assertThat(context.getBean(Settings.class)).isEqualTo(Settings.defaults()));
    }

    @Test
    @DisplayName("a token over shutter.rate-limits.live.writes is refused as rate limited, and nothing changes")
    void writesLimited() {
        runner.withPropertyValues("shutter.rate-limits.live.writes=1").run(context -> {
            // given Alice's token for a live app, which spent its one write following Bob
            Shutter shutter = context.getBean(Shutter.class);
            var follow = Tokens.aliceFollowsBob(shutter);

            // when she unfollows him with it
            Outcome<Edge> unfollow = shutter.as(follow.token())
                    .relationships()
                    .unfollow(follow.bob().id())
                    .join();

            // then the write is refused for its limit of one, and she still follows him
            assertThat(unfollow.either().getLeft())
                    .isInstanceOfSatisfying(
                            Failure.RateLimited.class,
                            limited -> assertThat(limited.allowed()).isEqualTo(1));
            assertThat(shutter.as(follow.token())
                            .relationships()
                            .status(follow.bob().id())
                            .join()
                            .orElseThrow()
                            .outgoingStatus())
                    .isEqualTo(Edge.FOLLOWS);
        });
    }

    @Test
    @DisplayName("a token's requests are counted against shutter.rate-limits.live.requests")
    void requestsLimited() {
        runner.withPropertyValues("shutter.rate-limits.live.requests=2").run(context -> {
            // given Alice's token, which made one request: her follow of Bob
            Shutter shutter = context.getBean(Shutter.class);
            var follow = Tokens.aliceFollowsBob(shutter);
            var relationships = shutter.as(follow.token()).relationships();

            // when she makes a second and a third
            var second = relationships.status(follow.bob().id()).join();
            var third = relationships.status(follow.bob().id()).join();

            // then the second is the last of two, and the third is refused
            assertThat(second.rate().getOrNull()).isEqualTo(new RateStatus(2, 0));
            assertThat(third.either().getLeft()).isInstanceOf(Failure.RateLimited.class);
        });
    }

    @Test
    @DisplayName("a token older than shutter.tokens.max-age is refused")
    void tokensExpire() {
        TestClock clock = new TestClock();
        runner.withPropertyValues("shutter.tokens.max-age=1h")
                .withBean(ShutterBuilderCustomizer.class, () -> builder -> builder.clock(clock))
                .run(context -> {
                    // given Alice's token, with which she followed Bob
                    Shutter shutter = context.getBean(Shutter.class);
                    var follow = Tokens.aliceFollowsBob(shutter);

                    // when it is used more than an hour after it was issued
                    clock.advance(Duration.ofMinutes(61));
                    var status = shutter.as(follow.token())
                            .relationships()
                            .status(follow.bob().id())
                            .join();

                    // then it is refused as no valid token
                    assertThat(status.either().getLeft()).isInstanceOf(Failure.InvalidAccessToken.class);
                });
    }

    @Test
    @DisplayName("the sandbox limits, the token lifetimes and the historical timeline reach the settings")
    void everyRule() {
        runner.withPropertyValues(
                        "shutter.rate-limits.sandbox.requests=50",
                        "shutter.rate-limits.sandbox.writes=5",
                        "shutter.tokens.max-age=30d",
                        "shutter.tokens.idle-time=PT2H",
                        "shutter.historical-timeline=true")
                .run(context -> assertThat(context.getBean(Settings.class))
                        .isEqualTo(Settings.defaults()
                                .withRateLimits(new RateLimits(50, 5000, 5, 60))
                                .withTokens(new TokenPolicy(
                                        Option.some(Duration.ofDays(30)), Option.some(Duration.ofHours(2))))
                                .withTimeline(Timeline.historical())));
    }

    @Test
    @DisplayName("a host's own Settings bean wins over the properties")
    void hostsSettingsWin() {
        Settings hosts = Settings.defaults().withRateLimits(new RateLimits(1, 2, 1, 2));
        runner.withPropertyValues("shutter.rate-limits.live.requests=7")
                .withBean(Settings.class, () -> hosts)
                .run(context -> assertThat(context.getBean(Settings.class)).isSameAs(hosts));
    }

    @Test
    @ExtendWith(OutputCaptureExtension.class)
    @DisplayName("a host's own Settings bean wins, and a warning at startup names each property set that it does not"
            + " carry")
    void ignoredPropertiesNamed(CapturedOutput output) {
        Settings hosts = Settings.defaults().withRateLimits(new RateLimits(1, 2, 1, 2));
        runner.withPropertyValues(
                        "shutter.rate-limits.live.requests=7",
                        "shutter.rate-limits.live.writes=2",
                        "shutter.tokens.max-age=30d",
                        "shutter.historical-timeline=true")
                .withBean(Settings.class, () -> hosts)
                .run(context -> {
                    // given the host's own Settings, with two live writes as the properties say, and no more

                    // when Shutter is built on them
                    assertThat(context.getBean(Shutter.class)).isNotNull();

                    // then one warning names the three properties they do not carry, not the one they do
                    assertThat(output.getOut().lines().filter(line -> line.contains("set and ignored")))
                            .singleElement()
                            .satisfies(line -> assertThat(line)
                                    .contains(
                                            "WARN",
                                            "shutter.rate-limits.live.requests, shutter.tokens.max-age,"
                                                    + " shutter.historical-timeline are set and ignored")
                                    .doesNotContain("live.writes"));
                });
    }

    @Test
    @ExtendWith(OutputCaptureExtension.class)
    @DisplayName("with the properties' own Settings nothing is named as ignored")
    void nothingIgnored(CapturedOutput output) {
        runner.withPropertyValues("shutter.rate-limits.live.requests=7", "shutter.tokens.idle-time=2h")
                .run(context -> assertThat(context.getBean(Shutter.class)).isNotNull());

        assertThat(output.getOut()).doesNotContain("set and ignored");
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource({
        "shutter.rate-limits.live.requests, 0",
        "shutter.rate-limits.live.writes, -1",
        "shutter.rate-limits.sandbox.requests, -5",
        "shutter.rate-limits.sandbox.writes, 0",
        "shutter.tokens.max-age, 0s",
        "shutter.tokens.idle-time, 36501d",
        "shutter.tokens.max-age, -1h"
    })
    @DisplayName("a value the server's options refuse fails the start with a sentence naming its property")
    void refused(String property, String value) {
        runner.withPropertyValues(property + "=" + value)
                .run(context ->
                        assertThat(context).getFailure().rootCause().hasMessageStartingWith(property + " takes "));
    }

    @Test
    @DisplayName("a value that is not a number fails the start naming its property")
    void notANumber() {
        runner.withPropertyValues("shutter.rate-limits.live.requests=lots")
                .run(context ->
                        assertThat(context).getFailure().hasStackTraceContaining("shutter.rate-limits.live.requests"));
    }
}
