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
import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.oauth.LoginThrottle;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.oauth.StoredSecret;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Bearer;
import dev.shutter.ports.out.IssuedCode;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What every store keeps and gives back, one port at a time. */
public abstract class StoresContract extends StorageContract {

    static final Instant T0 = Instant.parse("2024-05-01T12:00:00.123456Z");
    static final UserId ALICE = new UserId("1001");
    static final UserId BOB = new UserId("1002");

    @Test
    @DisplayName("a user comes back by id and by username in any case, with the password hash")
    void usersRoundTrip() {
        // given
        User alice = new User(ALICE, "Alice_1", "Alice L", "Alice", "L", "https://img/a", true);
        // when
        storage.users().add(alice, Option.some("hash-a"));
        storage.users().add(User.of(BOB, "bob"), Option.none());
        // then
        assertThat(storage.users().find(ALICE)).containsExactly(alice);
        assertThat(storage.users().findByUsername("aLiCe_1")).containsExactly(alice);
        assertThat(storage.users().passwordHash(ALICE)).containsExactly("hash-a");
        assertThat(storage.users().passwordHash(BOB)).isEmpty();
        assertThat(storage.users().find(new UserId("9"))).isEmpty();
    }

    @Test
    @DisplayName("users are found many at once by id; unknown and repeated ids do no harm")
    void usersFoundTogether() {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        storage.users().add(User.of(BOB, "bob"), Option.none());

        assertThat(storage.users().findAll(List.of(BOB, new UserId("999"), ALICE, BOB)))
                .isEqualTo(Map.of(ALICE, User.of(ALICE, "alice"), BOB, User.of(BOB, "bob")));
        assertThat(storage.users().findAll(List.of())).isEmpty();
    }

    @Test
    @DisplayName("an updated user replaces the stored one")
    void usersUpdate() {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        storage.users().update(User.of(ALICE, "alice").withPrivate(true));
        assertThat(storage.users().find(ALICE).get().isPrivate()).isTrue();
    }

    @Test
    @DisplayName("media come back by id")
    void mediaRoundTrip() {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        Media media = new Media(new MediaId("657988443280050001_1001"), ALICE);
        storage.media().add(media);
        assertThat(storage.media().find(media.id())).containsExactly(media);
        assertThat(storage.media().find(new MediaId("1_1"))).isEmpty();
    }

    @Test
    @DisplayName("comments of a media come oldest first, and a comment is found only on its own media")
    void commentsInOrder() {
        // given
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        MediaId first = new MediaId("1_1001");
        MediaId second = new MediaId("2_1001");
        storage.media().add(new Media(first, ALICE));
        storage.media().add(new Media(second, ALICE));
        Comment late = comment("30", first, T0.plusSeconds(10));
        Comment early = comment("20", first, T0);
        Comment other = comment("10", second, T0);
        // when
        storage.comments().add(late);
        storage.comments().add(early);
        storage.comments().add(other);
        // then
        assertThat(storage.comments().onMedia(first)).containsExactly(early, late);
        assertThat(storage.comments().find(first, early.id())).containsExactly(early);
        assertThat(storage.comments().find(second, early.id())).isEmpty();
        storage.comments().remove(early.id());
        assertThat(storage.comments().onMedia(first)).containsExactly(late);
    }

    @Test
    @DisplayName("a comment write reads the media, its owner and the owner's block, and of the comments only the one"
            + " it names")
    void aCommentWriteReadsOneComment() {
        // given: two comments on alice's media, one on another, and alice blocking carol
        UserId carol = new UserId("1003");
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        storage.users().add(User.of(BOB, "bob"), Option.none());
        storage.users().add(User.of(carol, "carol"), Option.none());
        MediaId first = new MediaId("1_1001");
        MediaId second = new MediaId("2_1001");
        storage.media().add(new Media(first, ALICE));
        storage.media().add(new Media(second, ALICE));
        Comment asked = comment("20", first, T0);
        Comment sibling = comment("30", first, T0.plusSeconds(1));
        Comment elsewhere = comment("40", second, T0);
        List.of(asked, sibling, elsewhere).forEach(storage.comments()::add);
        storage.relationships().setBlock(ALICE, carol, true);

        // when
        var one = storage.mediaForCommentWrite(first, Option.some(asked.id()), BOB);
        var none = storage.mediaForCommentWrite(first, Option.none(), carol);
        var notHere = storage.mediaForCommentWrite(first, Option.some(elsewhere.id()), BOB);

        // then
        assertThat(one.get().media()).isEqualTo(new Media(first, ALICE));
        assertThat(one.get().owner().id()).isEqualTo(ALICE);
        assertThat(one.get().ownerBlocksViewer()).isFalse();
        assertThat(one.get().comments()).containsExactly(asked);
        assertThat(one.get().authors().keySet()).containsExactly(asked.from());
        assertThat(none.get().comments()).isEmpty();
        assertThat(none.get().ownerBlocksViewer()).isTrue();
        assertThat(notHere.get().comments()).isEmpty();
        assertThat(storage.mediaForCommentWrite(new MediaId("9_1001"), Option.some(asked.id()), BOB))
                .isEmpty();
    }

