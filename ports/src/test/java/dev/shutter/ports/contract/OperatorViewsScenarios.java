package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.SealingKey;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppAccess;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.AppPage;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.IntrospectCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.SecretRotated;
import dev.shutter.ports.in.TokenGrant;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The operator reads users and apps, and rotates an app's secret, through the use cases. */
public abstract class OperatorViewsScenarios extends StorageContract {

    /** Whether {@code secret} authenticates the app (at the introspection endpoint, which any client may call). */
    private static boolean authenticates(Fixtures f, ClientId app, String secret) {
        Either<TokenFailure, ?> answer = f.shutter
                .introspection()
                .introspect(new IntrospectCommand(Commands.credentials(app.value(), secret, false), "1001.x"));
        return answer.isRight();
    }

    @Test
    @DisplayName("the operator reads a user and an app; unknown ids fail with nothing named")
    void readOne() {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        AppCreated app = f.liveApp("seen");
        // when / then
        assertThat(f.shutter.operatorViews().user(new UserId("1001")).get()).isEqualTo(alice);
        assertThat(f.shutter.operatorViews().app(new ClientId("seen")).get()).isEqualTo(app.client());
        assertThat(f.shutter.operatorViews().user(new UserId("4242")).getLeft().where())
                .isEmpty();
        assertThat(f.shutter.operatorViews().app(new ClientId("nope")).getLeft().where())
                .isEmpty();
    }

    @Test
    @DisplayName("the apps come page by page by client id, each page saying where the next starts")
    void appsInPages() {
        // given
        Fixtures f = Fixtures.on(storage);
        for (String id : List.of("app-c", "app-a", "app-e", "app-b", "app-d")) {
            f.liveApp(id);
        }
        // when
        AppPage first = f.shutter.operatorViews().apps(Option.none(), 2).get();
        AppPage second = f.shutter.operatorViews().apps(first.next(), 2).get();
        AppPage last = f.shutter.operatorViews().apps(second.next(), 2).get();
        // then
        assertThat(first.apps()).extracting(c -> c.id().value()).containsExactly("app-a", "app-b");
        assertThat(second.apps()).extracting(c -> c.id().value()).containsExactly("app-c", "app-d");
        assertThat(last.apps()).extracting(c -> c.id().value()).containsExactly("app-e");
        assertThat(last.next()).isEmpty();
        // and a page after an app that is gone starts at the next id
        assertThat(f.shutter
                        .operatorViews()
                        .apps(Option.some(new ClientId("app-bb")), 1)
                        .get()
                        .apps())
                .extracting(c -> c.id().value())
                .containsExactly("app-c");
        // and bad paging is refused, naming the field
        assertThat(f.shutter.operatorViews().apps(Option.none(), 0).getLeft().where())
                .isEqualTo("count");
        assertThat(f.shutter.operatorViews().apps(Option.none(), 101).getLeft().where())
                .isEqualTo("count");
    }

    @Test
    @DisplayName("the apps holding a user's valid tokens are listed with their scopes; revoked ones are not")
    void appsOfAUser() {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        AppCreated kept = f.liveApp("kept");
        AppCreated dropped = f.liveApp("dropped");
        f.token(alice, kept, "comments");
        f.token(alice, dropped, "basic");
        f.shutter.revocation().revokeApp(alice.id(), dropped.client().id());
        // when
        List<AppAccess> apps =
                f.shutter.operatorViews().appsOf(new UserId("1001")).get();
        // then
        assertThat(apps)
                .extracting(AppAccess::client)
                .containsExactly(kept.client().id());
        assertThat(apps.get(0).scopes().wireForm()).isEqualTo("basic comments");
        assertThat(f.shutter.operatorViews().appsOf(new UserId("4242")).isLeft())
                .isTrue();
    }

    @Test
    @DisplayName("a rotation without grace: the new secret works once shown, the old one stops at once")
    void rotateAtOnce() {
        // given
        Fixtures f = Fixtures.on(storage);
        AppCreated app = f.liveApp("rotated");
        String old = app.generatedSecret().get();
        // when
        SecretRotated rotated = f.shutter
                .secretRotation()
                .rotate(new ClientId("rotated"), Duration.ZERO)
                .get();
        // then
        assertThat(rotated.secret()).isNotEqualTo(old).hasSizeGreaterThanOrEqualTo(43);
        assertThat(rotated.oldSecretUntil()).isEmpty();
        assertThat(storage.clients()
                        .find(app.client().id())
                        .get()
                        .secret()
                        .get()
                        .hash())
                .doesNotContain(rotated.secret());
        assertThat(authenticates(f, app.client().id(), rotated.secret())).isTrue();
        assertThat(authenticates(f, app.client().id(), old)).isFalse();
    }

