package dev.shutter.adapters.http.servlet;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.domain.user.User;
import dev.shutter.ports.SealingKey;
import dev.shutter.ports.Settings;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateMediaCommand;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The users, media, apps and tokens the {@code /v1} requests of {@link ApiOnEveryBindingTest} name: Alice, Bob and
 * private Carol, a media of Bob's, a live app, one with the comments scope only, one that signs its requests, one in
 * Sandbox whose budget is two requests an hour, and a token that has expired.
 */
final class ApiWorld {

    static final String SCOPES = "basic comments relationships likes follower_list public_content";
    static final String MEDIA = "111_1002";
    private static final String ALL = "/v1/users/self";

    final Fixtures fixtures;
    final User alice;
    final String token;
    final String expired;
    final String commentsOnly;
    final String signing;
    private final AppCreated signingApp;
    private final AppCreated limited;

    ApiWorld() {
        byte[] key = new byte[32];
        key[0] = 7;
        fixtures = Fixtures.on(
                new InMemoryStorage(),
                Settings.defaults()
                        .withSealingKey(new SealingKey(key))
                        .withRateLimits(new RateLimits(2, 5000, 2, 5000))
                        .withTokens(new TokenPolicy(Option.some(Duration.ofDays(1)), Option.none())));
        alice = fixtures.user("1001", "alice");
        User bob = fixtures.user("1002", "bob");
        User carol = fixtures.user("1003", "carol", true);
        shutter()
                .operator()
                .createMedia(CreateMediaCommand.withId(new MediaId(MEDIA), bob.id()))
                .get();
        AppCreated app = fixtures.liveApp("v1-app");
        expired = fixtures.token(alice, app, SCOPES).accessToken();
        fixtures.clock.advance(Duration.ofDays(2));
        token = fixtures.token(alice, app, SCOPES).accessToken();
        String bobs = fixtures.token(bob, app, SCOPES).accessToken();
        String carols = fixtures.token(carol, app, SCOPES).accessToken();
        shutter().as(bobs).relationships().follow(alice.id()).join().orElseThrow();
        shutter().as(carols).relationships().follow(alice.id()).join().orElseThrow();
        shutter().as(token).relationships().follow(carol.id()).join().orElseThrow();
        shutter()
                .as(bobs)
                .comments()
                .post(new MediaId(MEDIA), "a first comment")
                .join()
                .orElseThrow();
        commentsOnly =
                fixtures.token(alice, fixtures.liveApp("v1-narrow"), "comments").accessToken();
        signingApp = fixtures.signingApp("v1-signed");
        signing = fixtures.token(alice, signingApp, "comments").accessToken();
        limited = shutter()
                .operator()
                .createApp(CreateAppCommand.confidential("Limited", Fixtures.REDIRECT)
                        .clientId(new ClientId("v1-limited"))
                        .sandbox()
                        .scopes(Scope.BASIC)
                        .sandboxUsers(alice.id())
                        .build())
                .get();
    }

    Shutter shutter() {
        return fixtures.shutter;
    }

    /** A token of Alice's for the app in Sandbox, whose two requests of the hour {@code spend} has made. */
    String spentToken(Spend spend) throws Exception {
        String fresh = fixtures.token(alice, limited, "basic").accessToken();
        for (int i = 0; i < 2; i++) {
            spend.get(ALL + "?access_token=" + fresh);
        }
        return fresh;
    }

    /** A comment of Alice's on Bob's media, to delete. */
    CommentId comment(String text) {
        return shutter()
                .as(token)
                .comments()
                .post(new MediaId(MEDIA), text)
                .join()
                .orElseThrow()
                .id();
    }

    /** The query of a signed GET of {@code path} (after /v1) with {@code x=a+b}, its {@code sig} from {@code secret}. */
    String signedQuery(String path, boolean rightSecret) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("access_token", signing);
        parameters.put("x", "a+b");
        String secret = rightSecret ? signingApp.generatedSecret().get() : "not-the-secret";
        return "access_token=" + signing + "&x=a%2Bb&sig=" + SignedRequest.sign(secret, path, parameters);
    }

    /** Sends a GET to the server whose budget is spent. */
    @FunctionalInterface
    interface Spend {
        void get(String pathAndQuery) throws Exception;
    }
}
