package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CommentView;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.DeleteCommentCommand;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Comments through the use cases: rules, grant, privacy, blocks, deletion. */
public abstract class CommentScenarios extends StorageContract {

    private Fixtures f;
    private User alice;
    private User bob;
    private Caller aliceCalls;
    private Caller bobCalls;
    private MediaId aliceMedia;

    @BeforeEach
    void given() {
        f = Fixtures.on(storage);
        alice = f.user("1001", "alice");
        bob = f.user("1002", "bob");
        AppCreated app = f.liveApp("demo");
        aliceCalls = f.callerFor(alice, app, Endpoint.COMMENT_ADD);
        bobCalls = f.callerFor(bob, app, Endpoint.COMMENT_ADD);
        aliceMedia = f.shutter
                .operator()
                .createMedia(CreateMediaCommand.withId(new MediaId("111_1001"), new UserId("1001")))
                .get()
                .id();
    }

    @Test
    @DisplayName("comments are listed oldest first with their authors")
    void listOldestFirst() {
        add(bobCalls, "first!");
        f.clock.advance(Duration.ofSeconds(5));
        add(aliceCalls, "thanks bob");
        var list = f.shutter.comments().list(bobCalls, aliceMedia).get();
        assertThat(list.comments()).extracting(v -> v.comment().text().value()).containsExactly("first!", "thanks bob");
        assertThat(list.comments()).extracting(CommentView::author).containsExactly(bob, alice);
        assertThat(list.media().owner()).isEqualTo(alice.id());
    }

    @Test
    @DisplayName("text that breaks a rule is refused with the rule's error and nothing is stored")
    void textRules() {
        assertThat(addFailure(bobCalls, "x".repeat(301))).isInstanceOf(Failure.CommentTooLong.class);
        assertThat(addFailure(bobCalls, "#a #b #c #d #e")).isInstanceOf(Failure.CommentTooManyTags.class);
        assertThat(addFailure(bobCalls, "see http://a.example and www.b.example"))
                .isInstanceOf(Failure.CommentTooManyUrls.class);
        assertThat(addFailure(bobCalls, "STOP SHOUTING")).isInstanceOf(Failure.CommentAllCaps.class);
        assertThat(addFailure(bobCalls, "   ")).isInstanceOf(Failure.InvalidParameter.class);
        assertThat(addFailure(bobCalls, "tab\there")).isInstanceOf(Failure.InvalidParameter.class);
        assertThat(f.shutter.comments().list(bobCalls, aliceMedia).get().comments())
                .isEmpty();
    }

    @Test
    @DisplayName("unknown media, and private media of another user, are refused")
    void mediaRules() {
        assertThat(f.shutter.comments().list(bobCalls, Commands.media("999_1")).getLeft())
                .isInstanceOf(Failure.MediaNotFound.class);
        f.shutter.operator().makePrivate(new UserId("1001")).get();
        assertThat(f.shutter.comments().list(bobCalls, aliceMedia).getLeft())
                .isInstanceOf(Failure.NotAllowedToView.class);
        assertThat(addFailure(bobCalls, "hello")).isInstanceOf(Failure.NotAllowedToView.class);
        assertThat(f.shutter.comments().list(aliceCalls, aliceMedia).isRight()).isTrue();
    }

    @Test
    @DisplayName("a viewer blocked by the media's owner cannot see or comment")
    void blockedViewer() {
        f.shutter
                .relationships()
                .change(aliceCalls, Commands.change("1002", "block"))
                .get();
        assertThat(f.shutter.comments().list(bobCalls, aliceMedia).getLeft())
                .isInstanceOf(Failure.NotAllowedToView.class);
    }

    @Test
    @DisplayName("an app whose comment-write grant is taken away can no longer post")
    void grantNeeded() {
        // given
        var token = f.token(bob, f.liveApp("plain"), "comments");
        assertThat(f.caller(token, Endpoint.COMMENT_ADD).client().commentWrite())
                .isTrue();
        // when
        f.shutter.operator().revokeCommentWrite(new ClientId("plain")).get();
        // then
        Caller withoutGrant = f.caller(token, Endpoint.COMMENT_ADD);
        assertThat(addFailure(withoutGrant, "hello")).isInstanceOf(Failure.CommentWriteNotPermitted.class);
    }

    @Test
    @DisplayName("the author and the media's owner may delete a comment; others may not")
    void deletion() {
        Comment bobs = add(bobCalls, "nice photo");
        Comment another = add(bobCalls, "really nice");
        User carol = f.user("1003", "carol");
        Caller carolCalls = f.callerFor(carol, f.liveApp("third"), Endpoint.COMMENT_DELETE);
        assertThat(f.shutter.comments().delete(carolCalls, delete(bobs)).getLeft())
                .isInstanceOf(Failure.NotAllowedToDelete.class);
        assertThat(f.shutter.comments().delete(bobCalls, delete(bobs)).get()).isEqualTo(bobs);
        assertThat(f.shutter.comments().delete(aliceCalls, delete(another)).get())
                .isEqualTo(another);
        assertThat(f.shutter.comments().delete(aliceCalls, delete(another)).getLeft())
                .isInstanceOf(Failure.CommentNotFound.class);
        assertThat(f.shutter.comments().list(aliceCalls, aliceMedia).get().comments())
                .isEmpty();
    }

    private DeleteCommentCommand delete(Comment comment) {
        return DeleteCommentCommand.of(comment.media(), comment.id());
    }

    private Comment add(Caller caller, String text) {
        return f.shutter
                .comments()
                .add(caller, AddCommentCommand.on(aliceMedia, text))
                .get();
    }

    private Failure addFailure(Caller caller, String text) {
        return f.shutter
                .comments()
                .add(caller, AddCommentCommand.on(aliceMedia, text))
                .getLeft();
    }
}
