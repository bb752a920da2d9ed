package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.RateCountersContract;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.MediaComments;
import dev.shutter.ports.out.OwnedPage;
import dev.shutter.ports.out.PageQuery;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Option;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A page of 50 and a comment list are each one statement and one round trip on PostgreSQL, their users
 * joined in it: on JDBC, on the event loops and read ahead with a request's authentication (the bearer's
 * statement and the list's, in one exchange). Counted on the wire ({@link PostgresWireLog}).
 */
@DisplayName("Lists on PostgreSQL: one statement, one round trip")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresListRoundTripsTest {

    private static final int PAGE = 51;
    private static final Instant MINUTE = ListsSeed.SINCE;

    private String schema;
    private PostgresWireLog wire;
    private JdbcStorage storage;
    private User alice;
    private User bob;
    private MediaId media;
    private String hash;

    @BeforeAll
    void seed() throws IOException {
        PostgresTestDatabase.requireReachable();
        schema = PostgresTestDatabase.createSchema();
        String url = PostgresTestDatabase.urlFor(schema);
        wire = new PostgresWireLog(url);
        storage = JdbcStorage.at(wire.proxied(url))
                .schema(schema)
                .poolSize(2)
                .eventLoops(1)
                .open();
        ListsSeed seed = ListsSeed.on(storage);
        alice = seed.alice();
        bob = seed.bob();
        media = seed.media();
        hash = Hashes.sha256Hex(
                seed.fixtures().token(bob, seed.app(), "relationships comments").accessToken());
        // every read twice, so that what is prepared once a connection is prepared before the counting
        for (int i = 0; i < 2; i++) {
            pageOnJdbc(Option.none());
            pageOnJdbc(Option.some(Set.of(new UserId("2001"), new UserId("2002"))));
            storage.mediaComments(media, bob.id());
            for (ReadAhead ahead : readsAhead()) {
                await(Option.some(storage.authenticated(AuthenticatedRead.counting(hash, spending(), ahead)))
                        .get());
                storage.onJdbc(AuthenticatedRead.counting(hash, spending(), ahead));
            }
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
    @DisplayName("two reads one after the other are two round trips: the log tells them apart")
    void twoReadsShow() {
        List<PostgresWireLog.RoundTrip> trips = wire.during(() -> {
            storage.users().find(alice.id());
            storage.users().find(bob.id());
        });

        assertThat(trips).hasSize(2);
    }

    @Test
    @DisplayName("on JDBC, a page of 50 of a user's followers is one statement with its users")
    void pageOnJdbcIsOneStatement() {
        AtomicReference<Option<OwnedPage>> read = new AtomicReference<>();

        List<PostgresWireLog.RoundTrip> trips = wire.during(() -> read.set(pageOnJdbc(Option.none())));

        assertOneStatement(trips);
        OwnedPage page = read.get().get();
        assertThat(page.entries()).hasSize(PAGE);
        assertThat(page.users())
                .hasSize(PAGE)
                .containsKeys(page.entries().get(0).other());
    }

    @Test
    @DisplayName("on JDBC, a page among a Sandbox app's users is one statement")
    void pageAmongIsOneStatement() {
        AtomicReference<Option<OwnedPage>> read = new AtomicReference<>();

        List<PostgresWireLog.RoundTrip> trips =
                wire.during(() -> read.set(pageOnJdbc(Option.some(Set.of(new UserId("2001"), new UserId("2002"))))));

        assertOneStatement(trips);
        assertThat(read.get().get().users()).containsOnlyKeys(new UserId("2001"), new UserId("2002"));
    }

    @Test
    @DisplayName("on JDBC, a comment list is one statement with its authors")
    void commentsOnJdbcAreOneStatement() {
        AtomicReference<Option<MediaComments>> read = new AtomicReference<>();

        List<PostgresWireLog.RoundTrip> trips = wire.during(() -> read.set(storage.mediaComments(media, bob.id())));

        assertThat(trips).hasSize(1);
        assertThat(trips.get(0).statements()).hasSize(1);
        assertThat(read.get().get().comments()).hasSize(ListsSeed.COMMENTS);
        assertThat(read.get().get().authors()).hasSize(ListsSeed.COMMENTS);
    }

    @Test
    @DisplayName("read ahead with the authentication, on the event loop and on JDBC, a list is one statement more in"
            + " the same round trip")
    void listsReadAheadAreOneStatement() {
        for (ReadAhead ahead : readsAhead()) {
            AtomicReference<Option<CountedBearer>> read = new AtomicReference<>();
            List<PostgresWireLog.RoundTrip> sent = wire.during(() -> read.set(
                    await(Option.some(storage.authenticated(AuthenticatedRead.counting(hash, spending(), ahead)))
                            .get())));
            List<PostgresWireLog.RoundTrip> onJdbc =
                    wire.during(() -> storage.onJdbc(AuthenticatedRead.counting(hash, spending(), ahead)));

            for (List<PostgresWireLog.RoundTrip> trips : List.of(sent, onJdbc)) {
                assertThat(trips).as(ahead.toString()).hasSize(1);
                assertThat(trips.get(0).statements()).as(ahead.toString()).hasSize(2);
            }
            assertThat(read.get().get().readAhead()).as(ahead.toString()).isNotEmpty();
        }
    }

    private List<ReadAhead> readsAhead() {
        return List.of(
                new ReadAhead.PageOf(Option.some(alice.id()), Direction.INCOMING, Edge.FOLLOWS, Option.none(), PAGE),
                new ReadAhead.CommentsOf(media));
    }

    private Option<OwnedPage> pageOnJdbc(Option<Set<UserId>> among) {
        return storage.ownedPage(
                new PageQuery(alice.id(), Direction.INCOMING, Edge.FOLLOWS, Option.none(), PAGE, among), bob.id());
    }

    /** One round trip of one statement, which reads the edges and their users. */
    private static void assertOneStatement(List<PostgresWireLog.RoundTrip> trips) {
        assertThat(trips).hasSize(1);
        assertThat(trips.get(0).statements()).hasSize(1);
        assertThat(trips.get(0).statements().get(0)).contains("shutter_edges", "shutter_users");
    }

    private static dev.shutter.ports.out.Spending spending() {
        return RateCountersContract.spending(List.of("lists"), MINUTE);
    }

    private static <T> T await(CompletionStage<T> stage) {
        try {
            return stage.toCompletableFuture().get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
