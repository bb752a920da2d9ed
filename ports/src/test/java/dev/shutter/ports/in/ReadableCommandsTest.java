package dev.shutter.ports.in;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.CodeVerifier;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A host writes commands by name, in the domain's types, and a bad value fails where it is written. */
class ReadableCommandsTest {

    private static final String CALLBACK = "https://app.example/cb";
    private static final CodeText CODE = new CodeText("c0de");

    /** RFC 7636 appendix B's verifier: its challenge is {@code E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM}. */
    private static final CodeVerifier VERIFIER = new CodeVerifier("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk");

    @Test
    @DisplayName("a confidential live app reads like a sentence")
    void confidentialApp() {
        // when
        CreateAppCommand app = CreateAppCommand.confidential("My app", CALLBACK)
                .redirectUri("https://app.example/other")
                .live()
                .scopes(Scope.RELATIONSHIPS, Scope.COMMENTS)
                .commentWrite()
                .implicitFlow()
                .build();

        // then
        assertThat(app.clientId()).isEmpty();
        assertThat(app.name()).isEqualTo("My app");
        assertThat(app.redirectUris()).containsExactly(CALLBACK, "https://app.example/other");
        assertThat(app.clientSecret()).isEmpty();
        assertThat(app.isPublic()).isFalse();
        assertThat(app.status()).contains(AppStatus.LIVE);
        assertThat(app.approvedScopes()).containsExactlyInAnyOrder(Scope.RELATIONSHIPS, Scope.COMMENTS);
        assertThat(app.sandboxUsers()).isEmpty();
        assertThat(app.commentWrite()).isTrue();
        assertThat(app.implicit()).isTrue();
        assertThat(app.enforceSignedRequests()).isFalse();
        assertThat(app.createdTime()).isEmpty();
    }

    @Test
    @DisplayName("a public sandbox app with its own id, sandbox users, signed requests and an old date")
    void publicSandboxApp() {
        // given
        Instant created = Instant.parse("2015-01-01T00:00:00Z");

        // when
        CreateAppCommand app = CreateAppCommand.publicClient("Phone", CALLBACK)
                .clientId(new ClientId("phone-app"))
                .sandbox()
                .sandboxUsers(new UserId("1001"), new UserId("1002"))
                .createdAt(created)
                .build();

        // then
        assertThat(app.isPublic()).isTrue();
        assertThat(app.clientId()).contains(new ClientId("phone-app"));
        assertThat(app.status()).contains(AppStatus.SANDBOX);
        assertThat(app.sandboxUsers()).containsExactly(new UserId("1001"), new UserId("1002"));
        assertThat(app.createdTime()).contains(created);
        assertThat(CreateAppCommand.confidential("Old", CALLBACK)
                        .unreviewedLive()
                        .build()
                        .status())
                .contains(AppStatus.UNREVIEWED_LIVE);
    }

    @Test
    @DisplayName("an app the registration rules refuse is refused when built, with the rule's own reason")
    void badApps() {
        assertThatThrownBy(() -> CreateAppCommand.confidential("", CALLBACK).build())
                .isInstanceOf(InvalidCommandException.class)
                .hasMessage("CreateAppCommand.name: size must be between 1 and 128")
                .extracting(e -> ((InvalidCommandException) e).field())
                .isEqualTo("name");
        assertThatThrownBy(() ->
                        CreateAppCommand.confidential("App", "app.example/cb#x").build())
                .hasMessage("CreateAppCommand.redirect_uris[0]: not an absolute URI with a host and no fragment");
        assertThatThrownBy(() -> CreateAppCommand.publicClient("App", CALLBACK)
                        .secret("a chosen secret")
                        .build())
                .hasMessage("CreateAppCommand.client_secret: a public client has no secret");
        assertThatThrownBy(() -> CreateAppCommand.confidential("App", CALLBACK)
                        .secret("short")
                        .build())
                .hasMessage("CreateAppCommand.clientSecret: must be 8 to 1024 characters");
        assertThatThrownBy(() -> CreateAppCommand.publicClient("App", CALLBACK)
                        .signedRequests()
                        .build())
                .hasMessageStartingWith("CreateAppCommand.enforce_signed_requests: ");
    }

    @Test
    @DisplayName("plain http on a host that is no loopback one is refused by the loopback rule, in its words")
    void httpOnAPublicHost() {
        assertThatThrownBy(() -> CreateAppCommand.confidential("App", "http://app.example/cb")
                        .build())
                .isInstanceOf(InvalidCommandException.class)
                .hasMessage("CreateAppCommand.redirect_uris[0]: " + RedirectUri.LOOPBACK_ONLY);
        assertThat(CreateAppCommand.confidential("App", "http://127.0.0.1:8080/cb")
                        .build()
                        .redirectUris())
                .containsExactly("http://127.0.0.1:8080/cb");
    }

