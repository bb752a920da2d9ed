package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.event.AppAuthorized;
import dev.shutter.domain.event.Blocked;
import dev.shutter.domain.event.CommentDeleted;
import dev.shutter.domain.event.CommentPosted;
import dev.shutter.domain.event.FollowRequested;
import dev.shutter.domain.event.Followed;
import dev.shutter.domain.event.RequestDenied;
import dev.shutter.domain.event.RequestWithdrawn;
import dev.shutter.domain.event.TokensRevoked;
import dev.shutter.domain.event.Unblocked;
import dev.shutter.domain.event.Unfollowed;
import dev.shutter.domain.event.UserPrivacyChanged;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.DeleteCommentCommand;
import dev.shutter.ports.in.ExchangeCodeCommand;
import dev.shutter.ports.in.RevokeCommand;
import dev.shutter.ports.in.TokenGrant;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every relationship action of docs/spec/DECISIONS.md section 5, every comment write and every revocation, through the
 * use cases, writes exactly its events to the outbox in the same transaction; a refused request writes
 * none.
 */
public abstract class EventScenarios extends StorageContract {

    private Fixtures f;
    private AppCreated app;
    private User alice;
    private User bob;
    private User carol;
    private Caller aliceCalls;
    private Caller bobCalls;
    private Caller carolCalls;
    private EventProbe events;

    @BeforeEach
    void given() {
        f = Fixtures.on(storage);
        app = f.liveApp("demo");
        alice = f.user("1001", "alice");
        bob = f.user("1002", "bob");
        carol = f.user("1003", "carol", true);
        aliceCalls = f.callerFor(alice, app, Endpoint.RELATIONSHIP_POST);
        bobCalls = f.callerFor(bob, app, Endpoint.RELATIONSHIP_POST);
        carolCalls = f.callerFor(carol, app, Endpoint.RELATIONSHIP_POST);
        events = EventProbe.on(f, "1999");
    }

    @Test
    @DisplayName("a follow of a public user is Followed; of a private one FollowRequested; a second follow nothing")
    void follows() {
        act(aliceCalls, "1002", "follow");
        assertThat(events.newEvents()).containsExactly(new Followed(alice.id(), bob.id()));
        act(aliceCalls, "1003", "follow");
        assertThat(events.newEvents()).containsExactly(new FollowRequested(alice.id(), carol.id()));
        act(aliceCalls, "1003", "follow");
        assertThat(events.newEvents()).isEmpty();
    }

    @Test
    @DisplayName("approving a request is the requester's Followed; denying or ignoring one is RequestDenied")
    void answers() {
        // given
        act(aliceCalls, "1003", "follow");
        act(bobCalls, "1003", "follow");
        events.newEvents();

        // when
        act(carolCalls, "1001", "approve");
        act(carolCalls, "1002", "ignore");

        // then
        assertThat(events.newEvents())
                .containsExactly(new Followed(alice.id(), carol.id()), new RequestDenied(bob.id(), carol.id()));
    }

    @Test
    @DisplayName("unfollowing is Unfollowed, withdrawing a request RequestWithdrawn, unfollowing a stranger nothing")
    void unfollows() {
        act(aliceCalls, "1002", "follow");
        act(aliceCalls, "1003", "follow");
        events.newEvents();

        act(aliceCalls, "1002", "unfollow");
        act(aliceCalls, "1003", "unfollow");
        act(bobCalls, "1003", "unfollow");

        assertThat(events.newEvents())
                .containsExactly(new Unfollowed(alice.id(), bob.id()), new RequestWithdrawn(alice.id(), carol.id()));
    }

    @Test
    @DisplayName("a block is one Blocked event that ends the edges both ways; unblock is Unblocked")
    void blocks() {
        act(aliceCalls, "1002", "follow");
        act(bobCalls, "1001", "follow");
        events.newEvents();

        act(aliceCalls, "1002", "block");
        act(aliceCalls, "1002", "block");
        assertThat(events.newEvents()).containsExactly(new Blocked(alice.id(), bob.id()));

        act(aliceCalls, "1002", "unblock");
        act(aliceCalls, "1002", "unblock");
        assertThat(events.newEvents()).containsExactly(new Unblocked(alice.id(), bob.id()));
    }

    @Test
    @DisplayName("a refused action writes nothing: a follow across a block, an approve without a request")
    void refusedActions() {
        act(aliceCalls, "1002", "block");
        events.newEvents();

        assertThat(f.shutter
                        .relationships()
                        .change(bobCalls, Commands.change("1001", "follow"))
                        .isLeft())
                .isTrue();
        assertThat(f.shutter
                        .relationships()
                        .change(carolCalls, Commands.change("1001", "approve"))
                        .isLeft())
                .isTrue();

        assertThat(events.newEvents()).isEmpty();
    }

