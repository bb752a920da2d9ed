package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.User;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The exchanges a write transaction makes with PostgreSQL, counted from what the driver logs as it sends them (an
 * exchange ends with one {@code Sync}): the query of the transaction's id, which lets a lost {@code COMMIT} be
 * asked about ({@link LostCommits}), goes with the transaction's first statement, in an exchange before the one
 * that carries the {@code COMMIT}, and costs a comment or a follow no exchange more (two each, as before it). A
 * transaction that sends only writes has no exchange before its {@code COMMIT}: it pays one for its id.
 */
@DisplayName("Exchanges of a write transaction on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
class PostgresWriteExchangesTest {

    private static final Logger DRIVER = Logger.getLogger("org.postgresql");

    private String schema;
    private JdbcStorage storage;
    private Fixtures f;
    private Caller alice;
    private User bob;
    private User carol;
    private MediaId media;
    private final Exchanges exchanges = new Exchanges();

    @BeforeEach
    void start() {
        schema = PostgresTestDatabase.createSchema();
        storage = JdbcStorage.at(PostgresTestDatabase.urlFor(schema))
                .poolSize(2)
                .eventLoops(0)
                .open();
        WriteScene scene = WriteScene.on(storage);
        f = scene.f();
        alice = scene.alice();
        bob = scene.bob();
        media = scene.media();
        carol = f.user("1003", "carol");
    }

    @AfterEach
    void stop() {
        exchanges.close();
        storage.close();
        PostgresTestDatabase.dropSchema(schema);
    }

    @Test
    @DisplayName("a comment: two exchanges (its read with its id, then its writes with the COMMIT)")
    void comment() {
        // given: the pool's connections and the statements warm
        f.shutter.comments().add(alice, AddCommentCommand.on(media, "warming up"));

        // when
        exchanges.install();
        assertThat(f.shutter
                        .comments()
                        .add(alice, AddCommentCommand.on(media, "counted"))
                        .isRight())
                .isTrue();
        exchanges.close();

        // then
        assertThat(exchanges.sent()).hasSize(2);
        assertIdBeforeCommit();
    }

    @Test
    @DisplayName("a follow: two exchanges (its read with its id, then its writes with the COMMIT)")
    void follow() {
        // given
        f.shutter.relationships().change(alice, ChangeRelationshipCommand.follow(carol.id()));

        // when
        exchanges.install();
        assertThat(f.shutter
                        .relationships()
                        .change(alice, ChangeRelationshipCommand.follow(bob.id()))
                        .isRight())
                .isTrue();
        exchanges.close();

        // then
        assertThat(exchanges.sent()).hasSize(2);
        assertIdBeforeCommit();
    }

    @Test
    @DisplayName("a transaction of writes only: one exchange more, for its id, before its writes with the COMMIT")
    void writesOnly() {
        // when
        exchanges.install();
        storage.transactions().execute(() -> {
            storage.comments()
                    .add(new Comment(
                            CommentId.parse("17").get(),
                            media,
                            bob.id(),
                            CommentText.trusted("written alone"),
                            Instant.parse("2024-05-01T12:00:00Z")));
            return Either.right("done");
        });
        exchanges.close();

        // then
        assertThat(exchanges.sent()).hasSize(2);
        assertIdBeforeCommit();
    }

    /** The id was asked in an exchange before the last, which carries the COMMIT and no query of the id. */
    private void assertIdBeforeCommit() {
        List<String> sent = exchanges.sent();
        String last = sent.get(sent.size() - 1);
        assertThat(last).contains("COMMIT").doesNotContain(OpenTransaction.ID_QUERY);
        assertThat(sent.subList(0, sent.size() - 1))
                .anySatisfy(exchange -> assertThat(exchange).contains(OpenTransaction.ID_QUERY));
    }

    /** The texts of the statements of each exchange the calling thread sends, in order. */
    private static final class Exchanges extends Handler {

        private final Thread counted = Thread.currentThread();
        private final List<String> sent = new ArrayList<>();
        private StringBuilder open = new StringBuilder();
        private Level before;
        private boolean installed;

        void install() {
            before = DRIVER.getLevel();
            DRIVER.setLevel(Level.FINEST);
            setLevel(Level.FINEST);
            DRIVER.addHandler(this);
            installed = true;
        }

        synchronized List<String> sent() {
            return List.copyOf(sent);
        }

        @Override
        public synchronized void publish(LogRecord record) {
            String message = record.getMessage();
            if (Thread.currentThread() != counted || message == null) {
                return;
            }
            if (message.startsWith(" FE=> Parse(")) {
                open.append(message).append('\n');
            } else if (" FE=> SimpleQuery(query=\"{0}\")".equals(message)) {
                String query = String.valueOf(record.getParameters()[0]);
                if (!"BEGIN".equals(query)) {
                    sent.add(query);
                }
            } else if (" FE=> Sync".equals(message)) {
                sent.add(open.toString());
                open = new StringBuilder();
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {
            if (installed) {
                DRIVER.removeHandler(this);
                DRIVER.setLevel(before);
                installed = false;
            }
        }
    }
}
