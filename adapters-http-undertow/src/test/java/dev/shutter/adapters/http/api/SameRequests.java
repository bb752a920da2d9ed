package dev.shutter.adapters.http.api;

import static dev.shutter.adapters.http.api.AliceBobAndCarol.BOB;
import static dev.shutter.adapters.http.api.AliceBobAndCarol.BOBS_MEDIA;
import static dev.shutter.adapters.http.api.AliceBobAndCarol.CAROL;

import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.CommentList;
import dev.shutter.ports.in.Page;
import dev.shutter.ports.in.UserPage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The requests {@link OperationsAnswerAsTheApiTest} asks both ways: each relationship action, the relationship
 * lists and status, the profile, comments posted, listed and deleted, and the failures (a missing scope, an unknown
 * or no token, an app that signs, with and without its signature).
 */
final class SameRequests {

    private SameRequests() {}

    static Stream<SameRequest> all() {
        List<SameRequest> cases = new ArrayList<>();
        Function<Object, JsonOut> outgoing = edge -> out -> {
            out.writeStartObject();
            out.writeStringField("outgoing_status", ((Edge) edge).wireName());
            out.writeEndObject();
        };
        Function<Object, JsonOut> nothing = result -> JsonOut.NULL;
        Function<Object, JsonOut> users =
                page -> Representations.arrayOf(((UserPage) page).users(), Representations::listEntry);
        Consumer<AliceBobAndCarol> none = w -> {};
        Consumer<AliceBobAndCarol> aliceFollowsBobAndCarol = w -> {
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
            cases.add(new SameRequest(
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
        cases.add(new SameRequest(
                "follow a private user",
                w -> w.alice().relationships().follow(CAROL),
                w -> w.post("/users/1003/relationship", w.aliceToken, "action", "follow"),
                outgoing,
                none));
        cases.add(new SameRequest(
                "follow herself",
                w -> w.alice().relationships().follow(new UserId("1001")),
                w -> w.post("/users/1001/relationship", w.aliceToken, "action", "follow"),
                outgoing,
                none));
        cases.add(new SameRequest(
                "follow a user who does not exist",
                w -> w.alice().relationships().follow(new UserId("9999")),
                w -> w.post("/users/9999/relationship", w.aliceToken, "action", "follow"),
                outgoing,
                none));
        cases.add(new SameRequest(
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
        cases.add(new SameRequest(
                "approve a request",
                w -> w.fixtures.shutter.as(w.carolToken).relationships().approve(BOB),
                w -> w.post("/users/1002/relationship", w.carolToken, "action", "approve"),
                outgoing,
                aliceFollowsBobAndCarol));
        cases.add(new SameRequest(
                "the status with a private user",
                w -> w.alice().relationships().status(CAROL),
                w -> w.get("/users/1003/relationship", w.aliceToken),
                view -> Representations.relationship((RelationshipView) view),
                aliceFollowsBobAndCarol));
        cases.add(new SameRequest(
                "the status with a user who does not exist",
                w -> w.alice().relationships().status(new UserId("9999")),
                w -> w.get("/users/9999/relationship", w.aliceToken),
                view -> Representations.relationship((RelationshipView) view),
                none));
        cases.add(new SameRequest(
                "her own follows, one a page",
                w -> w.alice().relationships().follows(Page.first().count(1)),
                w -> w.get("/users/self/follows", w.aliceToken, "count", "1"),
                users,
                aliceFollowsBobAndCarol));
        cases.add(new SameRequest(
                "whom bob follows",
                w -> w.alice().relationships().follows(BOB, Page.first()),
                w -> w.get("/users/1002/follows", w.aliceToken),
                users,
                aliceFollowsBobAndCarol));
        cases.add(new SameRequest(
                "who follows bob",
                w -> w.alice().relationships().followedBy(BOB, Page.first()),
                w -> w.get("/users/1002/followed-by", w.aliceToken),
                users,
                aliceFollowsBobAndCarol));
        cases.add(new SameRequest(
                "whom a private user follows, asked by a stranger",
                w -> w.alice().relationships().follows(CAROL, Page.first()),
                w -> w.get("/users/1003/follows", w.aliceToken),
                users,
                none));
        cases.add(new SameRequest(
                "who follows carol, asked by carol",
                w -> w.fixtures.shutter.as(w.carolToken).relationships().followedBy(Page.first()),
                w -> w.get("/users/self/followed-by", w.carolToken),
                users,
                aliceFollowsBobAndCarol));
        cases.add(new SameRequest(
                "who asked to follow carol",
                w -> w.fixtures.shutter.as(w.carolToken).relationships().requestedBy(Page.first()),
                w -> w.get("/users/self/requested-by", w.carolToken),
                page -> Representations.arrayOf(((UserPage) page).users(), Representations::requester),
                aliceFollowsBobAndCarol));
        cases.add(new SameRequest(
                "her profile",
                w -> w.alice().users().me(),
                w -> w.get("/users/self", w.aliceToken),
                user -> Representations.profile((User) user),
                none));
        cases.add(new SameRequest(
                "a comment",
                w -> w.alice().comments().post(BOBS_MEDIA, "Nice light!"),
                w -> w.post("/media/111_1002/comments", w.aliceToken, "text", "Nice light!"),
                nothing,
                none));
        cases.add(new SameRequest(
                "a comment in capitals",
                w -> w.alice().comments().post(BOBS_MEDIA, "NICE!"),
                w -> w.post("/media/111_1002/comments", w.aliceToken, "text", "NICE!"),
                nothing,
                none));
        cases.add(new SameRequest(
                "a comment on media that does not exist",
                w -> w.alice().comments().post(new MediaId("999_1002"), "Nice light!"),
                w -> w.post("/media/999_1002/comments", w.aliceToken, "text", "Nice light!"),
                nothing,
                none));
        cases.add(new SameRequest(
                "the comments of a media",
                w -> w.alice().comments().on(BOBS_MEDIA),
                w -> w.get("/media/111_1002/comments", w.aliceToken),
                list -> Representations.arrayOf(((CommentList) list).comments(), Representations::comment),
                w -> w.alice().comments().post(BOBS_MEDIA, "Nice light!").join().orElseThrow()));
        cases.add(new SameRequest(
                "a comment deleted by its author",
                w -> w.alice().comments().delete(BOBS_MEDIA, w.firstComment()),
                w -> w.delete("/media/111_1002/comments/" + w.firstComment().value(), w.aliceToken),
                nothing,
                w -> w.alice().comments().post(BOBS_MEDIA, "Nice light!").join().orElseThrow()));
        cases.add(new SameRequest(
                "a comment that does not exist",
                w -> w.alice().comments().delete(BOBS_MEDIA, new CommentId("17858893269000001")),
                w -> w.delete("/media/111_1002/comments/17858893269000001", w.aliceToken),
                nothing,
                none));
        cases.add(new SameRequest(
                "a token without the scope",
                w -> w.fixtures.shutter.as(w.commentsOnlyToken).relationships().follow(BOB),
                w -> w.post("/users/1002/relationship", w.commentsOnlyToken, "action", "follow"),
                outgoing,
                none));
        cases.add(new SameRequest(
                "an unknown token",
                w -> w.fixtures.shutter.as("1001.deadbeef").users().me(),
                w -> w.get("/users/self", "1001.deadbeef"),
                user -> Representations.profile((User) user),
                none));
        cases.add(new SameRequest(
                "no token",
                w -> w.fixtures.shutter.as(null).users().me(),
                w -> new V1Request("GET", "/users/self", Map.of()),
                user -> Representations.profile((User) user),
                none));
        cases.add(new SameRequest(
                "an app that signs, without a signature",
                w -> w.fixtures.shutter.as(w.signingToken).users().me(),
                w -> w.get("/users/self", w.signingToken),
                user -> Representations.profile((User) user),
                none));
        cases.add(new SameRequest(
                "an app that signs, with its signature",
                w -> {
                    V1Request sent = w.signed("/users/self");
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
}
