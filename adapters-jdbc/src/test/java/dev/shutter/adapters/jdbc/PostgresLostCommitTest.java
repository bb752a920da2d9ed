package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Either;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A write whose connection is lost after its {@code COMMIT} went out and before the answer came back (a proxy of
 * the test's own, {@link PostgresProxy#loseNextCommit}): answered from what PostgreSQL says of the transaction,
 * success when it committed (applied once), unavailable when it did not (nothing applied), and unavailable saying
 * that it may have applied when PostgreSQL cannot be asked in time; a write alone in auto-commit, its answer lost,
 * says so too.
 */
@DisplayName("A write whose COMMIT's answer is lost, on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
class PostgresLostCommitTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(1);

    private String schema;
    private String application;
    private PostgresProxy proxy;
    private JdbcStorage storage;
    private Fixtures f;
    private Caller alice;
    private User bob;
    private MediaId media;

    @BeforeEach
    void start() throws Exception {
        schema = PostgresTestDatabase.createSchema();
        proxy = PostgresProxy.toTestDatabase(null);
        application = "lost_" + schema.substring(schema.length() - 8);
        storage = JdbcStorage.at(proxy.through(PostgresTestDatabase.urlFor(schema)) + "&ApplicationName=" + application)
                .poolSize(2)
                .eventLoops(0)
                .timeout(TIMEOUT)
                .open();
        WriteScene scene = WriteScene.on(storage);
        f = scene.f();
        alice = scene.alice();
        bob = scene.bob();
        media = scene.media();
    }

    @AfterEach
    void stop() throws Exception {
        proxy.thaw();
        if (storage != null) {
            storage.close();
        }
        proxy.close();
        PostgresTestDatabase.dropSchema(schema);
    }

    @Test
    @DisplayName("committed, its answer lost: the comment is answered as posted, and is there once")
    void commentCommittedAnswerLost() throws Exception {
        // when
        proxy.loseNextCommit(PostgresProxy.CommitLoss.ANSWER);
        Either<Failure, Comment> posted = comment("posted while the answer was lost");

        // then
        assertThat(proxy.commitLost()).as("the proxy lost the COMMIT's answer").isTrue();
        assertThat(posted.isRight()).as(String.valueOf(posted)).isTrue();
        assertThat(posted.get().text().value()).isEqualTo("posted while the answer was lost");
        assertThat(comments("posted while the answer was lost")).isEqualTo(1);
    }

    @Test
    @DisplayName("committed, its answer lost: the follow is answered as applied, and is applied")
    void followCommittedAnswerLost() throws Exception {
        // when
        proxy.loseNextCommit(PostgresProxy.CommitLoss.ANSWER);
        Either<Failure, Edge> followed =
                f.shutter.relationships().change(alice, ChangeRelationshipCommand.follow(bob.id()));

        // then
        assertThat(proxy.commitLost()).as("the proxy lost the COMMIT's answer").isTrue();
        assertThat(followed.isRight()).as(String.valueOf(followed)).isTrue();
        assertThat(edges(alice.user().id(), bob.id())).isEqualTo(1);
    }

    @Test
    @DisplayName("the COMMIT lost before PostgreSQL had it: unavailable, and nothing applied")
    void notCommitted() throws Exception {
        // when
        proxy.loseNextCommit(PostgresProxy.CommitLoss.BEFORE_POSTGRES);

        // then
        assertThat(unavailable(() -> comment("never committed")).mayHaveApplied())
                .as("the 503 says nothing applied")
                .isFalse();
        assertThat(proxy.commitLost()).as("the proxy lost the COMMIT").isTrue();
        assertThat(comments("never committed")).isZero();
    }

    @Test
    @DisplayName("the COMMIT lost before PostgreSQL had it, its session left open in the transaction: the session is"
            + " ended, unavailable, and nothing applied")
    void notCommittedSessionLeftOpen() throws Exception {
        // when
        proxy.loseNextCommit(PostgresProxy.CommitLoss.BEFORE_POSTGRES_SESSION_KEPT);
        long start = System.nanoTime();

        // then
        assertThat(unavailable(() -> comment("left in progress")).mayHaveApplied())
                .as("the 503 says nothing applied")
                .isFalse();
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start))
                .as("the session is ended rather than waited for")
                .isLessThan(TIMEOUT.toMillis() + 2_500);
        assertThat(proxy.commitLost()).as("the proxy lost the COMMIT").isTrue();
        assertThat(comments("left in progress")).isZero();
        assertThat(count(
                        "SELECT count(*) FROM pg_stat_activity WHERE application_name = ?"
                                + " AND state = 'idle in transaction' AND backend_xid IS NOT NULL",
                        application))
                .as("sessions left in the transaction")
                .isZero();
    }

    @Test
    @DisplayName("PostgreSQL not to be asked within the timeout: unavailable, saying it may have applied (here it had)")
    void notToBeAsked() throws Exception {
        // when
        proxy.loseNextCommit(PostgresProxy.CommitLoss.ANSWER_THEN_FREEZE);
        long start = System.nanoTime();

        // then
        assertThat(unavailable(() -> comment("may have applied")).mayHaveApplied())
                .as("the 503 says the comment may have applied")
                .isTrue();
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start))
                .as("answered within the commit's wait and the timeout of asking")
                .isLessThan(3 * TIMEOUT.toMillis() + 2_500);
        assertThat(proxy.commitLost()).as("the proxy lost the COMMIT's answer").isTrue();
        proxy.thaw();
        assertThat(comments("may have applied")).isEqualTo(1);
    }

    @Test
    @DisplayName("a write alone in auto-commit, its answer lost: unavailable, saying it may have applied (here it had),"
            + " and not sent again")
    void autoCommitAnswerLost() throws Exception {
        // when
        proxy.loseNextCarrying("shutter_media (id, owner_id)", PostgresProxy.CommitLoss.ANSWER);

        // then
        assertThat(unavailable(() -> storage.media().add(new Media(new MediaId("222_1002"), bob.id())))
                        .mayHaveApplied())
                .as("the 503 says the write may have applied")
                .isTrue();
        assertThat(proxy.commitLost()).as("the proxy lost the write's answer").isTrue();
        assertThat(count("SELECT count(*) FROM shutter_media WHERE id = ?", "222_1002"))
                .isEqualTo(1);
    }

    @Test
    @DisplayName("a token's use recorded alone, its answer lost: unavailable, and the request it serves did not apply")
    void bookkeepingAnswerLost() throws Exception {
        // given
        String hash = Hashes.sha256Hex(f.token(bob, f.liveApp("other"), "").accessToken());
        Instant used = Instant.parse("2100-01-01T00:00:00Z");

        // when
        proxy.loseNextCarrying("SET last_used_at", PostgresProxy.CommitLoss.ANSWER);

        // then
        assertThat(unavailable(() -> storage.accessTokens().recordUse(hash, used))
                        .mayHaveApplied())
                .as("a use recorded is no write of the request: the plain 503")
                .isFalse();
        assertThat(proxy.commitLost()).as("the proxy lost the write's answer").isTrue();
    }

    /** What {@code write} threw: the storage unavailable. */
    private static StorageUnavailableException unavailable(Runnable write) {
        Throwable thrown = catchThrowable(write::run);
        assertThat(thrown).isInstanceOf(StorageUnavailableException.class);
        return (StorageUnavailableException) thrown;
    }

    private Either<Failure, Comment> comment(String text) {
        return f.shutter.comments().add(alice, AddCommentCommand.on(media, text));
    }

    private int comments(String text) throws SQLException {
        return count("SELECT count(*) FROM shutter_comments WHERE text = ?", text);
    }

    private int edges(UserId from, UserId to) throws SQLException {
        return count(
                "SELECT count(*) FROM shutter_edges WHERE follower_id = CAST(? AS NUMERIC)"
                        + " AND followee_id = CAST(? AS NUMERIC) AND status = 'follows'",
                from.value(),
                to.value());
    }

    /** Counted on a connection of the test's own, straight to PostgreSQL. */
    private int count(String query, String... params) throws SQLException {
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.urlFor(schema));
                PreparedStatement statement = connection.prepareStatement(query)) {
            for (int i = 0; i < params.length; i++) {
                statement.setString(i + 1, params[i]);
            }
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }
}
