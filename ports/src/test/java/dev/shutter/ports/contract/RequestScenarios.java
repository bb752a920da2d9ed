package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.SealingKey;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.TokenGrant;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Authentication of {@code /v1} requests: token, validity, signature, rate limit, scope, in order. */
public abstract class RequestScenarios extends StorageContract {

    @Test
    @DisplayName("no token, two different tokens, and an unknown token are refused as the catalogue says")
    void tokenPresence() {
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        TokenGrant grant = f.token(alice, f.liveApp("demo"), "comments");
        assertThat(authenticate(f, null, null, Endpoint.USERS_SELF).getLeft())
                .isEqualTo(new Failure.MissingAccessToken());
        assertThat(authenticate(f, grant.accessToken(), "1001.other", Endpoint.USERS_SELF)
                        .getLeft())
                .isEqualTo(new Failure.ConflictingAccessTokens());
        assertThat(authenticate(f, "1001.deadbeef", null, Endpoint.USERS_SELF).getLeft())
                .isEqualTo(new Failure.InvalidAccessToken());
        assertThat(authenticate(f, null, grant.accessToken(), Endpoint.USERS_SELF)
                        .isRight())
                .isTrue();
        assertThat(authenticate(f, grant.accessToken(), grant.accessToken(), Endpoint.USERS_SELF)
                        .isRight())
                .isTrue();
    }

