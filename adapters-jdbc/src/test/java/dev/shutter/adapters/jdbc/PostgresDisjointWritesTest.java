package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.event.CommentDeleted;
import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.Commands;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.contract.ForwardingStorage;
import dev.shutter.ports.contract.StorageContract;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.DeleteCommentCommand;
import dev.shutter.ports.out.Counterpart;
import dev.shutter.ports.out.MediaComments;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Writes on different edges and media do not fail each other on PostgreSQL: {@value #WRITERS} writers, each on
 * a pair of users of its own (neighbours in every index: users 3001 and 3002, 3003 and 3004, ...) or a media of
 * its own, run the same kind of write at the same time, each held after its read until every other has read
 * too (the interleaving in which two serializable transactions that read what the other writes fail one
 * another), and the attempts that failed to serialize are counted ({@link Retries}), and the writers that could
 * not reach their read while the others held theirs (one waiting on another's lock). Comments posted and deleted
 * on one media do not wait for each other either; two deletions of one comment do, and the second finds it gone.
 * Counts, not times: the interleaving is forced, not hoped for.
 */
@DisplayName("Disjoint writes on PostgreSQL: how many attempts fail to serialize")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresDisjointWritesTest {

    private static final int WRITERS = 4;
    private static final int ROUNDS = 5;

    private String schema;
    private JdbcStorage storage;
    private Fixtures fixtures;
    private final HeldReads held = new HeldReads();
    private final List<Caller> relating = new ArrayList<>();
    private final List<UserId> targets = new ArrayList<>();
    private final List<Caller> commenting = new ArrayList<>();
    private final List<MediaId> media = new ArrayList<>();

    @BeforeAll
    void seed() {
        PostgresTestDatabase.requireReachable();
        schema = PostgresTestDatabase.createSchema();
        storage = JdbcStorage.at(PostgresTestDatabase.urlFor(schema))
                .schema(schema)
                .poolSize(2 * WRITERS)
                .open();
        held.storage = storage;
        fixtures = Fixtures.on(new ForwardingStorage(storage) {
            @Override
            public Option<Counterpart> counterpart(UserId me, UserId them) {
                Option<Counterpart> read = storage.counterpart(me, them);
                held.hold();
                return read;
            }

            @Override
            public Option<MediaComments> mediaForCommentWrite(MediaId id, Option<CommentId> comment, UserId viewer) {
                Option<MediaComments> read = storage.mediaForCommentWrite(id, comment, viewer);
                held.hold();
                return read;
            }
        });
        AppCreated app = fixtures.liveApp("app");
        for (int i = 0; i < WRITERS; i++) {
            User me = fixtures.user(String.valueOf(3001 + 2 * i), "me" + i);
            User them = fixtures.user(String.valueOf(3002 + 2 * i), "them" + i);
            relating.add(fixtures.callerFor(me, app, Endpoint.RELATIONSHIP_POST));
            targets.add(them.id());
            commenting.add(fixtures.callerFor(me, app, Endpoint.COMMENT_ADD));
            media.add(fixtures.shutter
                    .operator()
                    .createMedia(CreateMediaCommand.withId(
                            new MediaId((500 + i) + "_" + them.id().value()), them.id()))
                    .get()
                    .id());
        }
    }

    @AfterAll
    void drop() {
        if (storage != null) {
            storage.close();
        }
        if (schema != null) {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("follows, unfollows, blocks, unblocks of different pairs and comments on different media: no attempt"
            + " fails to serialize")
    void disjointWritesDoNotConflict() throws Exception {
        int stallsBefore = held.stalls();
        Map<String, Long> conflicts = new LinkedHashMap<>();
        conflicts.put("follow", counted(i -> change(i, "unfollow"), i -> change(i, "follow")));
        conflicts.put("unfollow", counted(i -> change(i, "follow"), i -> change(i, "unfollow")));
        conflicts.put(
                "block of a followed user",
                counted(
                        i -> {
                            change(i, "unblock");
                            change(i, "follow");
                        },
                        i -> change(i, "block")));
        conflicts.put("unblock", counted(i -> change(i, "block"), i -> change(i, "unblock")));
        List<Deque<Comment>> posted = new ArrayList<>();
        for (int i = 0; i < WRITERS; i++) {
            posted.add(new ConcurrentLinkedDeque<>());
        }
        conflicts.put("comment", counted(i -> {}, i -> posted.get(i).add(comment(i, media.get(i)))));
        conflicts.put(
                "comment delete",
                counted(i -> {}, i -> delete(i, media.get(i), posted.get(i).remove())));

        assertThat(conflicts.values())
                .as("attempts that failed to serialize, by write: %s", conflicts)
                .containsOnly(0L);
        assertThat(held.stalls() - stallsBefore)
                .as("writers that could not read while the others held theirs")
                .isZero();
    }

    @Test
    @DisplayName("comments posted and deleted on one media at once: none waits for another or fails to serialize")
    void writesOnOneMediaDoNotWait() throws Exception {
        int stallsBefore = held.stalls();
        MediaId popular = media.get(0);
        List<Deque<Comment>> posted = new ArrayList<>();
        for (int i = 0; i < WRITERS; i++) {
            posted.add(new ConcurrentLinkedDeque<>());
        }

        long conflicts = counted(i -> {}, i -> posted.get(i).add(comment(i, popular)));
        conflicts += counted(i -> {}, i -> delete(i, popular, posted.get(i).remove()));

        assertThat(conflicts).as("attempts that failed to serialize").isZero();
        assertThat(held.stalls() - stallsBefore)
                .as("writers that could not read while the others held theirs")
                .isZero();
    }

    @Test
    @DisplayName("one comment deleted twice at once: deleted once, the other finds it gone, one CommentDeleted")
    void aCommentIsDeletedOnce() throws Exception {
        for (int round = 0; round < 2; round++) {
            Comment comment = comment(0, media.get(0));
            held.arm(2);
            List<Boolean> deleted;
            try {
                deleted = StorageContract.concurrently(
                        2,
                        i -> fixtures.shutter
                                .comments()
                                .delete(commenting.get(0), DeleteCommentCommand.of(media.get(0), comment.id()))
                                .isRight());
            } finally {
                held.disarm();
            }

            assertThat(deleted).as("deletions that succeeded").containsExactlyInAnyOrder(true, false);
            assertThat(storage.outbox().after(EventPosition.START, 100_000).stream()
                            .map(RecordedEvent::event)
                            .filter(event -> event instanceof CommentDeleted deletion
                                    && deletion.comment().equals(comment.id())))
                    .as("CommentDeleted events of comment %s", comment.id())
                    .hasSize(1);
        }
    }

    /**
     * The attempts that failed to serialize while every writer ran {@code write} at once, {@value #ROUNDS} times,
     * each time after {@code setup} (one writer after the other, not counted) for every writer.
     */
    private long counted(IntConsumer setup, IntConsumer write) throws Exception {
        long conflicts = 0;
        for (int round = 0; round < ROUNDS; round++) {
            for (int i = 0; i < WRITERS; i++) {
                setup.accept(i);
            }
            long before = conflicts();
            held.arm(WRITERS);
            try {
                StorageContract.concurrently(WRITERS, i -> {
                    write.accept(i);
                    return i;
                });
            } finally {
                held.disarm();
            }
            conflicts += conflicts() - before;
        }
        return conflicts;
    }

    private long conflicts() {
        return ((JdbcTransactions) storage.transactions()).conflicts();
    }

    private void change(int writer, String action) {
        assertThat(fixtures.shutter
                        .relationships()
                        .change(
                                relating.get(writer),
                                Commands.change(targets.get(writer).value(), action))
                        .isRight())
                .as(action)
                .isTrue();
    }

    private Comment comment(int writer, MediaId on) {
        return fixtures.shutter
                .comments()
                .add(commenting.get(writer), AddCommentCommand.on(on, "a comment"))
                .get();
    }

    private void delete(int writer, MediaId on, Comment comment) {
        assertThat(fixtures.shutter
                        .comments()
                        .delete(commenting.get(writer), DeleteCommentCommand.of(on, comment.id()))
                        .isRight())
                .isTrue();
    }

    /**
     * Holds each writer's first read inside its transaction until every writer has read: a barrier per round,
     * passed once per writer (a retry runs without waiting). A writer that waits in vain (another waits on a
     * lock it holds) goes on after 2 seconds (less than a statement may wait for a lock), and is counted as a stall.
     */
    private static final class HeldReads {
        private JdbcStorage storage;
        private volatile CyclicBarrier barrier;
        private final ThreadLocal<CyclicBarrier> passed = new ThreadLocal<>();
        private final AtomicInteger stalls = new AtomicInteger();

        void arm(int parties) {
            barrier = new CyclicBarrier(parties);
        }

        void disarm() {
            barrier = null;
        }

        void hold() {
            CyclicBarrier current = barrier;
            if (current == null
                    || passed.get() == current
                    || !((JdbcTransactions) storage.transactions()).inTransaction()) {
                return;
            }
            passed.set(current);
            try {
                current.await(2, TimeUnit.SECONDS);
            } catch (Exception e) {
                // a writer did not arrive: it waits on a lock another holds while held here
                stalls.incrementAndGet();
            }
        }

        int stalls() {
            return stalls.get();
        }
    }
}
