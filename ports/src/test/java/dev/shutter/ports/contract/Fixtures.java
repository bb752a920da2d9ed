package dev.shutter.ports.contract;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Pkce;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Settings;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.AuthorizationGrant;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.OperationObserver;
import dev.shutter.ports.in.TokenGrant;
import dev.shutter.ports.out.PasswordHashingProvider;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Either;
import java.net.URI;
import java.util.Map;
import java.util.Random;

/**
 * Shared scenario helpers: a {@link Shutter} on a storage with a still clock, seeded randomness and
 * the cheapest setting of the password hashing on the class path (a module that runs the kit adds
 * {@code shutter-adapters-bcrypt}, at test scope at least, so the kit runs on real bcrypt), and short ways to make users, apps, tokens and callers through the real use cases.
 */
public final class Fixtures {

    /** The password every fixture user has. */
    public static final String PASSWORD = "correct horse battery";

    /** The redirect URI of fixture apps. */
    public static final String REDIRECT = "https://app.example/cb";

    /** The PKCE verifier of every code the fixtures make. */
    private static final String VERIFIER = "v".repeat(43);

    public final Storage storage;
    public final TestClock clock;
    public final Shutter shutter;

    private final Settings settings;
    private final OperationObserver observer;

    private Fixtures(Storage storage, TestClock clock, Settings settings, OperationObserver observer, long seed) {
        this.storage = storage;
        this.clock = clock;
        this.settings = settings;
        this.observer = observer;
        this.shutter = shutterOn(storage, seed);
    }

    private Shutter shutterOn(Storage on, long seed) {
        Randomness randomness = Randomness.from(new Random(seed));
        return Shutter.builder(on)
                .clock(clock)
                .randomness(randomness)
                .passwordHashing(PasswordHashingProvider.required().cheapest(randomness))
                .settings(settings)
                .observer(observer)
                .build();
    }

    /** Another server node on {@code other} (a storage on the same data), with the same clock and settings. */
    public Shutter nodeOn(Storage other) {
        return shutterOn(other, 43);
    }

    /** Fixtures with default settings. */
    public static Fixtures on(Storage storage) {
        return on(storage, Settings.defaults());
    }

    /** Fixtures with these settings. */
    public static Fixtures on(Storage storage, Settings settings) {
        return new Fixtures(storage, new TestClock(), settings, OperationObserver.NONE, 42);
    }

    /** Fixtures with default settings, whose Shutter tells {@code observer} what each operation did. */
    public static Fixtures observed(Storage storage, OperationObserver observer) {
        return new Fixtures(storage, new TestClock(), Settings.defaults(), observer, 42);
    }

    /** A user with {@link #PASSWORD}. */
    public User user(String id, String username, boolean isPrivate) {
        CreateUserCommand.Builder person = CreateUserCommand.withLogin(new Username(username), PASSWORD)
                .id(new UserId(id))
                .fullName(username + " Full")
                .names(username, "Last")
                .profilePicture("https://img.example/" + id);
        return shutter.operator()
                .createUser(isPrivate ? person.privateAccount().build() : person.build())
                .get();
    }

    /** A public user. */
    public User user(String id, String username) {
        return user(id, username, false);
    }

    /** A live, approved, confidential app with every scope and the comment-write grant. */
    public AppCreated liveApp(String clientId) {
        AppCreated app = shutter.operator()
                .createApp(CreateAppCommand.confidential("App " + clientId, REDIRECT)
                        .clientId(new ClientId(clientId))
                        .live()
                        .scopes(
                                Scope.BASIC,
                                Scope.COMMENTS,
                                Scope.RELATIONSHIPS,
                                Scope.LIKES,
                                Scope.FOLLOWER_LIST,
                                Scope.PUBLIC_CONTENT)
                        .commentWrite()
                        .implicitFlow()
                        .build())
                .get();
        return app;
    }

    /**
     * A live, confidential app approved for comments that enforces signed requests; the fixtures' settings
     * must hold a sealing key.
     */
    public AppCreated signingApp(String clientId) {
        return shutter.operator()
                .createApp(CreateAppCommand.confidential("Signing " + clientId, REDIRECT)
                        .clientId(new ClientId(clientId))
                        .live()
                        .scopes(Scope.COMMENTS)
                        .signedRequests()
                        .build())
                .get();
    }

    /** A token of {@code user} for {@code app} with {@code scope}, through authorize, approve and exchange. */
    public TokenGrant token(User user, AppCreated app, String scope) {
        return exchange(app, code(user, app, scope)).get();
    }

    /** A fresh code of {@code user} for {@code app} with {@code scope}, through authorize and approve. */
    public String code(User user, AppCreated app, String scope) {
        AuthorizeCommand authorize = Commands.authorize(
                app.client().id().value(), REDIRECT, "code", scope, "xyz", Pkce.challengeOf(VERIFIER), "S256");
        AuthorizationGrant grant =
                shutter.authorization().approve(user.id(), authorize).get();
        return queryParameter(grant.location("https://shutter.test"), "code");
    }

    /** {@code code}, made by {@link #code} for {@code app}, exchanged as {@code app}'s client would. */
    public Either<TokenFailure, TokenGrant> exchange(AppCreated app, String code) {
        return shutter.codeExchange()
                .exchange(Commands.exchange(
                        Commands.credentials(
                                app.client().id().value(), app.generatedSecret().getOrNull(), false),
                        "authorization_code",
                        code,
                        REDIRECT,
                        VERIFIER));
    }

    /** The caller a request with {@code token} to {@code endpoint} authenticates as. */
    public Caller caller(TokenGrant token, Endpoint endpoint) {
        return shutter.requests()
                .authenticate(Commands.authenticate(
                        token.accessToken(), null, endpoint, "/x", Map.of("access_token", token.accessToken())))
                .get();
    }

    /** A caller for {@code user} through a live app with every scope. */
    public Caller callerFor(User user, AppCreated app, Endpoint endpoint) {
        return caller(token(user, app, "comments relationships likes"), endpoint);
    }

    /** The first value of {@code name} in the query or fragment of {@code url}. */
    public static String queryParameter(String url, String name) {
        URI uri = URI.create(url);
        String part = uri.getRawFragment() != null ? uri.getRawFragment() : uri.getRawQuery();
        for (String pair : part.split("&")) {
            String[] kv = pair.split("=", 2);
            if (kv[0].equals(name)) {
                return java.net.URLDecoder.decode(kv.length > 1 ? kv[1] : "", java.nio.charset.StandardCharsets.UTF_8);
            }
        }
        throw new AssertionError(name + " not in " + url);
    }
}
