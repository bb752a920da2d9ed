package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.event.UserErased;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.Erased;
import dev.shutter.ports.in.PersonalData;
import dev.shutter.ports.in.TokenGrant;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.Users;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Erasure and export of a person through the use cases, on a small world: Alice (private) follows Bob,
 * Carol follows Alice, Dave asked to follow Alice, Alice asked to follow private Erin, Alice blocks
 * Frank; Alice comments on Bob's media, Carol on Alice's and Bob's; Alice is a sandbox user.
 */
public abstract class ErasureAndExportScenarios extends StorageContract {

    private Fixtures f;
    private User alice;
    private TokenGrant alicesToken;
    private AppCreated app;
    private Comment aliceOnBob;
    private Comment carolOnAlice;
    private Comment carolOnBob;

    @BeforeEach
    void world() {
        f = Fixtures.on(storage);
        alice = f.user("1001", "alice", true);
        User bob = f.user("1002", "bob");
        User carol = f.user("1003", "carol");
        User dave = f.user("1004", "dave");
        User erin = f.user("1005", "erin", true);
        f.user("1006", "frank");
        app = f.liveApp("social");
        f.shutter
                .operator()
                .createMedia(CreateMediaCommand.withId(new MediaId("1_1001"), new UserId("1001")))
                .get();
        f.shutter
                .operator()
                .createMedia(CreateMediaCommand.withId(new MediaId("2_1002"), new UserId("1002")))
                .get();
        f.shutter
                .operator()
                .setSandboxUsers(new ClientId("social"), Set.of(new UserId("1001"), new UserId("1002")))
                .get();
        alicesToken = f.token(alice, app, "comments relationships");
        Caller asAlice = f.caller(alicesToken, Endpoint.RELATIONSHIP_POST);
        f.clock.advance(Duration.ofSeconds(1));
        change(asAlice, "1002", "follow");
        change(asAlice, "1005", "follow");
        change(asAlice, "1006", "block");
        Caller asCarol = f.callerFor(carol, app, Endpoint.RELATIONSHIP_POST);
        change(asCarol, "1001", "follow");
        change(f.callerFor(dave, app, Endpoint.RELATIONSHIP_POST), "1001", "follow");
        f.clock.advance(Duration.ofSeconds(1));
        f.shutter
                .relationships()
                .change(f.callerFor(alice, app, Endpoint.RELATIONSHIP_POST), Commands.change("1003", "approve"))
                .get();
        aliceOnBob = comment(f.callerFor(alice, app, Endpoint.COMMENT_ADD), "2_1002", "Lovely");
        // Alice is private: the API lets no one else comment on her media, a comment made while she was
        // public stays; it is stored directly here.
        carolOnAlice = new Comment(
                new CommentId("17858893269000042"),
                new MediaId("1_1001"),
                carol.id(),
                CommentText.parse("Thanks").get(),
                f.clock.now());
        storage.comments().add(carolOnAlice);
        carolOnBob = comment(f.callerFor(carol, app, Endpoint.COMMENT_ADD), "2_1002", "Wow");
        storage.loginSessions()
                .add(LoginSession.start("alices-session", Option.some(alice.id()), f.clock.now(), Duration.ofHours(1)));
        assertThat(erin.isPrivate()).isTrue();
    }

    private void change(Caller caller, String target, String action) {
        f.shutter
                .relationships()
                .change(caller, Commands.change(target, action))
                .get();
    }

    private Comment comment(Caller caller, String media, String text) {
        f.clock.advance(Duration.ofSeconds(1));
        var added = f.shutter.comments().add(caller, AddCommentCommand.on(Commands.media(media), text));
        assertThat(added.isRight()).as("%s", added).isTrue();
        return added.get();
    }

