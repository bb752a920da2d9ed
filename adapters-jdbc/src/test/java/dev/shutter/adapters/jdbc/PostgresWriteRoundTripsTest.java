package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.comment.Comment;
import dev.shutter.ports.contract.Commands;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.DeleteCommentCommand;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What each write of a token's operations costs PostgreSQL after its request's authentication (a round trip
 * of its own): its round trips and statements, counted on the wire ({@link PostgresWireLog}). Bounds, not
 * speeds: a write that comes to need more fails here, one that needs fewer statements passes (one that needs
 * fewer round trips changes the bound it is held to).
 */
@DisplayName("Writes on PostgreSQL: round trips and statements")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresWriteRoundTripsTest {

    private String schema;
    private PostgresWireLog wire;
    private JdbcStorage storage;
    private ListsSeed seed;
    private Caller bob;
    private Caller bobComments;

    @BeforeAll
    void seed() throws IOException {
        PostgresTestDatabase.requireReachable();
        schema = PostgresTestDatabase.createSchema();
        String url = PostgresTestDatabase.urlFor(schema);
        wire = new PostgresWireLog(url);
        storage = JdbcStorage.at(wire.proxied(url)).schema(schema).poolSize(2).open();
        seed = ListsSeed.on(storage);
        bob = seed.fixtures().callerFor(seed.bob(), seed.app(), Endpoint.RELATIONSHIP_POST);
        bobComments = seed.fixtures().callerFor(seed.bob(), seed.app(), Endpoint.COMMENT_ADD);
        // each write a few times first, so that its statements are prepared on both connections
        for (int i = 0; i < 6; i++) {
            follow("follow");
            follow("unfollow");
            follow("block");
            follow("unblock");
            deleteComment(addComment());
        }
    }

    @AfterAll
    void stop() throws IOException {
        if (storage != null) {
            storage.close();
        }
        if (wire != null) {
            wire.close();
        }
        if (schema != null) {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("a follow, an unfollow, a block, an unblock: a round trip to begin, lock and read the pair, one to"
            + " write, record the event and commit")
    void relationshipWrites() {
        for (String action : List.of("follow", "unfollow", "block", "unblock")) {
            List<PostgresWireLog.RoundTrip> trips = wire.during(() -> follow(action));

            assertTwoRoundTrips(trips, action, 3);
            assertThat(trips.get(0).statements().get(2)).as(action).contains("pg_advisory_xact_lock(");
        }
    }

    @Test
    @DisplayName("a block of a user one follows removes the edge in the same round trip as the block")
    void blockThatRemovesAnEdge() {
        follow("follow");

        List<PostgresWireLog.RoundTrip> trips = wire.during(() -> follow("block"));
        follow("unblock");

        assertTwoRoundTrips(trips, "block", 4);
        assertThat(trips.get(0).statements().get(2)).as("block").contains("pg_advisory_xact_lock(");
        assertThat(trips.get(1).statements())
                .anyMatch(statement -> statement.startsWith("DELETE FROM") && statement.contains("shutter_edges"));
    }

    @Test
    @DisplayName("a comment posted or deleted: a round trip to begin, lock (a deletion, the comment) and read the media"
            + " with the comment deleted, one to write, record the event and commit")
    void commentWrites() {
        AtomicReference<Comment> posted = new AtomicReference<>();
        List<PostgresWireLog.RoundTrip> post = wire.during(() -> posted.set(addComment()));
        List<PostgresWireLog.RoundTrip> delete = wire.during(() -> deleteComment(posted.get()));

        assertTwoRoundTrips(post, "post", 3);
        assertThat(post.get(0).statements().get(2)).as("post").doesNotContain("pg_advisory");
        assertTwoRoundTrips(delete, "delete", 3);
        assertThat(delete.get(0).statements().get(2)).as("delete").contains("pg_advisory_xact_lock(");
    }

    /**
     * {@code BEGIN}, READ COMMITTED, the question of the transaction's id (asked of PostgreSQL if its {@code
     * COMMIT}'s answer is lost) with the locks of what the write works on (the pair, a deleted comment), and one read,
     * then at most {@code writes} statements ending in {@code COMMIT}: the transaction's writes wait and go with
     * its commit.
     */
    private static void assertTwoRoundTrips(List<PostgresWireLog.RoundTrip> trips, String write, int writes) {
        assertThat(trips).as(write).hasSize(2);
        assertThat(trips.get(0).statements()).as(write).hasSize(4).first().isEqualTo("BEGIN");
        assertThat(trips.get(0).statements().get(1))
                .as(write)
                .isEqualTo("SET TRANSACTION ISOLATION LEVEL READ COMMITTED");
        assertThat(trips.get(0).statements().get(2)).as(write).startsWith("SELECT pg_current_xact_id()");
        assertThat(trips.get(1).statements())
                .as(write)
                .hasSizeLessThanOrEqualTo(writes)
                .last()
                .isEqualTo("COMMIT");
    }

    private void follow(String action) {
        assertThat(seed.fixtures()
                        .shutter
                        .relationships()
                        .change(bob, Commands.change(seed.alice().id().value(), action))
                        .isRight())
                .isTrue();
    }

    private Comment addComment() {
        return seed.fixtures()
                .shutter
                .comments()
                .add(bobComments, AddCommentCommand.on(seed.media(), "a comment"))
                .get();
    }

    private void deleteComment(Comment comment) {
        assertThat(seed.fixtures()
                        .shutter
                        .comments()
                        .delete(bobComments, DeleteCommentCommand.of(seed.media(), comment.id()))
                        .isRight())
                .isTrue();
    }
}
