package dev.shutter.ports.in;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.shutter.domain.api.Endpoint;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A host writes commands by name, and a bad value fails where it is written, naming the field. */
class ReadableCommandsTest {

    private static final String CALLBACK = "https://app.example/cb";

    @Test
    @DisplayName("a confidential live app reads like a sentence and gives the record the use case takes")
    void confidentialApp() {
        // when
        CreateAppCommand app = CreateAppCommand.confidential("My app", CALLBACK)
                .redirectUri("https://app.example/other")
                .live()
                .scopes("relationships", "comments")
                .commentWrite()
                .implicitFlow()
                .build();

        // then
        assertThat(app)
                .isEqualTo(new CreateAppCommand(
                        null,
                        "My app",
                        List.of(CALLBACK, "https://app.example/other"),
                        null,
                        false,
                        "live",
                        Set.of("relationships", "comments"),
                        Set.of(),
                        true,
                        true,
                        false,
                        null));
    }

    @Test
    @DisplayName("a public sandbox app with its own id, sandbox users, signed requests and an old date")
    void publicSandboxApp() {
        // given
        Instant created = Instant.parse("2015-01-01T00:00:00Z");

        // when
        CreateAppCommand app = CreateAppCommand.publicClient("Phone", CALLBACK)
                .clientId("phone-app")
                .sandbox()
                .sandboxUsers("1001", "1002")
                .signedRequests()
                .createdAt(created)
                .build();

        // then
        assertThat(app.isPublic()).isTrue();
        assertThat(app.clientId()).isEqualTo("phone-app");
        assertThat(app.status()).isEqualTo("sandbox");
        assertThat(app.sandboxUsers()).containsExactlyInAnyOrder("1001", "1002");
        assertThat(app.enforceSignedRequests()).isTrue();
        assertThat(app.createdTime()).isEqualTo(created);
        assertThat(CreateAppCommand.confidential("Old", CALLBACK)
                        .unreviewedLive()
                        .build()
                        .status())
                .isEqualTo("unreviewed-live");
    }

    @Test
    @DisplayName("an app the operator use case would refuse is refused when built, naming the field")
    void badApps() {
        assertThatThrownBy(() -> CreateAppCommand.confidential("", CALLBACK).build())
                .isInstanceOf(InvalidCommandException.class)
                .hasMessage("CreateAppCommand.name: size must be between 1 and 128")
                .extracting(e -> ((InvalidCommandException) e).field())
                .isEqualTo("name");
        assertThatThrownBy(() ->
                        CreateAppCommand.confidential("App", "app.example/cb#x").build())
                .hasMessage("CreateAppCommand.redirectUris[0]: not an absolute URI with a host and no fragment");
        assertThatThrownBy(() -> CreateAppCommand.publicClient("App", CALLBACK)
                        .secret("a chosen secret")
                        .build())
                .hasMessage("CreateAppCommand.clientSecret: a public client has no secret");
        assertThatThrownBy(() -> CreateAppCommand.confidential("App", CALLBACK)
                        .scopes("relationships", "everything")
                        .build())
                .hasMessage("CreateAppCommand.approvedScopes: unknown scope everything");
        assertThatThrownBy(() -> CreateAppCommand.confidential("App", CALLBACK)
                        .secret("short")
                        .build())
                .hasMessage("CreateAppCommand.clientSecret: must be 8 to 1024 characters");
        assertThatThrownBy(() -> CreateAppCommand.confidential("App", CALLBACK)
                        .sandboxUsers("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11")
                        .build())
                .hasMessageStartingWith("CreateAppCommand.sandboxUsers: ");
    }

    @Test
    @DisplayName("a user who logs in, a private one with every detail, and one who cannot log in")
    void users() {
        // when
        CreateUserCommand alice = CreateUserCommand.withLogin("alice", "correct horse")
                .fullName("Alice")
                .build();
        CreateUserCommand carol = CreateUserCommand.withLogin("carol", "battery staple")
                .id("1003")
                .fullName("Carol C")
                .names("Carol", "C")
                .profilePicture("https://img.example/carol.jpg")
                .privateAccount()
                .build();
        CreateUserCommand robot = CreateUserCommand.withoutLogin("robot").build();

        // then
        assertThat(alice)
                .isEqualTo(new CreateUserCommand(null, "alice", "correct horse", "Alice", null, null, null, false));
        assertThat(carol)
                .isEqualTo(new CreateUserCommand(
                        "1003",
                        "carol",
                        "battery staple",
                        "Carol C",
                        "Carol",
                        "C",
                        "https://img.example/carol.jpg",
                        true));
        assertThat(robot.password()).isNull();
    }

    @Test
    @DisplayName("a user the use case would refuse is refused when built")
    void badUsers() {
        assertThatThrownBy(() ->
                        CreateUserCommand.withLogin("al ice", "correct horse").build())
                .isInstanceOf(InvalidCommandException.class)
                .hasMessage("CreateUserCommand.username: must be 1 to 30 letters, digits, dots or underscores");
        assertThatThrownBy(() -> CreateUserCommand.withLogin("alice", null).build())
                .hasMessage("CreateUserCommand.password: must not be null");
        assertThatThrownBy(() -> CreateUserCommand.withLogin("alice", "short").build())
                .hasMessage("CreateUserCommand.password: must be 8 to 1024 characters");
        assertThatThrownBy(() -> CreateUserCommand.withoutLogin("bob").id("x1").build())
                .hasMessage("CreateUserCommand.id: must be 1 to 19 digits");
    }

