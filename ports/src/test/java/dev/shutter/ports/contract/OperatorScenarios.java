package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.StoredSecret;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.Seed;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The operator's requests: registration, review, seeds that load whole or not at all. */
public abstract class OperatorScenarios extends StorageContract {

    @Test
    @DisplayName("a seed loads users, media, apps, edges, blocks and comments in one go")
    void seedLoads() {
        Fixtures f = Fixtures.on(storage);
        Seed seed = seed(new Seed.Follow(new UserId("1002"), new UserId("1001"), Edge.FOLLOWS));
        assertThat(f.shutter.operator().seed(seed).isRight()).isTrue();
        assertThat(storage.users().findByUsername("alice")).isNotEmpty();
        assertThat(storage.relationships().edge(new UserId("1002"), new UserId("1001")))
                .isEqualTo(Edge.FOLLOWS);
        assertThat(storage.relationships().blocks(new UserId("1001"), new UserId("1003")))
                .isTrue();
        assertThat(storage.comments().onMedia(new MediaId("5_1001"))).hasSize(1);
        var app = storage.clients().find(new ClientId("demo")).get();
        assertThat(app.secret().get().kind()).isEqualTo(StoredSecret.Kind.SLOW);
        assertThat(app.secret().get().hash()).doesNotContain("s3cret-chosen");
    }

    @Test
    @DisplayName("a bad seed entry is named, and nothing of the seed is kept")
    void badSeedKeepsNothing() {
        Fixtures f = Fixtures.on(storage);
        Seed seed = seed(new Seed.Follow(new UserId("1002"), new UserId("1001"), Edge.REQUESTED));
        OperatorFailure failure = f.shutter.operator().seed(seed).getLeft();
        assertThat(failure.describe()).startsWith("follows[0]");
        assertThat(storage.users().findByUsername("alice")).isEmpty();
        assertThat(storage.clients().find(new ClientId("demo"))).isEmpty();
    }

    @Test
    @DisplayName("duplicate users and invalid fields are refused with the field named")
    void userRefusals() {
        Fixtures f = Fixtures.on(storage);
        f.user("1001", "alice");
        assertThat(f.shutter
                        .operator()
                        .createUser(CreateUserCommand.withoutLogin(new Username("ALICE"))
                                .id(new UserId("1002"))
                                .build())
                        .getLeft()
                        .where())
                .isEqualTo("username");
        assertThat(f.shutter
                        .operator()
                        .createMedia(CreateMediaCommand.of(new UserId("4242")))
                        .getLeft()
                        .where())
                .isEqualTo("owner");
    }

    @Test
    @DisplayName("a new app starts in Sandbox after the cut-over; approval moves it to Live")
    void appModes() {
        Fixtures f = Fixtures.on(storage);
        var created = f.shutter
                .operator()
                .createApp(
                        CreateAppCommand.confidential("New", Fixtures.REDIRECT).build())
                .get();
        assertThat(created.client().status()).isEqualTo(AppStatus.SANDBOX);
        assertThat(created.generatedSecret().get()).hasSizeGreaterThanOrEqualTo(43);
        assertThat(created.client().secret().get().hash())
                .doesNotContain(created.generatedSecret().get());
        var approved = f.shutter
                .operator()
                .approveScopes(created.client().id(), Set.of(Scope.COMMENTS, Scope.RELATIONSHIPS))
                .get();
        assertThat(approved.status()).isEqualTo(AppStatus.LIVE);
        f.clock.set(Instant.parse("2015-01-01T00:00:00Z"));
        var old = f.shutter
                .operator()
                .createApp(
                        CreateAppCommand.confidential("Old", Fixtures.REDIRECT).build())
                .get();
        assertThat(old.client().status()).isEqualTo(AppStatus.UNREVIEWED_LIVE);
    }

    @Test
    @DisplayName("with the historical timeline, registration closes on 2019-10-15")
    void registrationCloses() {
        Fixtures f = Fixtures.on(storage, Settings.defaults().withTimeline(Timeline.historical()));
        f.clock.set(Timeline.HISTORICAL_REGISTRATION_CLOSED);
        assertThat(f.shutter
                        .operator()
                        .createApp(CreateAppCommand.confidential("Late", Fixtures.REDIRECT)
                                .build())
                        .isLeft())
                .isTrue();
    }

    private static Seed seed(Seed.Follow follow) {
        return Seed.builder()
                .user(CreateUserCommand.withLogin(new Username("alice"), "correct horse")
                        .id(new UserId("1001"))
                        .fullName("Alice")
                        .build())
                .user(CreateUserCommand.withoutLogin(new Username("bob"))
                        .id(new UserId("1002"))
                        .build())
                .user(CreateUserCommand.withoutLogin(new Username("carol"))
                        .id(new UserId("1003"))
                        .build())
                .media(CreateMediaCommand.withId(new MediaId("5_1001"), new UserId("1001")))
                .app(CreateAppCommand.confidential("Demo", Fixtures.REDIRECT)
                        .clientId(new ClientId("demo"))
                        .secret("s3cret-chosen")
                        .live()
                        .scopes(Scope.BASIC)
                        .createdAt(Instant.parse("2016-01-01T00:00:00Z"))
                        .build())
                .follow(follow)
                .block(new UserId("1001"), new UserId("1003"))
                .comment(Seed.SeedComment.of(new MediaId("5_1001"), new UserId("1002"), "Nice!")
                        .withId(new CommentId("17858893269000001"))
                        .at(Instant.parse("2014-05-13T16:53:20Z")))
                .build();
    }
}
