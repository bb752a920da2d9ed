package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.RetiringSecret;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.oauth.StoredSecret;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the stores do for erasure, export, the operator's lists and secret rotation, one port at a time. */
public abstract class PersonalDataStoresContract extends StorageContract {

    static final Instant T0 = Instant.parse("2024-05-01T12:00:00.123456Z");
    static final UserId ALICE = new UserId("1001");
    static final UserId BOB = new UserId("1002");
    static final UserId CAROL = new UserId("1003");

    private void threeUsers() {
        storage.users().add(User.of(ALICE, "alice"), Option.some("hash-a"));
        storage.users().add(User.of(BOB, "bob"), Option.none());
        storage.users().add(User.of(CAROL, "carol"), Option.none());
    }

    private static Comment comment(String id, MediaId media, UserId from, Instant at) {
        return new Comment(
                new CommentId(id), media, from, CommentText.parse("text " + id).get(), at);
    }

    @Test
    @DisplayName("an erased user is gone with their password hash and username; only the tombstone of the id stays")
    void erasingAUser() {
        // given
        threeUsers();
        // when
        storage.users().erase(ALICE, T0);
        // then
        assertThat(storage.users().find(ALICE)).isEmpty();
        assertThat(storage.users().findByUsername("alice")).isEmpty();
        assertThat(storage.users().passwordHash(ALICE)).isEmpty();
        assertThat(storage.users().erased(ALICE)).isTrue();
        assertThat(storage.users().erased(BOB)).isFalse();
        assertThat(storage.users().find(BOB)).isNotEmpty();
        // and the username is free again, the id is not (the service refuses it)
        storage.users().add(User.of(new UserId("1004"), "alice"), Option.none());
        assertThat(storage.users().findByUsername("ALICE").get().id()).isEqualTo(new UserId("1004"));
    }

    @Test
    @DisplayName("a user's media are listed by id and removed one by one; others' media stay")
    void mediaOfAnOwner() {
        // given
        threeUsers();
        Media second = new Media(new MediaId("2_1001"), ALICE);
        Media first = new Media(new MediaId("1_1001"), ALICE);
        Media bobs = new Media(new MediaId("3_1002"), BOB);
        storage.media().add(second);
        storage.media().add(first);
        storage.media().add(bobs);
        // then
        assertThat(storage.media().ownedBy(ALICE)).containsExactly(first, second);
        // when
        storage.media().remove(first.id());
        // then
        assertThat(storage.media().ownedBy(ALICE)).containsExactly(second);
        assertThat(storage.media().find(first.id())).isEmpty();
        assertThat(storage.media().ownedBy(BOB)).containsExactly(bobs);
    }

    @Test
    @DisplayName("comments are found by author oldest first, and removed by author or by media")
    void commentsByAuthorAndMedia() {
        // given
        threeUsers();
        MediaId alices = new MediaId("1_1001");
        MediaId bobs = new MediaId("2_1002");
        storage.media().add(new Media(alices, ALICE));
        storage.media().add(new Media(bobs, BOB));
        Comment late = comment("30", bobs, ALICE, T0.plusSeconds(30));
        Comment early = comment("10", alices, ALICE, T0.plusSeconds(10));
        Comment bobOnAlice = comment("20", alices, BOB, T0.plusSeconds(20));
        Comment carolOnBob = comment("40", bobs, CAROL, T0.plusSeconds(40));
        List.of(late, early, bobOnAlice, carolOnBob).forEach(storage.comments()::add);
        // then
        assertThat(storage.comments().by(ALICE)).containsExactly(early, late);
        // when
        storage.comments().removeAllBy(ALICE);
        // then
        assertThat(storage.comments().by(ALICE)).isEmpty();
        assertThat(storage.comments().onMedia(bobs)).containsExactly(carolOnBob);
        // when
        storage.comments().removeAllOn(alices);
        // then
        assertThat(storage.comments().onMedia(alices)).isEmpty();
        assertThat(storage.comments().by(CAROL)).containsExactly(carolOnBob);
    }

    @Test
    @DisplayName("every edge and block of a user goes, in both directions; others' stay")
    void relationshipsOfAUser() {
        // given
        threeUsers();
        storage.relationships().setEdge(ALICE, BOB, Edge.FOLLOWS, T0);
        storage.relationships().setEdge(BOB, ALICE, Edge.REQUESTED, T0);
        storage.relationships().setEdge(CAROL, BOB, Edge.FOLLOWS, T0);
        storage.relationships().setBlock(ALICE, CAROL, true);
        storage.relationships().setBlock(CAROL, ALICE, true);
        storage.relationships().setBlock(BOB, CAROL, true);
        // then
        assertThat(storage.relationships().blockedBy(ALICE)).containsExactly(CAROL);
        // when
        storage.relationships().removeAllOf(ALICE);
        // then
        assertThat(storage.relationships().between(ALICE, BOB))
                .isEqualTo(storage.relationships().between(ALICE, new UserId("9999")));
        assertThat(storage.relationships().edge(BOB, ALICE)).isEqualTo(Edge.NONE);
        assertThat(storage.relationships().blocks(CAROL, ALICE)).isFalse();
        assertThat(storage.relationships().blockedBy(ALICE)).isEmpty();
        assertThat(storage.relationships().requestersOf(ALICE)).isEmpty();
        assertThat(storage.relationships().edge(CAROL, BOB)).isEqualTo(Edge.FOLLOWS);
        assertThat(storage.relationships().blocks(BOB, CAROL)).isTrue();
    }