    @Test
    @DisplayName("an authorization request names its flow; scopes are joined as the wire sends them")
    void authorizationRequests() {
        // when
        AuthorizeCommand code = AuthorizeCommand.code("app", CALLBACK)
                .scopes("comments", "relationships")
                .state("s1")
                .codeChallenge("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", "S256")
                .build();
        AuthorizeCommand token = AuthorizeCommand.token("app", CALLBACK).build();

        // then
        assertThat(code)
                .isEqualTo(new AuthorizeCommand(
                        "app",
                        CALLBACK,
                        "code",
                        "comments relationships",
                        "s1",
                        "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
                        "S256"));
        assertThat(token).isEqualTo(new AuthorizeCommand("app", CALLBACK, "token", null, null, null, null));
        assertThatThrownBy(() -> AuthorizeCommand.code("app", CALLBACK)
                        .state("s".repeat(2049))
                        .build())
                .hasMessageStartingWith("AuthorizeCommand.state: size must be between 0 and 2048");
    }

    @Test
    @DisplayName("a code exchange names its grant and where the client's secret travels")
    void codeExchanges() {
        // when
        ExchangeCodeCommand exchange =
                ExchangeCodeCommand.authorizationCode(ClientCredentials.inForm("app", "secret"), "c0de", CALLBACK);
        ExchangeCodeCommand pkce = ExchangeCodeCommand.authorizationCode(
                        ClientCredentials.publicClient("phone"), "c0de", CALLBACK)
                .withCodeVerifier("verifier");

        // then
        assertThat(exchange)
                .isEqualTo(new ExchangeCodeCommand(
                        new ClientCredentials("app", "secret", false), "authorization_code", "c0de", CALLBACK, null));
        assertThat(pkce.client()).isEqualTo(new ClientCredentials("phone", null, false));
        assertThat(pkce.codeVerifier()).isEqualTo("verifier");
        assertThat(ClientCredentials.basic("app", "secret").viaBasic()).isTrue();
        assertThatThrownBy(() -> ClientCredentials.inForm("app", "s".repeat(1025)))
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
        assertThat(bearer)
                .isEqualTo(new AuthenticateCommand(null, "t0ken", Endpoint.USERS_SELF, "/users/self", Map.of()));
        assertThat(inQuery.parameterToken()).isEqualTo("t0ken");
        assertThat(inQuery.parameters()).isEqualTo(Map.of("access_token", "t0ken", "sig", "abc", "count", "5"));
        assertThatThrownBy(() -> AuthenticateCommand.bearer(null, Endpoint.USERS_SELF, "/users/self"))
                .hasMessage("AuthenticateCommand.bearerToken: must not be null");
        assertThatThrownBy(() -> AuthenticateCommand.bearer("t0ken", null, "/users/self"))
                .hasMessage("AuthenticateCommand.endpoint: must not be null");
    }

    @Test
    @DisplayName("a seed adds each entry by name, in order")
    void seeds() {
        // given
        Instant at = Instant.parse("2016-01-01T00:00:00Z");
        CreateUserCommand alice =
                CreateUserCommand.withLogin("alice", "correct horse").id("1001").build();

        // when
        Seed seed = Seed.builder()
                .user(alice)
                .media(new CreateMediaCommand(null, "1001"))
                .app(CreateAppCommand.confidential("App", CALLBACK).build())
                .follow("1001", "1002")
                .followRequest("1002", "1001")
                .block("1003", "1001")
                .comment(Seed.SeedComment.of("m1", "1001", "hi").withId("c1").at(at))
                .build();

        // then
        assertThat(seed.users()).containsExactly(alice);
        assertThat(seed.follows())
                .containsExactly(
                        new Seed.Follow("1001", "1002", "follows"), new Seed.Follow("1002", "1001", "requested"));
        assertThat(seed.blocks()).containsExactly(new Seed.Block("1003", "1001"));
        assertThat(seed.comments()).containsExactly(new Seed.SeedComment("c1", "m1", "1001", "hi", at));
        assertThat(seed.apps()).hasSize(1);
        assertThat(seed.media()).hasSize(1);
    }

    @Test
    @DisplayName("every public command record of more than four fields offers a builder or named factories")
    void everyLongCommandIsReadable() {
        // given
        var commands = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.shutter.ports.in");

        // then
        assertThat(commands.stream()
                        .map(JavaClass::reflect)
                        .filter(ReadableCommandsTest::isLongCommand)
                        .filter(type -> !hasNamedFactory(type))
                        .map(Class::getName))
                .isEmpty();
        // and the check sees a command without one, and one with them
        assertThat(isLongCommand(Unreadable.class)).isTrue();
        assertThat(hasNamedFactory(Unreadable.class)).isFalse();
        assertThat(isLongCommand(CreateAppCommand.class)).isTrue();
        assertThat(hasNamedFactory(CreateAppCommand.class)).isTrue();
    }

    /** What the check must catch: five positional fields and no other way to make it. */
    public record Unreadable(String a, String b, boolean c, boolean d, boolean e) {}

    private static boolean isLongCommand(Class<?> type) {
        return type.isRecord()
                && Modifier.isPublic(type.getModifiers())
                && (type.getSimpleName().endsWith("Command")
                        || type.getSimpleName().startsWith("Seed")
                        || type == Unreadable.class)
                && type.getRecordComponents().length > 4;
    }

    /** A public static method that takes fewer parameters than the record has fields and makes it or a builder. */
    private static boolean hasNamedFactory(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods())
                .filter(m -> Modifier.isStatic(m.getModifiers()) && Modifier.isPublic(m.getModifiers()))
                .filter(m -> m.getParameterCount() < type.getRecordComponents().length)
                .map(Method::getReturnType)
                .anyMatch(returned -> returned.equals(type) || returned.getEnclosingClass() == type);
    }
}
