package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.domain.user.User;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.IntrospectCommand;
import dev.shutter.ports.in.Introspection;
import dev.shutter.ports.in.RevokeCommand;
import dev.shutter.ports.in.TokenGrant;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RFC 7662 through the use case: what a client learns about its own, foreign, revoked, expired and unknown tokens. */
public abstract class IntrospectionScenarios extends StorageContract {

    private static Either<TokenFailure, Introspection> introspect(Fixtures f, AppCreated asking, String token) {
        return f.shutter.introspection().introspect(new IntrospectCommand(credentials(asking), token));
    }

    private static ClientCredentials credentials(AppCreated app) {
        return Commands.credentials(
                app.client().id().value(), app.generatedSecret().get(), false);
    }

    @Test
    @DisplayName("a client's own valid token is active, with its scopes, app, user, issue time and no expiry")
    void ownToken() {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        AppCreated app = f.liveApp("own");
        TokenGrant grant = f.token(alice, app, "comments");
        // when
        Introspection answer = introspect(f, app, grant.accessToken()).get();
        // then
        assertThat(answer.isActive()).isTrue();
        Introspection.Active active = answer.active().get();
        assertThat(active.scopes().wireForm()).isEqualTo("basic comments");
        assertThat(active.client()).isEqualTo(app.client().id());
        assertThat(active.user()).isEqualTo(alice);
        assertThat(active.issuedAt()).isEqualTo(f.clock.now());
        assertThat(active.expiresAt()).isEmpty();
    }

    @Test
    @DisplayName("another client's token, a revoked one and an unknown one are all just inactive")
    void foreignRevokedUnknown() {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        AppCreated mine = f.liveApp("mine");
        AppCreated theirs = f.liveApp("theirs");
        TokenGrant foreign = f.token(alice, theirs, "basic");
        TokenGrant revoked = f.token(alice, mine, "basic");
        f.shutter.revocation().revoke(new RevokeCommand(credentials(mine), revoked.accessToken()));
        // when / then
        assertThat(introspect(f, mine, foreign.accessToken()).get()).isEqualTo(Introspection.inactive());
        assertThat(introspect(f, mine, revoked.accessToken()).get()).isEqualTo(Introspection.inactive());
        assertThat(introspect(f, mine, "1001.unknown-token").get()).isEqualTo(Introspection.inactive());
        // and the foreign token is active for its own client
        assertThat(introspect(f, theirs, foreign.accessToken()).get().isActive())
                .isTrue();
    }

    @Test
    @DisplayName("with a maximum age the answer says when the token expires, and an expired token is inactive")
    void expiry() {
        // given
        Fixtures f = Fixtures.on(
                storage,
                Settings.defaults().withTokens(new TokenPolicy(Option.some(Duration.ofHours(2)), Option.none())));
        User alice = f.user("1001", "alice");
        AppCreated app = f.liveApp("aging");
        TokenGrant grant = f.token(alice, app, "basic");
        Instant issued = f.clock.now();
        // when / then
        assertThat(introspect(f, app, grant.accessToken()).get().active().get().expiresAt())
                .containsExactly(issued.plus(Duration.ofHours(2)));
        f.clock.advance(Duration.ofHours(2));
        assertThat(introspect(f, app, grant.accessToken()).get()).isEqualTo(Introspection.inactive());
    }

    @Test
    @DisplayName("introspecting is not a use: it does not keep a token alive under an idle time")
    void notAUse() {
        // given
        Fixtures f = Fixtures.on(
                storage,
                Settings.defaults().withTokens(new TokenPolicy(Option.none(), Option.some(Duration.ofMinutes(30)))));
        User alice = f.user("1001", "alice");
        AppCreated app = f.liveApp("idle");
        TokenGrant grant = f.token(alice, app, "basic");
        Instant lastUsed = storage.accessTokens()
                .find(Hashes.sha256Hex(grant.accessToken()))
                .get()
                .lastUsedAt();
        // when: introspected every 20 minutes
        f.clock.advance(Duration.ofMinutes(20));
        assertThat(introspect(f, app, grant.accessToken()).get().active().get().expiresAt())
                .containsExactly(lastUsed.plus(Duration.ofMinutes(30)));
        f.clock.advance(Duration.ofMinutes(20));
        // then: it expired 30 minutes after its last use all the same
        assertThat(introspect(f, app, grant.accessToken()).get()).isEqualTo(Introspection.inactive());
        assertThat(storage.accessTokens()
                        .find(Hashes.sha256Hex(grant.accessToken()))
                        .get()
                        .lastUsedAt())
                .isEqualTo(lastUsed);
    }

    @Test
    @DisplayName("a client that fails to authenticate, or sends no token, is refused as at the token endpoint")
    void refusals() {
        // given
        Fixtures f = Fixtures.on(storage);
        AppCreated app = f.liveApp("strict");
        // when / then
        assertThat(f.shutter
                        .introspection()
                        .introspect(new IntrospectCommand(
                                Commands.credentials(app.client().id().value(), "wrong", true), "1001.x"))
                        .getLeft())
                .isEqualTo(new TokenFailure.WrongClientSecret(true));
        assertThat(f.shutter
                        .introspection()
                        .introspect(new IntrospectCommand(Commands.credentials("nobody", "x", false), "1001.x"))
                        .getLeft())
                .isEqualTo(new TokenFailure.UnknownClient());
        assertThat(introspect(f, app, null).getLeft()).isInstanceOf(TokenFailure.InvalidRequest.class);
    }
}
