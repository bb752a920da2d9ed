package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.IncomingStatus;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.SealingKey;
import dev.shutter.ports.Settings;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.TokenOperations;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CommentList;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.Outcome;
import dev.shutter.ports.in.Page;
import dev.shutter.ports.in.RateStatus;
import dev.shutter.ports.in.TokenGrant;
import dev.shutter.ports.in.UserPage;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A token's requests as typed operations ({@code shutter.as(token)}) on every storage: each answers what the
 * {@code /v1} request of the same name answers, checked in the catalogue's order, and a refused one changes
 * nothing.
 */
public abstract class TokenOperationsScenarios extends StorageContract {

    private static final MediaId BOBS_MEDIA = new MediaId("111_1002");

    @Test
    @DisplayName("Alice follows Bob with her token; the status, both lists and her profile say so")
    void followAndRead() {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        TokenOperations as = f.shutter.as(token(f, alice, "relationships"));

        // when
        Outcome<Edge> followed = as.relationships().follow(bob.id()).join();

        // then
        assertThat(followed).isEqualTo(new Outcome.Done<>(Edge.FOLLOWS, new RateStatus(5000, 4999)));
        assertThat(done(as.relationships().status(bob.id())))
                .isEqualTo(new RelationshipView(Edge.FOLLOWS, IncomingStatus.NONE, false));
        assertThat(done(as.relationships().follows(Page.first())).users()).containsExactly(bob);
        assertThat(done(as.relationships().followedBy(bob.id(), Page.first())).users())
                .containsExactly(alice);
        assertThat(done(as.users().me())).isEqualTo(alice);
        assertThat(as.users().me().join().rate()).contains(new RateStatus(5000, 4994));
    }

    @Test
    @DisplayName("a private user's requests: listed for her, approved or denied by her token")
    void requests() {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        User carol = f.user("1003", "carol", true);
        TokenOperations asCarol = f.shutter.as(token(f, carol, "relationships"));

        // when
        assertThat(done(f.shutter
                        .as(token(f, alice, "relationships"))
                        .relationships()
                        .follow(carol.id())))
                .isEqualTo(Edge.REQUESTED);
        assertThat(done(f.shutter
                        .as(token(f, bob, "relationships"))
                        .relationships()
                        .follow(carol.id())))
                .isEqualTo(Edge.REQUESTED);
        UserPage waiting = done(asCarol.relationships().requestedBy(Page.first()));
        done(asCarol.relationships().approve(alice.id()));
        done(asCarol.relationships().deny(bob.id()));

        // then
        assertThat(waiting.users()).containsExactly(bob, alice);
        assertThat(done(asCarol.relationships().followedBy(Page.first())).users())
                .containsExactly(alice);
        assertThat(done(asCarol.relationships().requestedBy(Page.first())).users())
                .isEmpty();
        assertThat(asCarol.relationships().approve(bob.id()).join().either().getLeft())
                .isEqualTo(new Failure.NoPendingRequest());
    }

    @Test
    @DisplayName("a list reads page by page from the cursor of the page before")
    void pages() {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        TokenOperations as = f.shutter.as(token(f, alice, "relationships"));
        for (int i = 2; i <= 4; i++) {
            done(as.relationships().follow(f.user("100" + i, "user" + i).id()));
            f.clock.advance(java.time.Duration.ofSeconds(1));
        }

        // when
        UserPage first =
                done(as.relationships().follows(alice.id(), Page.first().count(2)));
        UserPage second = done(as.relationships().follows(alice.id(), Page.after(first)));

        // then
        assertThat(first.users()).extracting(User::username).containsExactly("user4", "user3");
        assertThat(first.next().isDefined()).isTrue();
        assertThat(second.users()).extracting(User::username).containsExactly("user2");
        assertThat(second.next().isEmpty()).isTrue();
    }

    @Test
    @DisplayName("comments: posted, listed with their authors, deleted by their author")
    void comments() {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        f.user("1002", "bob");
        f.shutter
                .operator()
                .createMedia(CreateMediaCommand.withId(BOBS_MEDIA, new UserId("1002")))
                .get();
        TokenOperations as = f.shutter.as(token(f, alice, "comments"));

        // when
        Comment posted = done(as.comments().post(BOBS_MEDIA, "Nice light!"));
        CommentList listed = done(as.comments().on(BOBS_MEDIA));
        Comment deleted = done(as.comments().delete(BOBS_MEDIA, posted.id()));

        // then
        assertThat(posted.text().value()).isEqualTo("Nice light!");
        assertThat(listed.comments()).singleElement().satisfies(view -> {
            assertThat(view.comment()).isEqualTo(posted);
            assertThat(view.author()).isEqualTo(alice);
        });
        assertThat(deleted).isEqualTo(posted);
        assertThat(done(as.comments().on(BOBS_MEDIA)).comments()).isEmpty();
        assertThat(as.comments().post(BOBS_MEDIA, "NICE!").join().either().getLeft())
                .isEqualTo(new Failure.CommentAllCaps());
    }

