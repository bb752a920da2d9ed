package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.oauth.AuthorizationFailure;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.LoginThrottle;
import dev.shutter.domain.oauth.Pkce;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.AuthorizationGrant;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.ExchangeCodeCommand;
import dev.shutter.ports.in.LoginCommand;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.RevokeCommand;
import dev.shutter.ports.in.SessionTicket;
import dev.shutter.ports.in.TokenGrant;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The OAuth flows through the use cases: login, authorize, exchange, replay, revoke. */
public abstract class OAuthScenarios extends StorageContract {

    private Fixtures f;
    private User alice;
    private AppCreated app;

    @BeforeEach
    void given() {
        f = Fixtures.on(storage);
        alice = f.user("1001", "alice");
        app = f.liveApp("demo");
    }

    @Test
    @DisplayName("the code flow issues a token that authenticates with its scopes")
    void codeFlow() {
        TokenGrant grant = f.token(alice, app, "comments");
        assertThat(grant.accessToken()).startsWith("1001.");
        assertThat(grant.user()).isEqualTo(alice);
        assertThat(f.caller(grant, Endpoint.COMMENTS_LIST).user()).isEqualTo(alice);
    }

    @Test
    @DisplayName("a code used twice fails the second time and revokes the token it issued")
    void replayRevokes() {
        // given
        AuthorizeCommand authorize = Commands.authorize("demo", Fixtures.REDIRECT, "code", "", null, null, null);
        String code = Fixtures.queryParameter(
                f.shutter.authorization().approve(alice.id(), authorize).get().location("https://i"), "code");
        ExchangeCodeCommand exchange = exchange(code, Fixtures.REDIRECT, null);
        TokenGrant first = f.shutter.codeExchange().exchange(exchange).get();
        // when
        var second = f.shutter.codeExchange().exchange(exchange);
        // then
        assertThat(second.getLeft()).isInstanceOf(TokenFailure.ReplayedCode.class);
        assertThat(second.getLeft().error()).isEqualTo("invalid_grant");
        assertThat(authenticate(first.accessToken()).isLeft()).isTrue();
    }

    @Test
    @DisplayName("the exchange checks client, secret, grant type, code, redirect URI and PKCE in that order")
    void exchangeErrors() {
        String verifier = "x".repeat(50);
        AuthorizeCommand authorize =
                Commands.authorize("demo", Fixtures.REDIRECT, "code", null, null, Pkce.challengeOf(verifier), "S256");
        String code = Fixtures.queryParameter(
                f.shutter.authorization().approve(alice.id(), authorize).get().location("https://i"), "code");
        String secret = app.generatedSecret().get();
        assertThat(fail(Commands.credentials(null, secret, false), "authorization_code", code, verifier))
                .isInstanceOf(TokenFailure.MissingClientId.class);
        assertThat(fail(Commands.credentials("nope", secret, false), "authorization_code", code, verifier))
                .isInstanceOf(TokenFailure.UnknownClient.class);
        assertThat(fail(Commands.credentials("demo", "wrong", true), "authorization_code", code, verifier))
                .isEqualTo(new TokenFailure.WrongClientSecret(true));
        assertThat(fail(Commands.credentials("demo", secret, false), "password", code, verifier))
                .isInstanceOf(TokenFailure.UnsupportedGrantType.class);
        assertThat(fail(Commands.credentials("demo", secret, false), "authorization_code", null, verifier))
                .isInstanceOf(TokenFailure.MissingCode.class);
        assertThat(fail(Commands.credentials("demo", secret, false), "authorization_code", "bogus", verifier))
                .isInstanceOf(TokenFailure.InvalidGrant.class);
        assertThat(f.shutter
                        .codeExchange()
                        .exchange(Commands.exchange(
                                Commands.credentials("demo", secret, false),
                                "authorization_code",
                                code,
                                "https://app.example/cb?x=1",
                                verifier))
                        .getLeft())
                .isInstanceOf(TokenFailure.RedirectUriMismatch.class);
        assertThat(fail(Commands.credentials("demo", secret, false), "authorization_code", code, "y".repeat(50)))
                .isInstanceOf(TokenFailure.InvalidGrant.class);
        // the failures left the code usable
        assertThat(f.shutter
                        .codeExchange()
                        .exchange(Commands.exchange(
                                Commands.credentials("demo", secret, false),
                                "authorization_code",
                                code,
                                Fixtures.REDIRECT,
                                verifier))
                        .isRight())
                .isTrue();
    }