    @Test
    @DisplayName("more than ten sandbox users are refused when built")
    void tooManySandboxUsers() {
        UserId[] eleven = new UserId[11];
        for (int i = 0; i < eleven.length; i++) {
            eleven[i] = new UserId(Integer.toString(1001 + i));
        }
        assertThatThrownBy(() -> CreateAppCommand.confidential("App", CALLBACK)
                        .sandboxUsers(eleven)
                        .build())
                .hasMessageStartingWith("CreateAppCommand.sandboxUsers: ");
    }

    @Test
    @DisplayName("a user who logs in, a private one with every detail, and one who cannot log in")
    void users() {
        // when
        CreateUserCommand alice = CreateUserCommand.withLogin(new Username("alice"), "correct horse")
                .fullName("Alice")
                .build();
        CreateUserCommand carol = CreateUserCommand.withLogin(new Username("carol"), "battery staple")
                .id(new UserId("1003"))
                .fullName("Carol C")
                .names("Carol", "C")
                .profilePicture("https://img.example/carol.jpg")
                .privateAccount()
                .build();
        CreateUserCommand robot =
                CreateUserCommand.withoutLogin(new Username("robot")).build();

        // then
        assertThat(alice.id()).isNull();
        assertThat(alice.username()).isEqualTo("alice");
        assertThat(alice.password()).isEqualTo("correct horse");
        assertThat(alice.isPrivate()).isFalse();
        assertThat(carol.id()).isEqualTo("1003");
        assertThat(List.of(carol.firstName(), carol.lastName(), carol.profilePicture()))
                .containsExactly("Carol", "C", "https://img.example/carol.jpg");
        assertThat(carol.isPrivate()).isTrue();
        assertThat(robot.password()).isNull();
    }

    @Test
    @DisplayName("a user the use case would refuse is refused when built; a username as sent is checked with the rest")
    void badUsers() {
        assertThatThrownBy(() ->
                        CreateUserCommand.asSent("al ice", "correct horse").build())
                .isInstanceOf(InvalidCommandException.class)
                .hasMessage("CreateUserCommand.username: must be 1 to 30 letters, digits, dots or underscores");
        assertThat(Username.parse("al ice")).isEmpty();
        assertThatThrownBy(() -> new Username("al ice")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() ->
                        CreateUserCommand.withLogin(new Username("alice"), null).build())
                .hasMessage("CreateUserCommand.password: must not be null");
        assertThatThrownBy(() -> CreateUserCommand.withLogin(new Username("alice"), "short")
                        .build())
                .hasMessage("CreateUserCommand.password: must be 8 to 1024 characters");
    }

    @Test
    @DisplayName("an authorization request names its flow and its scopes; the wire's form gives the same command")
    void authorizationRequests() {
        // when
        AuthorizeCommand code = AuthorizeCommand.code(new ClientId("app"), RedirectUri.of(CALLBACK))
                .scopes(Scope.COMMENTS, Scope.RELATIONSHIPS)
                .state("s1")
                .codeChallenge(VERIFIER.challenge())
                .build();
        AuthorizeCommand token = AuthorizeCommand.token(new ClientId("app"), RedirectUri.of(CALLBACK))
                .build();

        // then
        assertThat(code)
                .isEqualTo(AuthorizeCommand.fromParameters(Map.of(
                        "client_id", "app",
                        "redirect_uri", CALLBACK,
                        "response_type", "code",
                        "scope", "comments relationships",
                        "state", "s1",
                        "code_challenge", "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
                        "code_challenge_method", "S256")::get));
        assertThat(token)
                .isEqualTo(AuthorizeCommand.fromParameters(
                        Map.of("client_id", "app", "redirect_uri", CALLBACK, "response_type", "token")::get));
        assertThatThrownBy(() -> AuthorizeCommand.code(new ClientId("app"), RedirectUri.of(CALLBACK))
                        .state("s".repeat(2049))
                        .build())
                .hasMessageStartingWith("AuthorizeCommand.state: size must be between 0 and 2048");
    }