    @Test
    @DisplayName(
            "the export holds the profile, comments, follows both ways, requests both ways, blocks and authorized apps")
    void export() {
        // when
        PersonalData data = f.shutter.export().export(new UserId("1001")).get();
        // then
        assertThat(data.profile()).isEqualTo(alice);
        assertThat(data.comments()).containsExactly(aliceOnBob);
        assertThat(data.media()).containsExactly(new MediaId("1_1001"));
        assertThat(data.follows()).extracting(PersonalData.Link::user).containsExactly(new UserId("1002"));
        assertThat(data.followedBy()).extracting(PersonalData.Link::user).containsExactly(new UserId("1003"));
        assertThat(data.requested()).extracting(PersonalData.Link::user).containsExactly(new UserId("1005"));
        assertThat(data.requestedBy()).extracting(PersonalData.Link::user).containsExactly(new UserId("1004"));
        assertThat(data.blocks()).containsExactly(new UserId("1006"));
        assertThat(data.authorizations()).hasSizeGreaterThanOrEqualTo(2).allSatisfy(a -> {
            assertThat(a.client()).isEqualTo(app.client().id());
            assertThat(a.appName()).isEqualTo("App social");
        });
        assertThat(data.authorizations().get(0).scopes().wireForm()).isEqualTo("basic comments relationships");
        assertThat(data.exportedAt()).isEqualTo(f.clock.now());
        assertThat(f.shutter.export().export(new UserId("4242")).getLeft().where())
                .isEmpty();
    }

    @Test
    @DisplayName("the export's last_used_at is the token's last use, with or without an idle timeout")
    void lastUse() {
        // given: Alice's token is used a few minutes after it was issued
        f.clock.advance(Duration.ofMinutes(5));
        Instant used = f.clock.now();
        f.caller(alicesToken, Endpoint.RELATIONSHIP_POST);
        f.clock.advance(Duration.ofMinutes(5));
        // when
        PersonalData data = f.shutter.export().export(new UserId("1001")).get();
        // then
        String hash = Hashes.sha256Hex(alicesToken.accessToken());
        Instant authorizedAt = storage.accessTokens().find(hash).get().issuedAt();
        assertThat(data.authorizations())
                .filteredOn(a -> a.issuedAt().equals(authorizedAt))
                .extracting(PersonalData.Authorization::lastUsedAt)
                .containsExactly(used);
    }

    @Test
    @DisplayName("erasure removes the user and everything of theirs, and leaves everyone else's data alone")
    void erase() {
        // when
        Erased erased = f.shutter.erasure().erase(new UserId("1001")).get();
        // then: the user and their grants are gone
        assertThat(erased.user()).isEqualTo(alice.id());
        assertThat(storage.users().find(alice.id())).isEmpty();
        assertThat(storage.users().erased(alice.id())).isTrue();
        assertThat(storage.accessTokens().allOf(alice.id())).isEmpty();
        assertThat(storage.loginSessions().find(Hashes.sha256Hex("alices-session")))
                .isEmpty();
        assertThat(f.shutter
                        .requests()
                        .authenticate(Commands.authenticate(
                                alicesToken.accessToken(), null, Endpoint.USERS_SELF, "/x", Map.of()))
                        .isLeft())
                .isTrue();
        // and their comments, their media with the comments on it
        assertThat(storage.comments().by(alice.id())).isEmpty();
        assertThat(storage.media().find(new MediaId("1_1001"))).isEmpty();
        assertThat(storage.comments().find(new MediaId("1_1001"), carolOnAlice.id()))
                .isEmpty();
        // and their edges, requests and blocks both ways, and their sandbox membership
        for (String other : new String[] {"1002", "1003", "1004", "1005", "1006"}) {
            UserId them = new UserId(other);
            assertThat(storage.relationships().edge(alice.id(), them)).isEqualTo(Edge.NONE);
            assertThat(storage.relationships().edge(them, alice.id())).isEqualTo(Edge.NONE);
            assertThat(storage.relationships().blocks(alice.id(), them)).isFalse();
        }
        assertThat(storage.clients().find(app.client().id()).get().sandboxUsers())
                .containsExactly(new UserId("1002"));
        // and others' data stays
        assertThat(storage.comments().onMedia(new MediaId("2_1002"))).containsExactly(carolOnBob);
        assertThat(storage.users().find(new UserId("1002"))).isNotEmpty();
        assertThat(f.shutter.export().export(new UserId("1003")).get().comments())
                .containsExactly(carolOnBob);
    }

    @Test
    @DisplayName("exchanges of a person's codes racing their erasure each answer a token or invalid_grant, never"
            + " an error, and leave no token of theirs")
    void exchangesRacingErasure() throws Exception {
        // given: codes of Alice's, made and not yet exchanged
        int exchanges = 8;
        List<String> codes = new ArrayList<>();
        for (int i = 0; i < exchanges; i++) {
            codes.add(f.code(alice, app, "basic"));
        }

        // when: they are exchanged while Alice is erased (a failure thrown fails the test)
        List<Either<?, ?>> answers = StorageContract.<Either<?, ?>>concurrently(
                exchanges + 1,
                index ->
                        index == exchanges ? f.shutter.erasure().erase(alice.id()) : f.exchange(app, codes.get(index)));

        // then
        assertThat(answers.get(exchanges).isRight()).as("the erasure").isTrue();
        for (Either<?, ?> exchange : answers.subList(0, exchanges)) {
            if (exchange.isLeft()) {
                assertThat(((TokenFailure) exchange.getLeft()).error()).isEqualTo("invalid_grant");
            }
        }
        assertThat(storage.users().find(alice.id())).isEmpty();
        assertThat(storage.accessTokens().allOf(alice.id())).isEmpty();
    }