    @Test
    @DisplayName("a rotation with a grace period: both secrets work until it ends, then only the new one")
    void rotateWithGrace() {
        // given
        Fixtures f = Fixtures.on(storage);
        AppCreated app = f.liveApp("graceful");
        String old = app.generatedSecret().get();
        // when
        SecretRotated rotated = f.shutter
                .secretRotation()
                .rotate(new ClientId("graceful"), Duration.ofHours(1))
                .get();
        // then
        assertThat(rotated.oldSecretUntil()).containsExactly(f.clock.now().plus(Duration.ofHours(1)));
        assertThat(authenticates(f, app.client().id(), old)).isTrue();
        assertThat(authenticates(f, app.client().id(), rotated.secret())).isTrue();
        f.clock.advance(Duration.ofHours(1));
        assertThat(authenticates(f, app.client().id(), old)).isFalse();
        assertThat(authenticates(f, app.client().id(), rotated.secret())).isTrue();
    }

    @Test
    @DisplayName("a second rotation ends the grace of the first: only the newest secret works")
    void rotateTwice() {
        // given
        Fixtures f = Fixtures.on(storage);
        AppCreated app = f.liveApp("twice");
        String first = app.generatedSecret().get();
        String second = f.shutter
                .secretRotation()
                .rotate(new ClientId("twice"), Duration.ofHours(1))
                .get()
                .secret();
        // when
        String third = f.shutter
                .secretRotation()
                .rotate(new ClientId("twice"), Duration.ZERO)
                .get()
                .secret();
        // then
        assertThat(authenticates(f, app.client().id(), first)).isFalse();
        assertThat(authenticates(f, app.client().id(), second)).isFalse();
        assertThat(authenticates(f, app.client().id(), third)).isTrue();
    }

    @Test
    @DisplayName("a public app, an unknown app and a bad grace period are refused, and the secret stays")
    void rotationRefusals() {
        // given
        Fixtures f = Fixtures.on(storage);
        AppCreated app = f.liveApp("kept-secret");
        f.shutter
                .operator()
                .createApp(CreateAppCommand.publicClient("Public", Fixtures.REDIRECT)
                        .clientId(new ClientId("public-one"))
                        .live()
                        .scopes(Scope.BASIC)
                        .build())
                .get();
        // when
        OperatorFailure negative = f.shutter
                .secretRotation()
                .rotate(new ClientId("kept-secret"), Duration.ofSeconds(-1))
                .getLeft();
        OperatorFailure tooLong = f.shutter
                .secretRotation()
                .rotate(new ClientId("kept-secret"), Duration.ofDays(31))
                .getLeft();
        // then
        assertThat(negative.where()).isEqualTo("grace_seconds");
        assertThat(tooLong.where()).isEqualTo("grace_seconds");
        assertThat(f.shutter
                        .secretRotation()
                        .rotate(new ClientId("public-one"), Duration.ZERO)
                        .getLeft()
                        .where())
                .isEqualTo("client_id");
        assertThat(f.shutter
                        .secretRotation()
                        .rotate(new ClientId("nope"), Duration.ZERO)
                        .getLeft()
                        .where())
                .isEmpty();
        assertThat(authenticates(f, app.client().id(), app.generatedSecret().get()))
                .isTrue();
        assertThat(storage.clients().retiringSecret(app.client().id())).isEmpty();
    }

    @Test
    @DisplayName("an app that signs its requests may sign with the old secret during the grace, then only the new")
    void rotateASigningSecret() {
        // given
        byte[] key = new byte[32];
        key[0] = 9;
        Fixtures f = Fixtures.on(storage, Settings.defaults().withSealingKey(new SealingKey(key)));
        User alice = f.user("1001", "alice");
        AppCreated app = f.signingApp("signing");
        TokenGrant grant = f.token(alice, app, "basic");
        String old = app.generatedSecret().get();
        // when
        String fresh = f.shutter
                .secretRotation()
                .rotate(new ClientId("signing"), Duration.ofMinutes(10))
                .get()
                .secret();
        // then
        assertThat(signedWith(f, grant, old).isRight()).isTrue();
        assertThat(signedWith(f, grant, fresh).isRight()).isTrue();
        assertThat(signedWith(f, grant, "some other secret").getLeft()).isEqualTo(new Failure.SignatureMismatch());
        f.clock.advance(Duration.ofMinutes(10));
        assertThat(signedWith(f, grant, old).getLeft()).isEqualTo(new Failure.SignatureMismatch());
        assertThat(signedWith(f, grant, fresh).isRight()).isTrue();
    }

    private static Either<Failure, Caller> signedWith(Fixtures f, TokenGrant grant, String secret) {
        Map<String, String> params = new HashMap<>(Map.of("access_token", grant.accessToken()));
        params.put("sig", SignedRequest.sign(secret, "/users/self", params));
        return f.shutter
                .requests()
                .authenticate(
                        Commands.authenticate(grant.accessToken(), null, Endpoint.USERS_SELF, "/users/self", params));
    }
}