    @Test
    @DisplayName("a code expires after its lifetime")
    void codeExpires() {
        AuthorizeCommand authorize = Commands.authorize("demo", Fixtures.REDIRECT, "code", null, null, null, null);
        String code = Fixtures.queryParameter(
                f.shutter.authorization().approve(alice.id(), authorize).get().location("https://i"), "code");
        f.clock.advance(Duration.ofMinutes(5));
        assertThat(f.shutter
                        .codeExchange()
                        .exchange(exchange(code, Fixtures.REDIRECT, null))
                        .getLeft())
                .isInstanceOf(TokenFailure.InvalidGrant.class);
    }

    @Test
    @DisplayName("the implicit flow puts the token in the fragment, for apps that allow it")
    void implicitFlow() {
        AuthorizeCommand authorize =
                Commands.authorize("demo", Fixtures.REDIRECT, "token", "comments", "st", null, null);
        AuthorizationGrant grant =
                f.shutter.authorization().approve(alice.id(), authorize).get();
        String location = grant.location("https://issuer.example");
        assertThat(location)
                .startsWith(Fixtures.REDIRECT + "#access_token=1001.")
                .contains("&state=st&iss=");
        assertThat(authenticate(Fixtures.queryParameter(location, "access_token"))
                        .isRight())
                .isTrue();
    }

    @Test
    @DisplayName("denial redirects with access_denied and the state")
    void deny() {
        AuthorizeCommand authorize = Commands.authorize("demo", Fixtures.REDIRECT, "code", null, "s1", null, null);
        String location =
                f.shutter.authorization().deny(alice.id(), authorize).get().location("https://i.example");
        assertThat(location)
                .isEqualTo("https://app.example/cb?error=access_denied&error_reason=user_denied"
                        + "&error_description=The+user+denied+your+request&state=s1&iss=https%3A%2F%2Fi.example");
    }

    @Test
    @DisplayName("a sandbox app serves only its sandbox users")
    void sandboxOnly() {
        User bob = f.user("1002", "bob");
        f.shutter
                .operator()
                .createApp(CreateAppCommand.confidential("Sandboxed", Fixtures.REDIRECT)
                        .clientId(new ClientId("sbx"))
                        .sandbox()
                        .sandboxUsers(new UserId("1001"))
                        .build())
                .get();
        AuthorizeCommand authorize =
                Commands.authorize("sbx", Fixtures.REDIRECT, "code", "relationships", null, null, null);
        assertThat(f.shutter.authorization().validateFor(alice.id(), authorize).isRight())
                .isTrue();
        assertThat(f.shutter.authorization().validateFor(bob.id(), authorize).getLeft())
                .isEqualTo(AuthorizationFailure.Page.sandboxOnly());
    }

    @Test
    @DisplayName("a Live app may request only its approved scopes; a Sandbox app any known scope")
    void scopesByMode() {
        f.shutter
                .operator()
                .approveScopes(new ClientId("demo"), Set.of(Scope.COMMENTS))
                .get();
        var asked = Commands.authorize("demo", Fixtures.REDIRECT, "code", "comments+likes", "s", null, null);
        var refused = (AuthorizationFailure.Redirect)
                f.shutter.authorization().validate(asked).getLeft();
        assertThat(refused.error()).isEqualTo("invalid_scope");
        assertThat(refused.location("https://i")).startsWith(Fixtures.REDIRECT + "?error=invalid_scope");
        f.shutter
                .operator()
                .createApp(CreateAppCommand.confidential("Sandboxed", Fixtures.REDIRECT)
                        .clientId(new ClientId("sbx"))
                        .sandbox()
                        .sandboxUsers(new UserId("1001"))
                        .build())
                .get();
        var sandboxAsks = Commands.authorize("sbx", Fixtures.REDIRECT, "code", "comments likes", null, null, null);
        assertThat(f.shutter.authorization().validate(sandboxAsks).isRight()).isTrue();
    }

