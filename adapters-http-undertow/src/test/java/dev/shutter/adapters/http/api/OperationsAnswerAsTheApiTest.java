package dev.shutter.adapters.http.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.SealingKey;
import dev.shutter.ports.Settings;
import dev.shutter.ports.TokenOperations;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CommentList;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.Outcome;
import dev.shutter.ports.in.Page;
import dev.shutter.ports.in.UserPage;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each of a token's operations ({@code shutter.as(token)}) answers what the {@code /v1} request of the same name
 * answers: two worlds made alike, one asked over HTTP through the handlers, the other through the operation;
 * the status and the catalogue's code, type and message, the rate budget, the {@code data} in the v1
 * representation, the next cursor of a list, and what is stored afterwards must be the same.
 */
class OperationsAnswerAsTheApiTest {

    private static final MediaId BOBS_MEDIA = new MediaId("111_1002");
    private static final UserId BOB = new UserId("1002");
    private static final UserId CAROL = new UserId("1003");

    /** One request, as an operation and as HTTP, with what to do first in each world. */
    record Case(
            String name,
            Function<World, CompletableFuture<? extends Outcome<?>>> operation,
            Function<World, Http> http,
            Function<Object, JsonOut> data,
            java.util.function.Consumer<World> before) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** A request over HTTP: method, path after /v1, parameters (the token among them). */
    record Http(String method, String path, Map<String, String> parameters) {}