    @Test
    @DisplayName("apps come in pages by client id; a user leaves every sandbox at once")
    void appsPagedAndSandboxes() {
        // given
        threeUsers();
        for (String id : List.of("e-app", "a-app", "c-app", "b-app", "d-app")) {
            storage.clients().save(app(id, Set.of(ALICE, BOB)));
        }
        // when
        List<Client> first = storage.clients().page(Option.none(), 2);
        List<Client> second = storage.clients().page(Option.some(first.get(1).id()), 2);
        List<Client> last = storage.clients().page(Option.some(second.get(1).id()), 2);
        // then
        assertThat(first).extracting(c -> c.id().value()).containsExactly("a-app", "b-app");
        assertThat(second).extracting(c -> c.id().value()).containsExactly("c-app", "d-app");
        assertThat(last).extracting(c -> c.id().value()).containsExactly("e-app");
        assertThat(first.get(0))
                .isEqualTo(storage.clients().find(new ClientId("a-app")).get());
        // when
        storage.clients().removeSandboxUser(ALICE);
        // then
        assertThat(storage.clients().page(Option.none(), 10))
                .allSatisfy(c -> assertThat(c.sandboxUsers()).containsExactly(BOB));
    }

    @Test
    @DisplayName("an app's retiring secret is kept, replaced and dropped")
    void retiringSecrets() {
        // given
        storage.clients().save(app("rotating", Set.of()));
        ClientId id = new ClientId("rotating");
        RetiringSecret first = new RetiringSecret(
                StoredSecret.ofGenerated("old-one"), Option.some("sealed-old"), T0.plus(Duration.ofHours(1)));
        RetiringSecret second =
                new RetiringSecret(new StoredSecret(StoredSecret.Kind.SLOW, "$2a$xyz"), Option.none(), T0);
        // then
        assertThat(storage.clients().retiringSecret(id)).isEmpty();
        // when / then
        storage.clients().setRetiringSecret(id, Option.some(first));
        assertThat(storage.clients().retiringSecret(id)).containsExactly(first);
        storage.clients().setRetiringSecret(id, Option.some(second));
        assertThat(storage.clients().retiringSecret(id)).containsExactly(second);
        storage.clients().setRetiringSecret(id, Option.none());
        assertThat(storage.clients().retiringSecret(id)).isEmpty();
    }

    @Test
    @DisplayName("a user's tokens, codes and sessions are listed and removed; other users' stay")
    void grantsOfAUser() {
        // given
        threeUsers();
        ClientId app = storedApp("grants", T0);
        AccessToken revoked = AccessToken.issue("1001.b", ALICE, app, Scopes.basic(), T0.plusSeconds(2), Option.none())
                .revoked(T0.plusSeconds(3));
        AccessToken older = AccessToken.issue("1001.a", ALICE, app, Scopes.basic(), T0, Option.none());
        AccessToken bobs = AccessToken.issue("1002.a", BOB, app, Scopes.basic(), T0, Option.none());
        List.of(revoked, older, bobs).forEach(storage.accessTokens()::add);
        storage.authorizationCodes().add(code("code-a", ALICE, app));
        storage.authorizationCodes().add(code("code-b", BOB, app));
        storage.loginSessions().add(LoginSession.start("s-a", Option.some(ALICE), T0, Duration.ofHours(1)));
        storage.loginSessions().add(LoginSession.start("s-b", Option.some(BOB), T0, Duration.ofHours(1)));
        storage.loginSessions().add(LoginSession.start("s-none", Option.none(), T0, Duration.ofHours(1)));
        // then
        assertThat(storage.accessTokens().allOf(ALICE)).containsExactly(older, revoked);
        // when
        storage.accessTokens().removeAllOf(ALICE);
        storage.authorizationCodes().removeAllOf(ALICE);
        storage.loginSessions().removeAllOf(ALICE);
        // then
        assertThat(storage.accessTokens().allOf(ALICE)).isEmpty();
        assertThat(storage.accessTokens().find(older.tokenHash())).isEmpty();
        assertThat(storage.accessTokens().allOf(BOB)).containsExactly(bobs);
        assertThat(storage.authorizationCodes().find(code("code-a", ALICE, app).codeHash()))
                .isEmpty();
        assertThat(storage.authorizationCodes().find(code("code-b", BOB, app).codeHash()))
                .isNotEmpty();
        assertThat(storage.loginSessions().find(Hashes.sha256Hex("s-a"))).isEmpty();
        assertThat(storage.loginSessions().find(Hashes.sha256Hex("s-b"))).isNotEmpty();
        assertThat(storage.loginSessions().find(Hashes.sha256Hex("s-none"))).isNotEmpty();
    }

    private static AuthorizationCode code(String code, UserId user, ClientId app) {
        return unusedCode("hash-of-" + code, user, app, T0);
    }

    private static Client app(String id, Set<UserId> sandbox) {
        return Client.registered(new ClientId(id), "App " + id, List.of(RedirectUri.of("https://app.example/cb")), T0)
                .secret(StoredSecret.ofGenerated("secret-" + id))
                .status(AppStatus.SANDBOX)
                .sandboxUsers(sandbox)
                .build();
    }
}