    @Test
    @DisplayName("an unreviewed app from before the cut-over is Live until the deadline, then Sandbox")
    void deadlineSwitchesToSandbox() {
        // given: an app created before the cut-over and never approved, and a user not in its sandbox
        User bob = f.user("1002", "bob");
        f.clock.set(Instant.parse("2015-06-01T00:00:00Z"));
        String oldApp = f.shutter
                .operator()
                .createApp(CreateAppCommand.confidential("Old", Fixtures.REDIRECT)
                        .clientId(new ClientId("old"))
                        .sandboxUsers(new UserId("1001"))
                        .build())
                .get()
                .client()
                .id()
                .value();
        var request = Commands.authorize(oldApp, Fixtures.REDIRECT, "code", null, null, null, null);
        // when / then: before the deadline anyone may authorize it
        f.clock.set(Instant.parse("2016-05-31T23:59:59Z"));
        assertThat(f.shutter.authorization().validateFor(bob.id(), request).isRight())
                .isTrue();
        // after it, only its sandbox users
        f.clock.set(Instant.parse("2016-06-01T00:00:00Z"));
        assertThat(f.shutter.authorization().validateFor(bob.id(), request).getLeft())
                .isEqualTo(AuthorizationFailure.Page.sandboxOnly());
        assertThat(f.shutter.authorization().validateFor(alice.id(), request).isRight())
                .isTrue();
    }

    @Test
    @DisplayName("RFC 7009 revocation by the owning client invalidates the token; another client's is ignored")
    void revocation() {
        TokenGrant grant = f.token(alice, app, "comments");
        AppCreated other = f.liveApp("other");
        var ignored = f.shutter
                .revocation()
                .revoke(new RevokeCommand(
                        Commands.credentials("other", other.generatedSecret().get(), false), grant.accessToken()));
        assertThat(ignored.isRight()).isTrue();
        assertThat(authenticate(grant.accessToken()).isRight()).isTrue();
        f.shutter
                .revocation()
                .revoke(new RevokeCommand(
                        Commands.credentials("demo", app.generatedSecret().get(), false), grant.accessToken()))
                .get();
        assertThat(authenticate(grant.accessToken()).isLeft()).isTrue();
    }

    @Test
    @DisplayName("the manage-access list shows the app until the user revokes it")
    void manageAccess() {
        TokenGrant grant = f.token(alice, app, "comments");
        assertThat(f.shutter.revocation().accessOf(alice.id()))
                .singleElement()
                .satisfies(access -> assertThat(access.name()).isEqualTo("App demo"));
        f.shutter.revocation().revokeApp(alice.id(), app.client().id());
        assertThat(f.shutter.revocation().accessOf(alice.id())).isEmpty();
        assertThat(authenticate(grant.accessToken()).isLeft()).isTrue();
    }