    @Test
    @DisplayName("an app is saved, found and replaced whole")
    void clientsRoundTrip() {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        Client client = Client.registered(
                        new ClientId("app-1"),
                        "App",
                        List.of(RedirectUri.of("https://app.example/cb"), RedirectUri.of("http://127.0.0.1/cb?x=1")),
                        T0)
                .secret(StoredSecret.ofGenerated("s3cret-generated"))
                .status(AppStatus.SANDBOX)
                .approvedScopes(Scopes.parse("comments likes").get())
                .sandboxUsers(Set.of(ALICE))
                .commentWrite()
                .signedRequests()
                .sealedSigningSecret("sealed-value")
                .build();
        storage.clients().save(client);
        assertThat(storage.clients().find(client.id())).containsExactly(client);
        Client approved = client.approved(Scopes.parse("relationships").get());
        storage.clients().save(approved);
        assertThat(storage.clients().find(client.id())).containsExactly(approved);
        assertThat(storage.clients().find(new ClientId("nope"))).isEmpty();
    }

    @Test
    @DisplayName("a code is marked used exactly once")
    void codesAreSingleUse() {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        storedApp("app", T0);
        AuthorizationCode code = new AuthorizationCode(
                "hash-of-code",
                new ClientId("app"),
                ALICE,
                "https://app.example/cb",
                Scopes.basic(),
                Option.some("c".repeat(43)),
                T0,
                T0.plus(Duration.ofMinutes(5)),
                Option.none());
        storage.authorizationCodes().add(code);
        assertThat(storage.authorizationCodes().find("hash-of-code")).containsExactly(code);
        assertThat(storage.authorizationCodes().markUsed("hash-of-code", T0.plusSeconds(1)))
                .isTrue();
        assertThat(storage.authorizationCodes().markUsed("hash-of-code", T0.plusSeconds(2)))
                .isFalse();
        assertThat(storage.authorizationCodes().markUsed("unknown", T0)).isFalse();
        assertThat(storage.authorizationCodes().find("hash-of-code").get().usedAt())
                .containsExactly(T0.plusSeconds(1));
    }

    @Test
    @DisplayName("a code is read with its user, and redeemed with its token exactly once")
    void codesAreRedeemedOnce() {
        User alice = User.of(ALICE, "alice");
        storage.users().add(alice, Option.none());
        ClientId app = storedApp("app", T0);
        AuthorizationCode code = unusedCode("hash-of-code", ALICE, app, T0);
        storage.authorizationCodes().add(code);
        AccessToken first =
                AccessToken.issue("1001.first", ALICE, app, Scopes.basic(), T0, Option.some("hash-of-code"));
        AccessToken second =
                AccessToken.issue("1001.second", ALICE, app, Scopes.basic(), T0, Option.some("hash-of-code"));
        AccessToken unknowns =
                AccessToken.issue("1001.unknown", ALICE, app, Scopes.basic(), T0, Option.some("unknown"));

        assertThat(storage.issuedCode("hash-of-code")).containsExactly(new IssuedCode(code, Option.some(alice)));
        assertThat(storage.issuedCode("unknown")).isEmpty();

        assertThat(storage.redeem("hash-of-code", T0.plusSeconds(1), first)).isTrue();
        assertThat(storage.redeem("hash-of-code", T0.plusSeconds(2), second)).isFalse();
        assertThat(storage.redeem("unknown", T0, unknowns)).isFalse();

        assertThat(storage.accessTokens().find(first.tokenHash())).containsExactly(first);
        assertThat(storage.accessTokens().find(second.tokenHash())).isEmpty();
        assertThat(storage.accessTokens().find(unknowns.tokenHash())).isEmpty();
        assertThat(storage.issuedCode("hash-of-code").get().code().usedAt()).containsExactly(T0.plusSeconds(1));
    }

    @Test
    @DisplayName("of redemptions of one code at the same time, exactly one marks it and stores its token")
    void concurrentRedemptionsOfOneCode() throws Exception {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        ClientId app = storedApp("app", T0);
        storage.authorizationCodes().add(unusedCode("hash-of-code", ALICE, app, T0));
        List<AccessToken> tokens = IntStream.range(0, 8)
                .mapToObj(i ->
                        AccessToken.issue("1001.t" + i, ALICE, app, Scopes.basic(), T0, Option.some("hash-of-code")))
                .toList();

        List<Boolean> marked =
                concurrently(tokens.size(), i -> storage.redeem("hash-of-code", T0.plusSeconds(1), tokens.get(i)));

        assertThat(marked).containsOnlyOnce(true);
        assertThat(tokens)
                .filteredOn(
                        token -> storage.accessTokens().find(token.tokenHash()).isDefined())
                .containsExactly(tokens.get(marked.indexOf(true)));
    }