    @Test
    @DisplayName("refusals come in the catalogue's order, with the budget once counted, and change nothing")
    void refusals() {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        String commentsOnly = token(f, alice, "comments");
        TokenOperations as = f.shutter.as(token(f, alice, "relationships"));

        // then
        assertThat(f.shutter.as(null).relationships().follow(bob.id()).join())
                .isEqualTo(new Outcome.Refused<Edge>(new Failure.MissingAccessToken(), Option.none()));
        assertThat(f.shutter.as("").users().me().join().either().getLeft()).isEqualTo(new Failure.MissingAccessToken());
        assertThat(f.shutter
                        .as("1001.deadbeef")
                        .relationships()
                        .follow(bob.id())
                        .join())
                .isEqualTo(new Outcome.Refused<Edge>(new Failure.InvalidAccessToken(), Option.none()));
        assertThat(f.shutter.as(commentsOnly).relationships().follow(bob.id()).join())
                .isEqualTo(new Outcome.Refused<Edge>(
                        new Failure.MissingScope(Scope.RELATIONSHIPS), Option.some(new RateStatus(5000, 4999))));
        assertThat(as.relationships().follow(alice.id()).join().either().getLeft())
                .isEqualTo(new Failure.ActionOnSelf());
        assertThat(as.relationships().follow(new UserId("9999")).join().either().getLeft())
                .isEqualTo(new Failure.UserNotFound());
        assertThat(as.relationships().approve(bob.id()).join().either().getLeft())
                .isEqualTo(new Failure.NoPendingRequest());
        assertThat(done(as.relationships().status(bob.id())))
                .isEqualTo(new RelationshipView(Edge.NONE, IncomingStatus.NONE, false));
    }

    @Test
    @DisplayName("past the write budget a change is refused with the counts and no budget, and is not made")
    void rateLimit() {
        // given: two relationship writes an hour
        Fixtures f = Fixtures.on(storage, Settings.defaults().withRateLimits(new RateLimits(500, 5000, 2, 2)));
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        TokenOperations as = f.shutter.as(token(f, alice, "relationships"));
        done(as.relationships().follow(bob.id()));
        done(as.relationships().unfollow(bob.id()));

        // when
        Outcome<Edge> third = as.relationships().follow(bob.id()).join();

        // then
        assertThat(third).isInstanceOf(Outcome.Refused.class);
        assertThat(third.either().getLeft()).isInstanceOf(Failure.RateLimited.class);
        assertThat(third.rate()).isEmpty();
        assertThat(done(as.relationships().status(bob.id())).outgoingStatus()).isEqualTo(Edge.NONE);
    }

    @Test
    @DisplayName("an app that signs its requests: refused without a signature, let through as sent with its sig")
    void signedRequests() {
        // given
        byte[] key = new byte[32];
        key[0] = 7;
        Fixtures f = Fixtures.on(storage, Settings.defaults().withSealingKey(new SealingKey(key)));
        User alice = f.user("1001", "alice");
        AppCreated app = f.signingApp("signed");
        TokenGrant grant = f.token(alice, app, "comments");
        Map<String, String> sent = new HashMap<>(Map.of("access_token", grant.accessToken()));
        sent.put("sig", SignedRequest.sign(app.generatedSecret().get(), "/users/self", sent));
        Map<String, String> forged = new HashMap<>(sent);
        forged.put("sig", "00");

        // then
        assertThat(f.shutter.as(grant.accessToken()).users().me().join())
                .isEqualTo(new Outcome.Refused<User>(new Failure.SignatureMissing(), Option.none()));
        assertThat(done(f.shutter.asSent(null, "/users/self", sent).users().me()))
                .isEqualTo(alice);
        assertThat(f.shutter
                        .asSent(null, "/users/self", forged)
                        .users()
                        .me()
                        .join()
                        .either()
                        .getLeft())
                .isEqualTo(new Failure.SignatureMismatch());
    }

    @Test
    @DisplayName("with an executor, an operation runs there and its stage completes there")
    void onTheHostsExecutor() throws Exception {
        // given
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        String token = token(f, alice, "relationships");
        ExecutorService executor = Executors.newSingleThreadExecutor(work -> new Thread(work, "host-executor"));
        try {
            Shutter shutter =
                    Shutter.builder(storage).clock(f.clock).executor(executor).build();
            AtomicReference<String> thread = new AtomicReference<>();
            CountDownLatch held = new CountDownLatch(1);
            executor.execute(() -> awaitQuietly(held)); // the operation waits behind it: still pending below

            // when
            var pending = shutter.as(token)
                    .relationships()
                    .follow(bob.id())
                    .whenComplete((outcome, failure) ->
                            thread.set(Thread.currentThread().getName()));
            held.countDown();
            Outcome<Edge> followed = pending.get();

            // then
            assertThat(followed.orElseThrow()).isEqualTo(Edge.FOLLOWS);
            assertThat(thread.get()).isEqualTo("host-executor");
        } finally {
            executor.shutdownNow();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String token(Fixtures f, User user, String scope) {
        return f.token(user, f.liveApp("app-" + user.id().value() + "-" + scope.replace(' ', '-')), scope)
                .accessToken();
    }

    private static <T> T done(java.util.concurrent.CompletableFuture<Outcome<T>> stage) {
        return stage.join().orElseThrow();
    }
}