    @Test
    @DisplayName("login renews the session, and failures are answered alike then throttled")
    void login() {
        SessionTicket anonymous = f.shutter.login().startSession();
        assertThat(f.shutter.login().csrfMatches(anonymous.sessionId(), anonymous.csrfToken()))
                .isTrue();
        assertThat(f.shutter.login().csrfMatches(anonymous.sessionId(), "forged"))
                .isFalse();
        SessionTicket loggedIn = f.shutter
                .login()
                .login(new LoginCommand(anonymous.sessionId(), "ALICE", Fixtures.PASSWORD))
                .get();
        assertThat(loggedIn.sessionId()).isNotEqualTo(anonymous.sessionId());
        assertThat(loggedIn.user()).contains(alice.id());
        assertThat(f.shutter.login().session(anonymous.sessionId())).isEmpty();
        var wrong = f.shutter.login().login(new LoginCommand(null, "alice", "wrong password"));
        var unknown = f.shutter.login().login(new LoginCommand(null, "nobody", "wrong password"));
        assertThat(wrong.getLeft()).isEqualTo(unknown.getLeft()).isInstanceOf(LoginFailure.InvalidCredentials.class);
        for (int i = 0; i < 3; i++) {
            f.shutter.login().login(new LoginCommand(null, "alice", "wrong password"));
        }
        assertThat(f.shutter
                        .login()
                        .login(new LoginCommand(null, "alice", Fixtures.PASSWORD))
                        .getLeft())
                .isInstanceOf(LoginFailure.Throttled.class);
        f.clock.advance(Duration.ofMinutes(1));
        assertThat(f.shutter
                        .login()
                        .login(new LoginCommand(null, "alice", Fixtures.PASSWORD))
                        .isRight())
                .isTrue();
        f.shutter.login().logout(loggedIn.sessionId());
        assertThat(f.shutter.login().session(loggedIn.sessionId())).isEmpty();
    }

    @Test
    @DisplayName("one address failing against many usernames is throttled before it can lock them out")
    void loginThrottlePerAddress() {
        // given: an address that has failed three times, each on another username
        String attacker = "203.0.113.9";
        for (String name : new String[] {"alice", "bob", "carol"}) {
            assertThat(f.shutter
                            .login()
                            .login(new LoginCommand(null, name, "guess", attacker))
                            .getLeft())
                    .isInstanceOf(LoginFailure.InvalidCredentials.class);
        }

        // when: it tries a fourth username, and alice logs in from her own address
        var fourth = f.shutter.login().login(new LoginCommand(null, "dave", "guess", attacker));
        var fromElsewhere = f.shutter.login().login(new LoginCommand(null, "alice", Fixtures.PASSWORD, "198.51.100.7"));

        // then: the address waits; alice, with one failure against her name, is not locked
        assertThat(fourth.getLeft()).isInstanceOf(LoginFailure.Throttled.class);
        assertThat(fromElsewhere.isRight()).isTrue();

        // and an address's budget cannot be spent by typing it as a username
        assertThat(f.shutter
                        .login()
                        .login(new LoginCommand(null, "@ip:" + attacker, "guess", "198.51.100.8"))
                        .getLeft())
                .isInstanceOf(LoginFailure.InvalidCredentials.class);
        f.clock.advance(LoginThrottle.LOCK_FOR);
        assertThat(f.shutter
                        .login()
                        .login(new LoginCommand(null, "erin", "guess", attacker))
                        .getLeft())
                .as("failures from an address are forgotten after a quiet %s", LoginThrottle.LOCK_FOR)
                .isInstanceOf(LoginFailure.InvalidCredentials.class);
    }

    private TokenFailure fail(ClientCredentials credentials, String grantType, String code, String verifier) {
        return f.shutter
                .codeExchange()
                .exchange(Commands.exchange(credentials, grantType, code, Fixtures.REDIRECT, verifier))
                .getLeft();
    }

    private ExchangeCodeCommand exchange(String code, String redirect, String verifier) {
        return Commands.exchange(
                Commands.credentials("demo", app.generatedSecret().get(), false),
                "authorization_code",
                code,
                redirect,
                verifier);
    }

    private io.vavr.control.Either<dev.shutter.domain.Failure, dev.shutter.ports.in.Caller> authenticate(String token) {
        return f.shutter
                .requests()
                .authenticate(Commands.authenticate(token, null, Endpoint.USERS_SELF, "/users/self", Map.of()));
    }
}
