package dev.shutter.adapters.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.TokenOperations;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.contract.ForwardingStorage;
import dev.shutter.ports.contract.SendingStorage;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.Outcome;
import dev.shutter.ports.in.Page;
import dev.shutter.ports.out.Counterpart;
import dev.shutter.ports.out.MediaComments;
import dev.shutter.ports.out.OwnedPage;
import dev.shutter.ports.out.PageQuery;
import io.vavr.control.Option;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each read of a token declares once, by its use case, what it reads, and takes it back from the authentication:
 * on a storage that reads the declared read with the authentication ({@link SendingStorage}, as PostgreSQL's
 * event loops do), the use case reads nothing more. Were a declaration to drift from the read its use case makes,
 * the use case would read again and this test would see it.
 */
class DeclaredReadsTest {

    private static final MediaId BOBS_MEDIA = new MediaId("111_1002");

    @Test
    @DisplayName("a token's reads take what was read with their authentication, and read nothing more")
    void readsNothingMore() {
        // given: alice follows bob; bob's media has a comment; a storage that reads what a request declares
        ReadsCounted storage = new ReadsCounted(new SendingStorage(new InMemoryStorage()));
        try {
            Fixtures f = Fixtures.on(storage);
            User alice = f.user("1001", "alice");
            User bob = f.user("1002", "bob");
            f.shutter
                    .operator()
                    .createMedia(CreateMediaCommand.withId(BOBS_MEDIA, bob.id()))
                    .get();
            String token =
                    f.token(alice, f.liveApp("reads"), "relationships comments").accessToken();
            TokenOperations as = f.shutter.as(token);
            assertThat(done(as.relationships().follow(bob.id()))).isEqualTo(Edge.FOLLOWS);
            assertThat(done(as.comments().post(BOBS_MEDIA, "Nice light!")).from())
                    .isEqualTo(alice.id());
            storage.reads.clear();

            // when: every read, pages with a count and after a cursor too
            assertThat(done(as.relationships().status(bob.id())).outgoingStatus())
                    .isEqualTo(Edge.FOLLOWS);
            assertThat(as.relationships()
                            .status(new UserId("9999"))
                            .join()
                            .either()
                            .getLeft())
                    .isInstanceOf(Failure.UserNotFound.class);
            assertThat(done(as.comments().on(BOBS_MEDIA)).comments()).hasSize(1);
            assertThat(done(as.relationships().follows(Page.first().count(1))).users())
                    .containsExactly(bob);
            assertThat(done(as.relationships().followedBy(bob.id(), Page.first()))
                            .users())
                    .containsExactly(alice);
            assertThat(done(as.relationships().requestedBy(Page.first())).users())
                    .isEmpty();

            // then
            assertThat(storage.reads)
                    .as("what the use cases read after the authentication")
                    .isEmpty();
        } finally {
            storage.close();
        }
    }

    private static <T> T done(CompletableFuture<Outcome<T>> stage) {
        return stage.join().orElseThrow();
    }

    /** Counts the reads a use case makes of the storage itself: a read declared and read ahead needs none. */
    private static final class ReadsCounted extends ForwardingStorage {
        final List<String> reads = new CopyOnWriteArrayList<>();

        ReadsCounted(SendingStorage storage) {
            super(storage);
        }

        @Override
        public Option<Counterpart> counterpart(UserId me, UserId them) {
            reads.add("counterpart");
            return storage.counterpart(me, them);
        }

        @Override
        public Option<MediaComments> mediaComments(MediaId id, UserId viewer) {
            reads.add("mediaComments");
            return storage.mediaComments(id, viewer);
        }

        @Override
        public Option<OwnedPage> ownedPage(PageQuery query, UserId viewer) {
            reads.add("ownedPage");
            return storage.ownedPage(query, viewer);
        }
    }
}
