package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.IncomingStatus;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.InvalidCommandException;
import dev.shutter.ports.in.ListCommand;
import dev.shutter.ports.in.PageCursor;
import dev.shutter.ports.in.UserPage;
import io.vavr.control.Either;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Relationships through the use cases: actions, statuses, private users, lists and their visibility. */
public abstract class RelationshipScenarios extends StorageContract {

    private Fixtures f;
    private AppCreated app;
    private Caller alice;
    private Caller bob;
    private Caller carol;

    @BeforeEach
    void given() {
        f = Fixtures.on(storage);
        app = f.liveApp("demo");
        alice = f.callerFor(f.user("1001", "alice"), app, Endpoint.RELATIONSHIP_POST);
        bob = f.callerFor(f.user("1002", "bob"), app, Endpoint.RELATIONSHIP_POST);
        carol = f.callerFor(f.user("1003", "carol", true), app, Endpoint.RELATIONSHIP_POST);
    }

    @Test
    @DisplayName("following a public user follows; both sides see it")
    void followPublic() {
        assertThat(act(alice, "1002", "follow").get()).isEqualTo(Edge.FOLLOWS);
        assertThat(read(alice, "1002")).isEqualTo(new RelationshipView(Edge.FOLLOWS, IncomingStatus.NONE, false));
        assertThat(read(bob, "1001")).isEqualTo(new RelationshipView(Edge.NONE, IncomingStatus.FOLLOWED_BY, false));
    }

    @Test
    @DisplayName("following a private user requests; approve makes it a follow, deny (or ignore) drops it")
    void followPrivate() {
        assertThat(act(alice, "1003", "follow").get()).isEqualTo(Edge.REQUESTED);
        assertThat(read(carol, "1001").incomingStatus()).isEqualTo(IncomingStatus.REQUESTED_BY);
        assertThat(act(carol, "1001", "approve").get()).isEqualTo(Edge.NONE);
        assertThat(read(alice, "1003").outgoingStatus()).isEqualTo(Edge.FOLLOWS);
        assertThat(act(bob, "1003", "follow").get()).isEqualTo(Edge.REQUESTED);
        act(carol, "1002", "ignore").get();
        assertThat(read(bob, "1003").outgoingStatus()).isEqualTo(Edge.NONE);
        assertThat(act(carol, "1002", "deny").getLeft()).isEqualTo(new Failure.NoPendingRequest());
    }

    @Test
    @DisplayName("a block removes both edges and forbids following either way until lifted")
    void block() {
        act(alice, "1002", "follow").get();
        act(bob, "1001", "follow").get();
        act(alice, "1002", "block").get();
        assertThat(read(alice, "1002"))
                .isEqualTo(new RelationshipView(Edge.NONE, IncomingStatus.BLOCKED_BY_YOU, false));
        assertThat(read(bob, "1001")).isEqualTo(new RelationshipView(Edge.NONE, IncomingStatus.NONE, false));
        assertThat(act(bob, "1001", "follow").getLeft()).isEqualTo(new Failure.NotAllowedToFollow());
        assertThat(act(alice, "1002", "follow").getLeft()).isEqualTo(new Failure.NotAllowedToFollow());
        act(alice, "1002", "unblock").get();
        assertThat(read(alice, "1002")).isEqualTo(new RelationshipView(Edge.NONE, IncomingStatus.NONE, false));
        assertThat(act(bob, "1001", "follow").get()).isEqualTo(Edge.FOLLOWS);
    }

    @Test
    @DisplayName("bad actions, unknown users and acting on oneself are refused")
    void refusals() {
        assertThat(act(alice, "4242", "follow").getLeft()).isEqualTo(new Failure.UserNotFound());
        assertThat(act(alice, "1001", "follow").getLeft()).isEqualTo(new Failure.ActionOnSelf());
        assertThat(f.shutter.relationships().read(alice, new UserId("4242")).getLeft())
                .isEqualTo(new Failure.UserNotFound());
    }

    @Test
    @DisplayName("when a private user turns public, every pending request to them is approved")
    void privateTurnsPublic() {
        act(alice, "1003", "follow").get();
        act(bob, "1003", "follow").get();
        f.shutter.operator().makePublic(new UserId("1003")).get();
        assertThat(read(alice, "1003").outgoingStatus()).isEqualTo(Edge.FOLLOWS);
        assertThat(read(bob, "1003").outgoingStatus()).isEqualTo(Edge.FOLLOWS);
        assertThat(f.shutter
                        .relationshipLists()
                        .requestedBy(carol, list(carol.id().value(), null, null))
                        .get()
                        .users())
                .isEmpty();
    }