    @Test
    @DisplayName("a token without the endpoint's scope is refused with that scope named")
    void scope() {
        Fixtures f = Fixtures.on(storage);
        TokenGrant grant = f.token(f.user("1001", "alice"), f.liveApp("demo"), "comments");
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.RELATIONSHIP_POST)
                        .getLeft())
                .isEqualTo(new Failure.MissingScope(Scope.RELATIONSHIPS));
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.COMMENT_ADD)
                        .isRight())
                .isTrue();
    }

    @Test
    @DisplayName("tokens expire by maximum age and by idle time when configured")
    void expiry() {
        Settings settings = Settings.defaults()
                .withTokens(new TokenPolicy(Option.some(Duration.ofHours(2)), Option.some(Duration.ofMinutes(30))));
        Fixtures f = Fixtures.on(storage, settings);
        TokenGrant grant = f.token(f.user("1001", "alice"), f.liveApp("demo"), "");
        for (int i = 0; i < 5; i++) {
            f.clock.advance(Duration.ofMinutes(20));
            assertThat(authenticate(f, grant.accessToken(), null, Endpoint.USERS_SELF)
                            .isRight())
                    .isTrue();
        }
        f.clock.advance(Duration.ofMinutes(20));
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.USERS_SELF)
                        .getLeft())
                .isEqualTo(new Failure.InvalidAccessToken());
        TokenGrant idle = f.token(f.user("1002", "bob"), f.liveApp("other"), "");
        f.clock.advance(Duration.ofMinutes(31));
        assertThat(authenticate(f, idle.accessToken(), null, Endpoint.USERS_SELF)
                        .getLeft())
                .isEqualTo(new Failure.InvalidAccessToken());
    }

    @Test
    @DisplayName("the operator's revocation of a user's tokens takes effect at once")
    void operatorRevocation() {
        Fixtures f = Fixtures.on(storage);
        TokenGrant grant = f.token(f.user("1001", "alice"), f.liveApp("demo"), "");
        f.shutter.operator().revokeTokensOfUser(new UserId("1001")).get();
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.USERS_SELF)
                        .getLeft())
                .isEqualTo(new Failure.InvalidAccessToken());
    }

    @Test
    @DisplayName("requests beyond the hourly limit get 429 with the counts, and the window slides")
    void rateLimit() {
        Fixtures f = Fixtures.on(storage, Settings.defaults().withRateLimits(new RateLimits(5, 6, 2, 3)));
        TokenGrant grant = f.token(f.user("1001", "alice"), f.liveApp("demo"), "comments");
        Caller first =
                authenticate(f, grant.accessToken(), null, Endpoint.COMMENT_ADD).get();
        assertThat(first.rate().limit()).isEqualTo(6);
        assertThat(first.rate().remaining()).isEqualTo(5);
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.COMMENT_ADD)
                        .isRight())
                .isTrue();
        f.clock.advance(Duration.ofMinutes(10));
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.COMMENT_ADD)
                        .isRight())
                .isTrue();
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.COMMENT_ADD)
                        .getLeft())
                .isEqualTo(new Failure.RateLimited(3, 3, Duration.ofMinutes(50).toSeconds()));
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.COMMENTS_LIST)
                        .isRight())
                .isTrue();
        f.clock.advance(Duration.ofMinutes(50));
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.COMMENT_ADD)
                        .isRight())
                .isTrue();
    }

    @Test
    @DisplayName("a request refused by one budget spends nothing from the others")
    void refusalSpendsNothing() {
        // given: all requests 2 an hour, comment writes 3
        Fixtures f = Fixtures.on(storage, Settings.defaults().withRateLimits(new RateLimits(2, 2, 3, 3)));
        TokenGrant grant = f.token(f.user("1001", "alice"), f.liveApp("demo"), "comments");
        authenticate(f, grant.accessToken(), null, Endpoint.COMMENT_ADD).get();
        authenticate(f, grant.accessToken(), null, Endpoint.COMMENT_ADD).get();

        // when: the third comment is over the budget of all requests, though its writes budget has room
        Failure refused =
                authenticate(f, grant.accessToken(), null, Endpoint.COMMENT_ADD).getLeft();

        // then
        assertThat(refused).isInstanceOfSatisfying(Failure.RateLimited.class, limited -> {
            assertThat(limited.made()).isEqualTo(2);
            assertThat(limited.allowed()).isEqualTo(2);
        });
        String hash = Hashes.sha256Hex(grant.accessToken());
        assertThat(made(f, hash + ":" + RateClass.COMMENT_WRITES.key())).isEqualTo(2);
        assertThat(made(f, hash + ":" + RateClass.ALL.key())).isEqualTo(2);
    }

    private long made(Fixtures f, String key) {
        return storage.rateCounters().since(key, f.clock.now().minus(Duration.ofHours(1))).stream()
                .mapToLong(RateBucket::count)
                .sum();
    }

    @Test
    @DisplayName("an app that enforces signed requests needs a matching sig")
    void signedRequests() {
        byte[] key = new byte[32];
        key[0] = 7;
        Fixtures f = Fixtures.on(storage, Settings.defaults().withSealingKey(new SealingKey(key)));
        User alice = f.user("1001", "alice");
        AppCreated app = f.signingApp("signed");
        TokenGrant grant = f.token(alice, app, "comments");
        Map<String, String> params = new HashMap<>(Map.of("access_token", grant.accessToken(), "count", "2"));
        assertThat(signed(f, params).getLeft()).isEqualTo(new Failure.SignatureMissing());
        params.put("sig", "00");
        assertThat(signed(f, params).getLeft()).isEqualTo(new Failure.SignatureMismatch());
        params.put("sig", SignedRequest.sign(app.generatedSecret().get(), "/users/self", params));
        assertThat(signed(f, params).isRight()).isTrue();
    }

    @Test
    @DisplayName("with the historical timeline, clients stop working on 2020-03-02")
    void historicalStop() {
        Fixtures f = Fixtures.on(storage, Settings.defaults().withTimeline(Timeline.historical()));
        f.clock.set(Instant.parse("2019-01-01T00:00:00Z"));
        TokenGrant grant = f.token(f.user("1001", "alice"), f.liveApp("demo"), "");
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.USERS_SELF)
                        .isRight())
                .isTrue();
        f.clock.set(Timeline.HISTORICAL_CLIENTS_STOP);
        assertThat(authenticate(f, grant.accessToken(), null, Endpoint.USERS_SELF)
                        .getLeft())
                .isEqualTo(new Failure.InvalidAccessToken());
    }

    private Either<Failure, Caller> signed(Fixtures f, Map<String, String> params) {
        return authenticated(
                f, Commands.authenticate(params.get("access_token"), null, Endpoint.USERS_SELF, "/users/self", params));
    }

    private Either<Failure, Caller> authenticate(Fixtures f, String param, String bearer, Endpoint endpoint) {
        return authenticated(f, Commands.authenticate(param, bearer, endpoint, "/x", Map.of()));
    }

    /**
     * Whether the storage sends its reads without waiting ({@code StorageThreads.eventLoops}): then every scenario
     * authenticates as a server's IO thread does ({@code authenticate}, what must block on an executor of its own),
     * and must find it answered on the storage's loop or that executor.
     */
    protected boolean sendsReads() {
        return false;
    }

    /**
     * The authentication of {@code command}: as a worker asks it ({@code check}), or, when the storage {@link
     * #sendsReads}, sent, with what must block run on an executor of its own.
     */
    private Either<Failure, Caller> authenticated(Fixtures f, AuthenticateCommand command) {
        if (!sendsReads()) {
            return f.shutter.requests().check(command).outcome();
        }
        assertThat(f.storage.threads().eventLoops()).as("the storage sends").isNotEmpty();
        return f.shutter
                .requests()
                .authenticate(command, ReadAhead.NOTHING, Runnable::run)
                .toCompletableFuture()
                .join()
                .authentication()
                .outcome();
    }
}