    @Test
    @DisplayName("erasure is recorded as one event naming the id alone; a failed erasure records none")
    void erasureEvent() {
        // given
        EventProbe events = EventProbe.on(f, "1999");
        // when
        f.shutter.erasure().erase(new UserId("1001")).get();
        f.shutter.erasure().erase(new UserId("1001"));
        // then
        assertThat(events.newEvents()).containsExactly(new UserErased(alice.id()));
        assertThat(new UserErased(alice.id()).fields()).containsOnlyKeys("user");
    }

    @Test
    @DisplayName("an erased id is never given again, though the username is free")
    void tombstone() {
        // given
        f.shutter.erasure().erase(new UserId("1001")).get();
        // when
        var again = f.shutter
                .operator()
                .createUser(CreateUserCommand.withoutLogin(new Username("newcomer"))
                        .id(new UserId("1001"))
                        .build());
        var sameName = f.shutter
                .operator()
                .createUser(CreateUserCommand.withoutLogin(new Username("alice"))
                        .id(new UserId("1007"))
                        .build());
        // then
        assertThat(again.getLeft().where()).isEqualTo("id");
        assertThat(again.getLeft().message()).contains("erased");
        assertThat(sameName.isRight()).isTrue();
        assertThat(f.shutter.erasure().erase(new UserId("1001")).getLeft().where())
                .isEmpty();
        assertThat(f.shutter.export().export(new UserId("1001")).isLeft()).isTrue();
    }

    @Test
    @DisplayName("an erasure that fails at its last step leaves everything as it was: it is one transaction")
    void allOrNothing() {
        // given: a storage whose last step of erasure fails
        Storage failing = new ForwardingStorage(storage) {
            @Override
            public Users users() {
                return new FailingErase(storage.users());
            }
        };
        Fixtures onFailing = Fixtures.on(failing);
        // when
        assertThatThrownBy(() -> onFailing.shutter.erasure().erase(new UserId("1001")))
                .hasMessage("the disk is full");
        // then
        assertThat(storage.users().find(alice.id())).isNotEmpty();
        assertThat(storage.accessTokens().allOf(alice.id())).isNotEmpty();
        assertThat(storage.comments().by(alice.id())).containsExactly(aliceOnBob);
        assertThat(storage.comments().onMedia(new MediaId("1_1001"))).containsExactly(carolOnAlice);
        assertThat(storage.relationships().edge(alice.id(), new UserId("1002"))).isEqualTo(Edge.FOLLOWS);
        assertThat(storage.relationships().blockedBy(alice.id())).containsExactly(new UserId("1006"));
        assertThat(storage.clients().find(app.client().id()).get().sandboxUsers())
                .contains(alice.id());
        assertThat(storage.loginSessions().find(Hashes.sha256Hex("alices-session")))
                .isNotEmpty();
        assertThat(f.shutter.export().export(new UserId("1001")).get().requestedBy())
                .hasSize(1);
    }

    /** Users that fail to erase, after every other step of an erasure has run. */
    private static final class FailingErase implements Users {
        private final Users users;

        FailingErase(Users users) {
            this.users = users;
        }

        @Override
        public Option<User> find(UserId id) {
            return users.find(id);
        }

        @Override
        public Map<UserId, User> findAll(Collection<UserId> ids) {
            return users.findAll(ids);
        }

        @Override
        public Option<User> findByUsername(String username) {
            return users.findByUsername(username);
        }

        @Override
        public void add(User user, Option<String> passwordHash) {
            users.add(user, passwordHash);
        }

        @Override
        public void update(User user) {
            users.update(user);
        }

        @Override
        public Option<String> passwordHash(UserId id) {
            return users.passwordHash(id);
        }

        @Override
        public void erase(UserId id, Instant at) {
            throw new IllegalStateException("the disk is full");
        }

        @Override
        public boolean erased(UserId id) {
            return users.erased(id);
        }
    }
}