    @Test
    @DisplayName("lists come newest first in pages that chain by cursor")
    void listsPaginate() {
        List<String> followers = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            String id = Integer.toString(2000 + i);
            Caller follower = f.callerFor(f.user(id, "u" + id), app, Endpoint.RELATIONSHIP_POST);
            act(follower, "1001", "follow").get();
            followers.add(0, id);
            f.clock.advance(Duration.ofSeconds(1));
        }
        List<String> walked = new ArrayList<>();
        String cursor = null;
        do {
            UserPage page = f.shutter
                    .relationshipLists()
                    .followedBy(bob, list("1001", "3", cursor))
                    .get();
            page.users().forEach(u -> walked.add(u.id().value()));
            cursor = page.nextCursor().getOrNull();
        } while (cursor != null);
        assertThat(walked).containsExactlyElementsOf(followers);
        assertThat(f.shutter
                        .relationshipLists()
                        .follows(alice, list("2003", null, null))
                        .get()
                        .users())
                .extracting(u -> u.id().value())
                .containsExactly("1001");
    }

    @Test
    @DisplayName("a page size out of range is refused when the command is written; junk is no cursor")
    void listParameters() {
        assertThatThrownBy(() -> ListCommand.of(new UserId("1002")).count(0))
                .isInstanceOf(InvalidCommandException.class);
        assertThatThrownBy(() -> ListCommand.of(new UserId("1002")).count(201))
                .isInstanceOf(InvalidCommandException.class);
        assertThat(PageCursor.parse("%%%")).isEmpty();
    }

    @Test
    @DisplayName("a private user's lists are theirs alone; a user who blocks me hides their lists from me")
    void listVisibility() {
        assertThat(f.shutter
                        .relationshipLists()
                        .follows(alice, list("1003", null, null))
                        .getLeft())
                .isEqualTo(new Failure.NotAllowedToView());
        assertThat(f.shutter
                        .relationshipLists()
                        .follows(carol, list("1003", null, null))
                        .isRight())
                .isTrue();
        act(bob, "1001", "block").get();
        assertThat(f.shutter
                        .relationshipLists()
                        .followedBy(alice, list("1002", null, null))
                        .getLeft())
                .isEqualTo(new Failure.NotAllowedToView());
    }

    @Test
    @DisplayName("to a sandbox app, users outside its sandbox do not exist and lists leave them out")
    void sandboxAudience() {
        AppCreated sandbox = f.shutter
                .operator()
                .createApp(CreateAppCommand.confidential("Sandboxed", Fixtures.REDIRECT)
                        .clientId(new ClientId("sbx"))
                        .sandbox()
                        .sandboxUsers(new UserId("1001"), new UserId("1002"))
                        .build())
                .get();
        act(bob, "1001", "follow").get();
        act(f.callerFor(f.user("1004", "dave"), app, Endpoint.RELATIONSHIP_POST), "1001", "follow")
                .get();
        Caller aliceInSandbox = f.caller(
                f.token(f.storage.users().find(alice.id()).get(), sandbox, "relationships"), Endpoint.FOLLOWED_BY);
        assertThat(f.shutter
                        .relationships()
                        .read(aliceInSandbox, new UserId("1004"))
                        .getLeft())
                .isEqualTo(new Failure.UserNotFound());
        assertThat(f.shutter
                        .relationshipLists()
                        .followedBy(aliceInSandbox, list(aliceInSandbox.id().value(), null, null)))
                .isEqualTo(Either.right(
                        new UserPage(List.of(f.storage.users().find(bob.id()).get()), io.vavr.control.Option.none())));
    }

    private ListCommand list(String user, String count, String cursor) {
        ListCommand first = ListCommand.of(new UserId(user));
        ListCommand sized = count == null ? first : first.count(Integer.parseInt(count));
        return cursor == null ? sized : sized.after(PageCursor.parse(cursor).get());
    }

    private Either<Failure, Edge> act(Caller caller, String target, String action) {
        return f.shutter.relationships().change(caller, Commands.change(target, action));
    }

    private RelationshipView read(Caller caller, String target) {
        return f.shutter.relationships().read(caller, new UserId(target)).get();
    }
}