    static Stream<Case> cases() {
        List<Case> cases = new ArrayList<>();
        Function<Object, JsonOut> outgoing = edge -> out -> {
            out.writeStartObject();
            out.writeStringField("outgoing_status", ((Edge) edge).wireName());
            out.writeEndObject();
        };
        Function<Object, JsonOut> nothing = result -> JsonOut.NULL;
        Function<Object, JsonOut> users =
                page -> Representations.arrayOf(((UserPage) page).users(), Representations::listEntry);
        java.util.function.Consumer<World> none = w -> {};
        java.util.function.Consumer<World> aliceFollowsBobAndCarol = w -> {
            w.alice().relationships().follow(BOB).join().orElseThrow();
            w.alice().relationships().follow(CAROL).join().orElseThrow();
            w.fixtures
                    .shutter
                    .as(w.bobToken)
                    .relationships()
                    .follow(CAROL)
                    .join()
                    .orElseThrow();
        };
        for (String action : List.of("follow", "unfollow", "block", "unblock", "approve", "deny")) {
            cases.add(new Case(
                    action + " bob",
                    w -> switch (action) {
                        case "follow" -> w.alice().relationships().follow(BOB);
                        case "unfollow" -> w.alice().relationships().unfollow(BOB);
                        case "block" -> w.alice().relationships().block(BOB);
                        case "unblock" -> w.alice().relationships().unblock(BOB);
                        case "approve" -> w.alice().relationships().approve(BOB);
                        default -> w.alice().relationships().deny(BOB);
                    },
                    w -> w.post("/users/1002/relationship", w.aliceToken, "action", action),
                    outgoing,
                    none));
        }
        cases.add(new Case(
                "follow a private user",
                w -> w.alice().relationships().follow(CAROL),
                w -> w.post("/users/1003/relationship", w.aliceToken, "action", "follow"),
                outgoing,
                none));
        cases.add(new Case(
                "follow herself",
                w -> w.alice().relationships().follow(new UserId("1001")),
                w -> w.post("/users/1001/relationship", w.aliceToken, "action", "follow"),
                outgoing,
                none));
        cases.add(new Case(
                "follow a user who does not exist",
                w -> w.alice().relationships().follow(new UserId("9999")),
                w -> w.post("/users/9999/relationship", w.aliceToken, "action", "follow"),
                outgoing,
                none));
        cases.add(new Case(
                "follow someone who blocks her",
                w -> w.alice().relationships().follow(CAROL),
                w -> w.post("/users/1003/relationship", w.aliceToken, "action", "follow"),
                outgoing,
                w -> w.fixtures
                        .shutter
                        .as(w.carolToken)
                        .relationships()
                        .block(new UserId("1001"))
                        .join()
                        .orElseThrow()));
        cases.add(new Case(
                "approve a request",
                w -> w.fixtures.shutter.as(w.carolToken).relationships().approve(BOB),
                w -> w.post("/users/1002/relationship", w.carolToken, "action", "approve"),
                outgoing,
                aliceFollowsBobAndCarol));
        cases.add(new Case(
                "the status with a private user",
                w -> w.alice().relationships().status(CAROL),
                w -> w.get("/users/1003/relationship", w.aliceToken),
                view -> Representations.relationship((RelationshipView) view),
                aliceFollowsBobAndCarol));
        cases.add(new Case(
                "the status with a user who does not exist",
                w -> w.alice().relationships().status(new UserId("9999")),
                w -> w.get("/users/9999/relationship", w.aliceToken),
                view -> Representations.relationship((RelationshipView) view),
                none));
        cases.add(new Case(
                "her own follows, one a page",
                w -> w.alice().relationships().follows(Page.first().count(1)),
                w -> w.get("/users/self/follows", w.aliceToken, "count", "1"),
                users,
                aliceFollowsBobAndCarol));
        cases.add(new Case(
                "whom bob follows",
                w -> w.alice().relationships().follows(BOB, Page.first()),
                w -> w.get("/users/1002/follows", w.aliceToken),
                users,
                aliceFollowsBobAndCarol));
        cases.add(new Case(
                "who follows bob",
                w -> w.alice().relationships().followedBy(BOB, Page.first()),
                w -> w.get("/users/1002/followed-by", w.aliceToken),
                users,
                aliceFollowsBobAndCarol));
        cases.add(new Case(
                "whom a private user follows, asked by a stranger",
                w -> w.alice().relationships().follows(CAROL, Page.first()),
                w -> w.get("/users/1003/follows", w.aliceToken),
                users,
                none));
        cases.add(new Case(
                "who follows carol, asked by carol",
                w -> w.fixtures.shutter.as(w.carolToken).relationships().followedBy(Page.first()),
                w -> w.get("/users/self/followed-by", w.carolToken),
                users,
                aliceFollowsBobAndCarol));
        cases.add(new Case(
                "who asked to follow carol",
                w -> w.fixtures.shutter.as(w.carolToken).relationships().requestedBy(Page.first()),
                w -> w.get("/users/self/requested-by", w.carolToken),
                page -> Representations.arrayOf(((UserPage) page).users(), Representations::requester),
                aliceFollowsBobAndCarol));
        cases.add(new Case(
                "her profile",
                w -> w.alice().users().me(),
                w -> w.get("/users/self", w.aliceToken),
                user -> Representations.profile((User) user),
                none));
        cases.add(new Case(
                "a comment",
                w -> w.alice().comments().post(BOBS_MEDIA, "Nice light!"),
                w -> w.post("/media/111_1002/comments", w.aliceToken, "text", "Nice light!"),
                nothing,
                none));
        cases.add(new Case(
                "a comment in capitals",
                w -> w.alice().comments().post(BOBS_MEDIA, "NICE!"),
                w -> w.post("/media/111_1002/comments", w.aliceToken, "text", "NICE!"),
                nothing,
                none));
        cases.add(new Case(
                "a comment on media that does not exist",
                w -> w.alice().comments().post(new MediaId("999_1002"), "Nice light!"),
                w -> w.post("/media/999_1002/comments", w.aliceToken, "text", "Nice light!"),
                nothing,
                none));
        cases.add(new Case(
                "the comments of a media",
                w -> w.alice().comments().on(BOBS_MEDIA),
                w -> w.get("/media/111_1002/comments", w.aliceToken),
                list -> Representations.arrayOf(((CommentList) list).comments(), Representations::comment),
                w -> w.alice().comments().post(BOBS_MEDIA, "Nice light!").join().orElseThrow()));
        cases.add(new Case(
                "a comment deleted by its author",
                w -> w.alice().comments().delete(BOBS_MEDIA, w.firstComment()),
                w -> w.delete("/media/111_1002/comments/" + w.firstComment().value(), w.aliceToken),
                nothing,
                w -> w.alice().comments().post(BOBS_MEDIA, "Nice light!").join().orElseThrow()));
        cases.add(new Case(
                "a comment that does not exist",
                w -> w.alice().comments().delete(BOBS_MEDIA, new CommentId("17858893269000001")),
                w -> w.delete("/media/111_1002/comments/17858893269000001", w.aliceToken),
                nothing,
                none));
        cases.add(new Case(
                "a token without the scope",
                w -> w.fixtures.shutter.as(w.commentsOnlyToken).relationships().follow(BOB),
                w -> w.post("/users/1002/relationship", w.commentsOnlyToken, "action", "follow"),
                outgoing,
                none));
        cases.add(new Case(
                "an unknown token",
                w -> w.fixtures.shutter.as("1001.deadbeef").users().me(),
                w -> w.get("/users/self", "1001.deadbeef"),
                user -> Representations.profile((User) user),
                none));
        cases.add(new Case(
                "no token",
                w -> w.fixtures.shutter.as(null).users().me(),
                w -> new Http("GET", "/users/self", Map.of()),
                user -> Representations.profile((User) user),
                none));
        cases.add(new Case(
                "an app that signs, without a signature",
                w -> w.fixtures.shutter.as(w.signingToken).users().me(),
                w -> w.get("/users/self", w.signingToken),
                user -> Representations.profile((User) user),
                none));
        cases.add(new Case(
                "an app that signs, with its signature",
                w -> {
                    Http sent = w.signed("/users/self");
                    return w.fixtures
                            .shutter
                            .asSent(null, sent.path(), sent.parameters())
                            .users()
                            .me();
                },
                w -> w.signed("/users/self"),
                user -> Representations.profile((User) user),
                none));
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    @DisplayName("the operation answers as /v1 answers the same request, and stores the same")
    void sameAnswer(Case c) throws Exception {
        // given: two worlds made alike
        World overHttp = new World();
        World byOperation = new World();
        c.before().accept(overHttp);
        c.before().accept(byOperation);
        Undertow server = serve(overHttp);
        try {
            int port = ((InetSocketAddress) server.getListenerInfo().get(0).getAddress()).getPort();

            // when
            HttpResponse<String> response = send(port, c.http().apply(overHttp));
            Outcome<?> outcome = c.operation().apply(byOperation).join();

            // then
            JsonNode body = Json.MAPPER.readTree(response.body());
            assertThat(response.statusCode())
                    .as(response.body())
                    .isEqualTo(outcome.fold(failure -> failure.code(), result -> 200));
            assertThat(rate(response))
                    .isEqualTo(outcome.rate()
                            .map(r -> r.limit() + "/" + r.remaining())
                            .getOrElse("none"));
            if (outcome.isDone()) {
                Object result = outcome.orElseThrow();
                assertThat(body.get("data"))
                        .isEqualTo(Json.MAPPER.readTree(Json.bytes(c.data().apply(result))));
                String next =
                        result instanceof UserPage page ? page.nextCursor().getOrNull() : null;
                assertThat(body.path("pagination").path("next_cursor").textValue())
                        .isEqualTo(next);
            } else {
                var failure = outcome.either().getLeft();
                assertThat(body.get("meta").get("error_type").asText()).isEqualTo(failure.errorType());
                assertThat(body.get("meta").get("error_message").asText()).isEqualTo(failure.message());
            }
            assertThat(byOperation.stored()).isEqualTo(overHttp.stored());
        } finally {
            server.stop();
        }
    }

    private static String rate(HttpResponse<String> response) {
        var limit = response.headers().firstValue("X-Ratelimit-Limit");
        var remaining = response.headers().firstValue("X-Ratelimit-Remaining");
        return limit.isPresent() ? limit.get() + "/" + remaining.get() : "none";
    }

    private static Undertow serve(World world) {
        ShutterHttp http = ShutterHttp.builder(world.fixtures.shutter).build();
        Undertow server = Undertow.builder()
                .addHttpListener(0, "127.0.0.1")
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setHandler(http.handler())
                .build();
        server.start();
        return server;
    }

    private static HttpResponse<String> send(int port, Http request) throws Exception {
        String form = request.parameters().entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        String url = "http://127.0.0.1:" + port + "/v1" + request.path();
        HttpRequest.Builder builder;
        if (request.method().equals("POST")) {
            builder = HttpRequest.newBuilder(URI.create(url))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form));
        } else {
            builder = HttpRequest.newBuilder(URI.create(form.isEmpty() ? url : url + "?" + form))
                    .method(request.method(), HttpRequest.BodyPublishers.noBody());
        }
        return HttpClient.newHttpClient().send(builder.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Alice, Bob, private Carol, a media of Bob's, and tokens, made the same way each time. */
    static final class World {
        final Fixtures fixtures;
        final String aliceToken;
        final String bobToken;
        final String carolToken;
        final String commentsOnlyToken;
        final String signingToken;
        final AppCreated signingApp;

        World() {
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
            commentsOnlyToken = fixtures.token(alice, fixtures.liveApp("narrow"), "comments")
                    .accessToken();
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

        Http get(String path, String token, String... more) {
            return new Http("GET", path, parameters(token, more));
        }

        Http post(String path, String token, String... more) {
            return new Http("POST", path, parameters(token, more));
        }

        Http delete(String path, String token) {
            return new Http("DELETE", path, parameters(token));
        }

        /** A GET of {@code path} by the signing app, signed. */
        Http signed(String path) {
            Map<String, String> parameters = parameters(signingToken);
            parameters.put(
                    "sig", SignedRequest.sign(signingApp.generatedSecret().get(), path, parameters));
            return new Http("GET", path, parameters);
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
}
