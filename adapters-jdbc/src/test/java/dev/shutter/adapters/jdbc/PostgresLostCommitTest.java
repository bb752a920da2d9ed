package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.media.MediaId;
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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A write whose connection is lost after its {@code COMMIT} went out and before the answer came back (a proxy of
 * the test's own, {@link PostgresProxy#loseNextCommit}): answered from what PostgreSQL says of the transaction,
 * success when it committed (applied once), unavailable when it did not (nothing applied), and unavailable, as
 * documented, when PostgreSQL cannot be asked in time (then it may have applied).
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
        assertThatThrownBy(() -> comment("never committed")).isInstanceOf(StorageUnavailableException.class);
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
        assertThatThrownBy(() -> comment("left in progress")).isInstanceOf(StorageUnavailableException.class);
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
    @DisplayName("PostgreSQL not to be asked within the timeout: unavailable, as documented (here it had applied)")
    void notToBeAsked() throws Exception {
        // when
        proxy.loseNextCommit(PostgresProxy.CommitLoss.ANSWER_THEN_FREEZE);
        long start = System.nanoTime();

        // then
        assertThatThrownBy(() -> comment("may have applied")).isInstanceOf(StorageUnavailableException.class);
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start))
                .as("answered within the commit's wait and the timeout of asking")
                .isLessThan(3 * TIMEOUT.toMillis() + 2_500);
        assertThat(proxy.commitLost()).as("the proxy lost the COMMIT's answer").isTrue();
        proxy.thaw();
        assertThat(comments("may have applied")).isEqualTo(1);
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
