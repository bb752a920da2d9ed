package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.oauth.LoginThrottle;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.domain.retention.Retention;
import dev.shutter.domain.user.User;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.HousekeepingUseCase;
import dev.shutter.ports.in.Sweep;
import dev.shutter.ports.in.TokenGrant;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Housekeeping on a storage: over many simulated hours on the injected clock, with a sweep every hour,
 * every table of ended things stays bounded, and what is still live (or within its grace) stays.
 */
public abstract class HousekeepingContract extends StorageContract {

    private static final int HOURS = 30;
    private static final Duration GRACE = Duration.ofHours(1);
    private static final Duration MAX_AGE = Duration.ofHours(6);

    @Test
    @DisplayName(
            "over 30 hours with a sweep each hour, codes, sessions, tokens, rate buckets and throttles stay bounded")
    void tablesStayBounded() {
        // given: tokens live at most 6 hours; ended things are kept an hour
        Fixtures fx = Fixtures.on(
                storage, Settings.defaults().withTokens(new TokenPolicy(Option.some(MAX_AGE), Option.none())));
        User user = fx.user("7001", "keeper");
        AppCreated app = fx.liveApp("keeper-app");
        List<String> tokens = new ArrayList<>();
        List<String> codes = new ArrayList<>();
        List<String> sessions = new ArrayList<>();
        List<String> usernames = new ArrayList<>();
        List<String> rateKeys = new ArrayList<>();
        Sweep last = null;

        // when: each hour a token (through the code flow), every other one revoked at once, a session, a
        // failed login of a new username and a request counted under a new key; then the hour passes and
        // housekeeping sweeps
        for (int hour = 0; hour < HOURS; hour++) {
            TokenGrant grant = fx.token(user, app, "basic");
            String tokenHash = Hashes.sha256Hex(grant.accessToken());
            tokens.add(tokenHash);
            codes.add(storage.accessTokens()
                    .find(tokenHash)
                    .get()
                    .issuedFromCode()
                    .get());
            if (hour % 2 == 1) {
                storage.accessTokens().revoke(tokenHash, fx.clock.now());
            }
            String session = "session-" + hour;
            storage.loginSessions()
                    .add(LoginSession.start(session, Option.none(), fx.clock.now(), Duration.ofHours(2)));
            sessions.add(Hashes.sha256Hex(session));
            String username = "guess-" + hour;
            storage.loginThrottles().save(username, LoginThrottle.clean().afterFailure(fx.clock.now()));
            usernames.add(username);
            String key = "key-" + hour;
            storage.rateCounters().count(key, SlidingHour.bucketOf(fx.clock.now()));
            rateKeys.add(key);

            fx.clock.advance(Duration.ofHours(1));
            last = fx.shutter.housekeeping().sweep(new Retention(GRACE));
        }

        // then: only the last few hours' things are left, whatever the number of hours
        assertThat(count(tokens, hash -> storage.accessTokens().find(hash).isDefined()))
                .as("tokens: unrevoked ones of the last 7 hours, revoked ones of the last 2")
                .isBetween(1, 6);
        assertThat(count(codes, hash -> storage.authorizationCodes().find(hash).isDefined()))
                .as("codes: expired within the grace")
                .isBetween(1, 2);
        assertThat(count(sessions, hash -> storage.loginSessions().find(hash).isDefined()))
                .as("sessions: not yet expired")
                .isBetween(1, 2);
        assertThat(count(usernames, name -> storage.loginThrottles().of(name).failures() > 0))
                .as("throttles: failed within the grace")
                .isBetween(1, 2);
        assertThat(count(
                        rateKeys,
                        key -> !storage.rateCounters().since(key, Instant.EPOCH).isEmpty()))
                .as("rate keys: none counted within the last hour")
                .isZero();
        assertThat(last.total())
                .as("the last sweep deleted that hour's ended things")
                .isPositive();
        assertThat(storage.accessTokens()
                        .find(tokens.get(HOURS - 2))
                        .map(t -> t.revokedAt().isEmpty()))
                .as("the newest unrevoked token is kept")
                .contains(true);
        assertThat(storage.accessTokens().find(tokens.get(HOURS - 3)))
                .as("a token revoked two hours ago is gone")
                .isEmpty();
    }

    @Test
    @DisplayName("a key counting within the hour keeps its buckets")
    void countingKeyStays() {
        // given
        Fixtures fx = Fixtures.on(storage);
        storage.rateCounters().count("old", SlidingHour.bucketOf(fx.clock.now()));
        fx.clock.advance(Duration.ofMinutes(59));
        storage.rateCounters().count("live", SlidingHour.bucketOf(fx.clock.now()));
        fx.clock.advance(Duration.ofMinutes(2));

        // when
        Sweep sweep = fx.shutter.housekeeping().sweep(Retention.defaults());

        // then
        assertThat(sweep.rateBuckets()).isEqualTo(1);
        assertThat(storage.rateCounters().since("old", Instant.EPOCH)).isEmpty();
        assertThat(storage.rateCounters().since("live", Instant.EPOCH)).hasSize(1);
    }

    @Test
    @DisplayName("more ended rows than one batch are all deleted by one sweep, batch by batch")
    void manyBatches() {
        // given
        Fixtures fx = Fixtures.on(storage);
        int sessions = HousekeepingUseCase.BATCH * 2 + 7;
        for (int i = 0; i < sessions; i++) {
            storage.loginSessions()
                    .add(LoginSession.start("old-" + i, Option.none(), fx.clock.now(), Duration.ofMinutes(1)));
        }
        storage.loginSessions().add(LoginSession.start("fresh", Option.none(), fx.clock.now(), Duration.ofHours(1)));
        fx.clock.advance(Duration.ofMinutes(2));

        // when
        Sweep sweep = fx.shutter.housekeeping().sweep(Retention.defaults());

        // then
        assertThat(sweep.sessions()).isEqualTo(sessions);
        assertThat(storage.loginSessions().find(Hashes.sha256Hex("old-0"))).isEmpty();
        assertThat(storage.loginSessions().find(Hashes.sha256Hex("fresh"))).hasSize(1);
    }

    private static int count(List<String> all, Predicate<String> present) {
        return (int) all.stream().filter(present).count();
    }
}
