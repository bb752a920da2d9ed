package dev.shutter.adapters.http.api;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.SealingKey;
import dev.shutter.ports.Settings;
import dev.shutter.ports.TokenOperations;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CreateMediaCommand;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Alice, Bob, private Carol, a media of Bob's, and tokens, made the same way each time. */
final class AliceBobAndCarol {

    static final MediaId BOBS_MEDIA = new MediaId("111_1002");
    static final UserId BOB = new UserId("1002");
    static final UserId CAROL = new UserId("1003");

    final Fixtures fixtures;
    final String aliceToken;
    final String bobToken;
    final String carolToken;
    final String commentsOnlyToken;
    final String signingToken;
    final AppCreated signingApp;

    AliceBobAndCarol() {
        byte[] key = new byte[32];
        key[0] = 7;
        fixtures = Fixtures.on(new InMemoryStorage(), Settings.defaults().withSealingKey(new SealingKey(key)));
        User alice = fixtures.user("1001", "alice");
        User bob = fixtures.user("1002", "bob");
        User carol = fixtures.user("1003", "carol", true);
        fixtures.shutter
                .operator()
                .createMedia(CreateMediaCommand.withId(BOBS_MEDIA, BOB))
                .get();
        AppCreated app = fixtures.liveApp("demo");
        aliceToken = fixtures.token(alice, app, "comments relationships").accessToken();
        bobToken = fixtures.token(bob, app, "comments relationships").accessToken();
        carolToken = fixtures.token(carol, app, "comments relationships").accessToken();
        commentsOnlyToken =
                fixtures.token(alice, fixtures.liveApp("narrow"), "comments").accessToken();
        signingApp = fixtures.signingApp("signed");
        signingToken = fixtures.token(alice, signingApp, "comments").accessToken();
    }

    TokenOperations alice() {
        return fixtures.shutter.as(aliceToken);
    }

    CommentId firstComment() {
        return alice().comments()
                .on(BOBS_MEDIA)
                .join()
                .orElseThrow()
                .comments()
                .get(0)
                .comment()
                .id();
    }

    V1Request get(String path, String token, String... more) {
        return new V1Request("GET", path, parameters(token, more));
    }

    V1Request post(String path, String token, String... more) {
        return new V1Request("POST", path, parameters(token, more));
    }

    V1Request delete(String path, String token) {
        return new V1Request("DELETE", path, parameters(token));
    }

    /** A GET of {@code path} by the signing app, signed. */
    V1Request signed(String path) {
        Map<String, String> parameters = parameters(signingToken);
        parameters.put("sig", SignedRequest.sign(signingApp.generatedSecret().get(), path, parameters));
        return new V1Request("GET", path, parameters);
    }

    private static Map<String, String> parameters(String token, String... more) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("access_token", token);
        for (int i = 0; i < more.length; i += 2) {
            parameters.put(more[i], more[i + 1]);
        }
        return parameters;
    }

    /** What is stored, read through the use cases: every relationship among the three, the media's comments. */
    List<String> stored() {
        List<String> stored = new ArrayList<>();
        for (String token : List.of(aliceToken, bobToken, carolToken)) {
            for (UserId other : List.of(new UserId("1001"), BOB, CAROL)) {
                stored.add(fixtures.shutter
                        .as(token)
                        .relationships()
                        .status(other)
                        .join()
                        .either()
                        .toString());
            }
        }
        fixtures.shutter
                .as(bobToken)
                .comments()
                .on(BOBS_MEDIA)
                .join()
                .either()
                .forEach(list -> list.comments()
                        .forEach(view -> stored.add(view.author().username() + ": "
                                + view.comment().text().value())));
        return stored;
    }
}