    @Test
    @DisplayName("turning public is UserPrivacyChanged, then Followed for each pending request it approves")
    void turningPublic() {
        // given
        act(aliceCalls, "1003", "follow");
        act(bobCalls, "1003", "follow");
        events.newEvents();

        // when
        f.shutter.operator().makePublic(new UserId("1003")).get();
        f.shutter.operator().makePublic(new UserId("1003")).get();

        // then
        assertThat(events.newEvents())
                .containsExactly(
                        new UserPrivacyChanged(carol.id(), false),
                        new Followed(alice.id(), carol.id()),
                        new Followed(bob.id(), carol.id()));
        f.shutter.operator().makePrivate(new UserId("1001")).get();
        assertThat(events.newEvents()).containsExactly(new UserPrivacyChanged(alice.id(), true));
    }

    @Test
    @DisplayName("a comment is CommentPosted; its deletion CommentDeleted, naming who deleted it")
    void comments() {
        // given
        MediaId media = f.shutter
                .operator()
                .createMedia(CreateMediaCommand.withId(new MediaId("111_1001"), new UserId("1001")))
                .get()
                .id();
        Caller bobComments = f.callerFor(bob, app, Endpoint.COMMENT_ADD);
        Caller aliceComments = f.callerFor(alice, app, Endpoint.COMMENT_DELETE);
        events.newEvents();

        // when
        Comment comment = f.shutter
                .comments()
                .add(bobComments, AddCommentCommand.on(media, "nice"))
                .get();
        f.shutter
                .comments()
                .delete(aliceComments, DeleteCommentCommand.of(media, comment.id()))
                .get();
        boolean refused = f.shutter
                .comments()
                .add(bobComments, AddCommentCommand.on(Commands.media("999_1001"), "no such media"))
                .isLeft();

        // then
        assertThat(refused).isTrue();
        assertThat(events.newEvents())
                .containsExactly(
                        new CommentPosted(comment.id(), media, bob.id(), alice.id()),
                        new CommentDeleted(comment.id(), media, bob.id(), alice.id(), alice.id()));
    }

    @Test
    @DisplayName("approving an app is AppAuthorized with the scopes granted")
    void authorization() {
        f.token(alice, app, "comments");

        assertThat(events.newEvents())
                .containsExactly(new AppAuthorized(alice.id(), app.client().id(), Scopes.of(Set.of(Scope.COMMENTS))));
    }

    @Test
    @DisplayName("each way of revoking is TokensRevoked, naming by whom; revoking nothing is nothing")
    void revocations() {
        ClientId demo = app.client().id();
        ClientCredentials credentials =
                Commands.credentials(demo.value(), app.generatedSecret().get(), false);
        TokenGrant byClient = f.token(alice, app, "basic");
        events.newEvents();

        f.shutter
                .revocation()
                .revoke(new RevokeCommand(credentials, byClient.accessToken()))
                .get();
        f.shutter
                .revocation()
                .revoke(new RevokeCommand(credentials, byClient.accessToken()))
                .get();
        assertThat(events.newEvents()).containsExactly(new TokensRevoked(alice.id(), demo, TokensRevoked.By.CLIENT));

        f.shutter.revocation().revokeExposed(f.token(bob, app, "basic").accessToken());
        events.newEvents();
        f.shutter.revocation().revokeExposed(f.token(bob, app, "basic").accessToken());
        f.shutter.revocation().revokeApp(bob.id(), demo); // also the token bob's requests use
        f.shutter.revocation().revokeApp(bob.id(), demo);
        assertThat(events.newEvents())
                .containsExactly(
                        new AppAuthorized(bob.id(), demo, Scopes.basic()),
                        new TokensRevoked(bob.id(), demo, TokensRevoked.By.PLAIN_HTTP),
                        new TokensRevoked(bob.id(), demo, TokensRevoked.By.USER));

        f.token(carol, app, "basic");
        events.newEvents();
        f.shutter.operator().revokeTokensOfUser(new UserId("1003")).get();
        f.shutter.operator().revokeTokensOfApp(demo).get();
        assertThat(events.newEvents())
                .containsExactly(
                        new TokensRevoked(carol.id(), demo, TokensRevoked.By.OPERATOR),
                        new TokensRevoked(alice.id(), demo, TokensRevoked.By.OPERATOR));
    }

    @Test
    @DisplayName("a code used twice revokes what it issued: TokensRevoked by replayed_code")
    void replay() {
        // given
        AuthorizeCommand authorize = Commands.authorize("demo", Fixtures.REDIRECT, "code", "", null, null, null);
        String code = Fixtures.queryParameter(
                f.shutter.authorization().approve(bob.id(), authorize).get().location("https://i"), "code");
        ExchangeCodeCommand exchange = Commands.exchange(
                Commands.credentials("demo", app.generatedSecret().get(), false),
                "authorization_code",
                code,
                Fixtures.REDIRECT,
                null);
        f.shutter.codeExchange().exchange(exchange).get();
        events.newEvents();

        // when
        assertThat(f.shutter.codeExchange().exchange(exchange).isLeft()).isTrue();

        // then
        assertThat(events.newEvents())
                .containsExactly(new TokensRevoked(bob.id(), app.client().id(), TokensRevoked.By.REPLAYED_CODE));
    }

    private void act(Caller caller, String target, String action) {
        f.shutter
                .relationships()
                .change(caller, Commands.change(target, action))
                .get();
    }
}