    @Test
    @DisplayName("tokens are found by hash and revoked one, by code, by user, by app, or by user and app")
    void tokensRevocations() {
        // given
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        storage.users().add(User.of(BOB, "bob"), Option.none());
        ClientId one = storedApp("one", T0);
        ClientId two = storedApp("two", T0);
        AccessToken a1 = token("a1", ALICE, one, Option.some("code-x"));
        AccessToken a2 = token("a2", ALICE, two, Option.none());
        AccessToken b1 = token("b1", BOB, one, Option.none());
        AccessToken b2 = token("b2", BOB, two, Option.none());
        List.of(a1, a2, b1, b2).forEach(storage.accessTokens()::add);
        assertThat(storage.accessTokens().find("a1")).containsExactly(a1);
        // when / then
        storage.accessTokens().revokeIssuedFrom("code-x", T0.plusSeconds(1));
        assertThat(revoked("a1", "a2", "b1", "b2")).containsExactly(true, false, false, false);
        storage.accessTokens().revokeAllOf(BOB, two, T0.plusSeconds(2));
        assertThat(revoked("a1", "a2", "b1", "b2")).containsExactly(true, false, false, true);
        storage.accessTokens().revokeAllOf(one, T0.plusSeconds(3));
        assertThat(revoked("a1", "a2", "b1", "b2")).containsExactly(true, false, true, true);
        assertThat(storage.accessTokens().unrevokedOf(ALICE))
                .extracting(AccessToken::tokenHash)
                .containsExactly("a2");
        storage.accessTokens().revokeAllOf(ALICE, T0.plusSeconds(4));
        assertThat(revoked("a1", "a2", "b1", "b2")).containsExactly(true, true, true, true);
        assertThat(storage.accessTokens().find("a1").get().revokedAt()).containsExactly(T0.plusSeconds(1));
    }

    @Test
    @DisplayName("a token is found with its app and its user in one read, even a revoked one")
    void bearer() {
        User alice = User.of(ALICE, "alice").withPrivate(true);
        storage.users().add(alice, Option.none());
        ClientId one = storedApp("one", T0);
        AccessToken token = token("t", ALICE, one, Option.none());
        storage.accessTokens().add(token);
        storage.accessTokens().revoke("t", T0.plusSeconds(1));

        Bearer found = Reads.bearer(storage, "t").get();

        assertThat(found.token()).isEqualTo(storage.accessTokens().find("t").get());
        assertThat(found.token().revokedAt()).containsExactly(T0.plusSeconds(1));
        assertThat(found.client()).isEqualTo(storage.clients().find(one).get());
        assertThat(found.user()).isEqualTo(alice);
        assertThat(Reads.bearer(storage, "unknown")).isEmpty();
    }

    @Test
    @DisplayName("a recorded use moves the token's last use forward")
    void tokensRecordUse() {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        storage.accessTokens().add(token("t", ALICE, storedApp("one", T0), Option.none()));
        storage.accessTokens().recordUse("t", T0.plusSeconds(90));
        assertThat(storage.accessTokens().find("t").get().lastUsedAt()).isEqualTo(T0.plusSeconds(90));
        storage.accessTokens().revoke("t", T0.plusSeconds(91));
        assertThat(storage.accessTokens().find("t").get().revokedAt()).containsExactly(T0.plusSeconds(91));
    }

    @Test
    @DisplayName("sessions are found by hash until removed")
    void sessions() {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        LoginSession session = new LoginSession("sess-hash", Option.some(ALICE), T0, T0.plusSeconds(60));
        LoginSession anonymous = new LoginSession("anon-hash", Option.none(), T0, T0.plusSeconds(60));
        storage.loginSessions().add(session);
        storage.loginSessions().add(anonymous);
        assertThat(storage.loginSessions().find("sess-hash")).containsExactly(session);
        assertThat(storage.loginSessions().find("anon-hash")).containsExactly(anonymous);
        storage.loginSessions().remove("sess-hash");
        assertThat(storage.loginSessions().find("sess-hash")).isEmpty();
    }

    @Test
    @DisplayName("login throttles are kept per username and cleared")
    void throttles() {
        assertThat(storage.loginThrottles().of("alice")).isEqualTo(LoginThrottle.clean());
        LoginThrottle twice = LoginThrottle.clean().afterFailure(T0).afterFailure(T0.plusSeconds(1));
        storage.loginThrottles().save("alice", twice);
        assertThat(storage.loginThrottles().of("alice")).isEqualTo(twice);
        assertThat(storage.loginThrottles().of("bob")).isEqualTo(LoginThrottle.clean());
        storage.loginThrottles().clear("alice");
        assertThat(storage.loginThrottles().of("alice")).isEqualTo(LoginThrottle.clean());
    }

    private List<Boolean> revoked(String... hashes) {
        return java.util.Arrays.stream(hashes)
                .map(h -> storage.accessTokens().find(h).get().revokedAt().isDefined())
                .toList();
    }

    static AccessToken token(String hash, UserId user, ClientId client, Option<String> code) {
        return new AccessToken(hash, user, client, Scopes.parse("comments").get(), T0, T0, Option.none(), code);
    }

    static Comment comment(String id, MediaId media, Instant at) {
        return new Comment(new CommentId(id), media, ALICE, CommentText.trusted("text " + id), at);
    }
}