    @Test
    @DisplayName("a code exchange names its grant and where the client's secret travels")
    void codeExchanges() {
        // when
        ExchangeCodeCommand exchange = ExchangeCodeCommand.authorizationCode(
                ClientCredentials.inForm(new ClientId("app"), "secret"), CODE, RedirectUri.of(CALLBACK));
        ExchangeCodeCommand pkce = ExchangeCodeCommand.authorizationCode(
                        ClientCredentials.publicClient(new ClientId("phone")), CODE, RedirectUri.of(CALLBACK))
                .withCodeVerifier(VERIFIER);

        // then
        assertThat(exchange)
                .isEqualTo(ExchangeCodeCommand.fromForm(
                        ClientCredentials.sentInForm("app", "secret"),
                        Map.of("grant_type", "authorization_code", "code", "c0de", "redirect_uri", CALLBACK)::get));
        assertThat(pkce.client()).isEqualTo(ClientCredentials.sentInForm("phone", null));
        assertThat(pkce.codeVerifier()).isEqualTo(VERIFIER.value());
        assertThat(ClientCredentials.basic(new ClientId("app"), "secret").viaBasic())
                .isTrue();
        assertThatThrownBy(() -> ClientCredentials.inForm(new ClientId("app"), "s".repeat(1025)))
                .hasMessageStartingWith("ClientCredentials.clientSecret: ");
    }

    @Test
    @DisplayName("a request names where its token came from; the access_token parameter stays with the others")
    void authentications() {
        // when
        AuthenticateCommand bearer = AuthenticateCommand.bearer("t0ken", Endpoint.USERS_SELF, "/users/self");
        AuthenticateCommand inQuery = AuthenticateCommand.inParameters("t0ken", Endpoint.USERS_SELF, "/users/self")
                .withParameters(Map.of("sig", "abc", "count", "5"));

        // then
        assertThat(bearer).isEqualTo(AuthenticateCommand.asSent("t0ken", Endpoint.USERS_SELF, "/users/self", Map.of()));
        assertThat(inQuery.parameterToken()).isEqualTo("t0ken");
        assertThat(inQuery.parameters()).isEqualTo(Map.of("access_token", "t0ken", "sig", "abc", "count", "5"));
        assertThatThrownBy(() -> AuthenticateCommand.bearer(null, Endpoint.USERS_SELF, "/users/self"))
                .hasMessage("AuthenticateCommand.bearerToken: must not be null");
        assertThatThrownBy(() -> AuthenticateCommand.bearer("t0ken", null, "/users/self"))
                .hasMessage("AuthenticateCommand.endpoint: must not be null");
    }

    @Test
    @DisplayName("a seed adds each entry by name, in order, its ids typed")
    void seeds() {
        // given
        Instant at = Instant.parse("2016-01-01T00:00:00Z");
        UserId a = new UserId("1001");
        UserId b = new UserId("1002");
        UserId c = new UserId("1003");
        CreateUserCommand alice = CreateUserCommand.withLogin(new Username("alice"), "correct horse")
                .id(a)
                .build();

        // when
        Seed seed = Seed.builder()
                .user(alice)
                .media(CreateMediaCommand.of(a))
                .media(CreateMediaCommand.withId(new MediaId("7_1001"), a))
                .app(CreateAppCommand.confidential("App", CALLBACK).build())
                .follow(a, b)
                .followRequest(b, a)
                .block(c, a)
                .comment(Seed.SeedComment.of(new MediaId("7_1001"), a, "hi")
                        .withId(new CommentId("55"))
                        .at(at))
                .comment(Seed.SeedComment.of(new MediaId("7_1001"), b, "hello"))
                .build();

        // then
        assertThat(seed.users()).containsExactly(alice);
        assertThat(seed.media())
                .containsExactly(
                        new CreateMediaCommand(Option.none(), a),
                        new CreateMediaCommand(Option.some(new MediaId("7_1001")), a));
        assertThat(seed.follows())
                .containsExactly(new Seed.Follow(a, b, Edge.FOLLOWS), new Seed.Follow(b, a, Edge.REQUESTED));
        assertThat(seed.blocks()).containsExactly(new Seed.Block(c, a));
        Seed.SeedComment comment = seed.comments().get(0);
        assertThat(List.of(comment.id(), comment.media(), comment.from(), comment.text()))
                .containsExactly(Option.some(new CommentId("55")), new MediaId("7_1001"), a, "hi");
        assertThat(comment.createdTime()).isEqualTo(Option.some(at));
        assertThat(seed.comments().get(1).id()).isEmpty();
        assertThat(seed.comments().get(1).createdTime()).isEmpty();
        assertThat(seed.apps()).hasSize(1);
    }

    @Test
    @DisplayName("a seeded edge is follows or requested, never none")
    void seededEdges() {
        assertThatThrownBy(() -> new Seed.Follow(new UserId("1001"), new UserId("1002"), Edge.NONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a seeded edge is follows or requested, not NONE");
    }
}
