package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.Authenticated;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.PreparedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.PageQuery;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Spending;
import dev.shutter.ports.out.Spent;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What every place that keeps rate counts must do, whether the storage itself or counters kept elsewhere
 * ({@code storage.withRateCounters(...)}): counts add up per key and minute, a count answers its hour, a
 * request's keys are counted together, and many requests of one token at once are allowed exactly up to
 * the limit, refusals spending nothing.
 */
public abstract class RateCountersContract extends StorageContract {

    static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    /** {@code keys} spent in {@code minute} with room for any test's requests. */
    public static Spending spending(List<String> keys, Instant minute) {
        List<Long> room = keys.stream().map(key -> 1_000_000L).toList();
        return new Spending(
                keys, minute, Map.of(AppStatus.LIVE, room, AppStatus.SANDBOX, room, AppStatus.UNREVIEWED_LIVE, room));
    }

    @Test
    @DisplayName("rate counters add up per key and minute, and only buckets from the given instant count")
    void rateCounters() {
        storage.rateCounters().count("k", MINUTE);
        storage.rateCounters().count("k", MINUTE);
        storage.rateCounters().count("k", MINUTE.plusSeconds(60));
        storage.rateCounters().count("other", MINUTE);
        assertThat(storage.rateCounters().since("k", MINUTE))
                .containsExactlyInAnyOrder(new RateBucket(MINUTE, 2), new RateBucket(MINUTE.plusSeconds(60), 1));
        assertThat(storage.rateCounters().since("k", MINUTE.plusSeconds(60)))
                .containsExactly(new RateBucket(MINUTE.plusSeconds(60), 1));
        assertThat(storage.rateCounters().since("none", MINUTE)).isEmpty();
    }

    @Test
    @DisplayName("a count answers the hour that ends with its minute, itself included; uncount takes one back")
    void countAnswersTheHour() {
        storage.rateCounters().count("k", MINUTE.minus(Duration.ofMinutes(60)));
        storage.rateCounters().count("k", MINUTE.minus(Duration.ofMinutes(59)));
        storage.rateCounters().count("k", MINUTE);

        List<RateBucket> hour = storage.rateCounters().count("k", MINUTE);

        assertThat(hour)
                .containsExactlyInAnyOrder(
                        new RateBucket(MINUTE.minus(Duration.ofMinutes(59)), 1), new RateBucket(MINUTE, 2));
        storage.rateCounters().uncount("k", MINUTE);
        assertThat(storage.rateCounters().since("k", MINUTE)).containsExactly(new RateBucket(MINUTE, 1));
        storage.rateCounters().uncount("none", MINUTE);
        assertThat(storage.rateCounters().since("none", MINUTE)).isEmpty();
    }

    @Test
    @DisplayName("a request's keys are counted together, each answering its own hour, in the order asked")
    void countAllCountsEveryKey() {
        // given
        storage.rateCounters().count("all", MINUTE.minus(Duration.ofMinutes(5)));
        storage.rateCounters().count("writes", MINUTE);

        // when
        Map<String, List<RateBucket>> counted = storage.rateCounters().countAll(List.of("writes", "all"), MINUTE);

        // then
        assertThat(counted.keySet()).containsExactly("writes", "all");
        assertThat(counted.get("writes")).containsExactly(new RateBucket(MINUTE, 2));
        assertThat(counted.get("all"))
                .containsExactlyInAnyOrder(
                        new RateBucket(MINUTE.minus(Duration.ofMinutes(5)), 1), new RateBucket(MINUTE, 1));
        assertThat(storage.rateCounters().since("all", MINUTE)).containsExactly(new RateBucket(MINUTE, 1));
        assertThat(storage.rateCounters().countAll(List.of(), MINUTE)).isEmpty();
    }

    @Test
    @DisplayName("a spending counts in every key only when each has room under its limit, else in none, and answers"
            + " each key's hour")
    void spendCountsInAllKeysOrNone() {
        // given: two writes made of a budget of two; nothing of the other key's ten
        storage.rateCounters().count("writes", MINUTE.minus(Duration.ofMinutes(5)));
        storage.rateCounters().count("writes", MINUTE);

        // when
        Spent refused = storage.rateCounters().spend(List.of("writes", "all"), List.of(2L, 10L), MINUTE);
        Spent allowed = storage.rateCounters().spend(List.of("writes", "all"), List.of(3L, 10L), MINUTE);

        // then
        assertThat(refused.counted()).isZero();
        assertThat(refused.bucketsOf("writes"))
                .containsExactlyInAnyOrder(
                        new RateBucket(MINUTE.minus(Duration.ofMinutes(5)), 1), new RateBucket(MINUTE, 1));
        assertThat(refused.bucketsOf("all")).isEmpty();
        assertThat(allowed.counted()).isEqualTo(1);
        assertThat(allowed.bucketsOf("writes")).contains(new RateBucket(MINUTE, 2));
        assertThat(allowed.bucketsOf("all")).containsExactly(new RateBucket(MINUTE, 1));
        assertThat(storage.rateCounters().since("all", MINUTE)).containsExactly(new RateBucket(MINUTE, 1));
    }

    @Test
    @DisplayName(
            "a bearer read with its counts counts in the rate counters the storage names, and nothing for an unknown token")
    void bearerCountingCountsInTheRateCounters() {
        // given
        Fixtures f = Fixtures.on(storage);
        String token = f.token(f.user("1001", "alice"), f.liveApp("demo"), "").accessToken();
        String hash = Hashes.sha256Hex(token);

        // when
        CountedBearer read = Reads.counting(
                        storage, hash, spending(List.of("a:" + hash, "b:" + hash), MINUTE), ReadAhead.NOTHING)
                .get();

        // then
        assertThat(read.bearer().user().username()).isEqualTo("alice");
        assertThat(read.bucketsOf("a:" + hash)).containsExactly(new RateBucket(MINUTE, 1));
        assertThat(storage.rateCounters().since("b:" + hash, MINUTE)).containsExactly(new RateBucket(MINUTE, 1));
        assertThat(Reads.counting(storage, "unknown", spending(List.of("c:unknown"), MINUTE), ReadAhead.NOTHING))
                .isEmpty();
        assertThat(storage.rateCounters().since("c:unknown", MINUTE)).isEmpty();
    }

    @Test
    @DisplayName("a bearer read counting in a later hour leaves none of the key's ended buckets, and its second"
            + " count in a minute counts on from the first")
    void bearerCountingSweepsEndedBuckets() {
        // given: a key counted at MINUTE
        Fixtures f = Fixtures.on(storage);
        String hash = Hashes.sha256Hex(
                f.token(f.user("1001", "alice"), f.liveApp("demo"), "").accessToken());
        String key = "a:" + hash;
        Reads.counting(storage, hash, spending(List.of(key), MINUTE), ReadAhead.NOTHING)
                .get();
        Instant later = MINUTE.plus(Duration.ofMinutes(61));

        // when: counted twice an hour and a minute later
        Reads.counting(storage, hash, spending(List.of(key), later), ReadAhead.NOTHING)
                .get();
        CountedBearer second = Reads.counting(storage, hash, spending(List.of(key), later), ReadAhead.NOTHING)
                .get();

        // then
        assertThat(second.bucketsOf(key)).containsExactly(new RateBucket(later, 2));
        assertThat(storage.rateCounters().since(key, MINUTE)).containsExactly(new RateBucket(later, 2));
    }

    @Test
    @DisplayName("a bearer read with the relationship read ahead answers what counterpart answers for its user,"
            + " and reads nothing ahead for an unknown token")
    void bearerCountingReadsAheadWhatCounterpartReads() {
        // given: alice follows bob, who blocks her; carol exists; 9999 does not
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob", true);
        User carol = f.user("1003", "carol");
        storage.relationships().setEdge(alice.id(), bob.id(), Edge.FOLLOWS, MINUTE);
        storage.relationships().setBlock(bob.id(), alice.id(), true);
        String hash = Hashes.sha256Hex(f.token(alice, f.liveApp("demo"), "").accessToken());
        String key = "a:" + hash;

        for (User them : List.of(bob, carol)) {
            // when
            CountedBearer read = Reads.counting(
                            storage, hash, spending(List.of(key), MINUTE), new ReadAhead.CounterpartOf(them.id()))
                    .get();
            // then: counted as without a read ahead, and what is read ahead is what counterpart reads
            assertThat(read.bearer().user()).isEqualTo(alice);
            assertThat(read.bucketsOf(key)).isNotEmpty();
            read.readAhead()
                    .forEach(answer -> assertThat(answer)
                            .isEqualTo(new ReadAhead.CounterpartRead(
                                    alice.id(), them.id(), storage.counterpart(alice.id(), them.id()))));
        }
        UserId nobody = new UserId("9999");
        Reads.counting(storage, hash, spending(List.of(key), MINUTE), new ReadAhead.CounterpartOf(nobody))
                .get()
                .readAhead()
                .forEach(answer ->
                        assertThat(answer.counterpart(alice.id(), nobody)).contains(Option.none()));
        assertThat(Reads.counting(
                        storage, "unknown", spending(List.of(), MINUTE), new ReadAhead.CounterpartOf(bob.id())))
                .isEmpty();
    }

    @Test
    @DisplayName("a bearer read with a comment list or a page read ahead answers what mediaComments and ownedPage"
            + " answer for its user, counted or not")
    void bearerReadsAheadWhatTheListsRead() {
        // given: alice follows bob and carol, bob blocks alice; bob's media has comments by alice and carol
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        User carol = f.user("1003", "carol");
        storage.relationships().setEdge(alice.id(), bob.id(), Edge.FOLLOWS, MINUTE);
        storage.relationships().setEdge(alice.id(), carol.id(), Edge.FOLLOWS, MINUTE.plusSeconds(1));
        storage.relationships().setEdge(carol.id(), bob.id(), Edge.FOLLOWS, MINUTE.plusSeconds(2));
        storage.relationships().setBlock(bob.id(), alice.id(), true);
        MediaId media = new MediaId("1_1002");
        storage.media().add(new Media(media, bob.id()));
        storage.comments()
                .add(new Comment(
                        new CommentId("11"),
                        media,
                        alice.id(),
                        CommentText.parse("first").get(),
                        MINUTE));
        storage.comments()
                .add(new Comment(
                        new CommentId("12"),
                        media,
                        carol.id(),
                        CommentText.parse("second").get(),
                        MINUTE.plusSeconds(1)));
        String hash = Hashes.sha256Hex(f.token(alice, f.liveApp("demo"), "").accessToken());
        String key = "a:" + hash;
        EdgeCursor afterCarol = new EdgeCursor(MINUTE.plusSeconds(1), carol.id());
        List<ReadAhead.PageOf> pages = List.of(
                new ReadAhead.PageOf(Option.none(), Direction.OUTGOING, Edge.FOLLOWS, Option.none(), 51),
                new ReadAhead.PageOf(Option.none(), Direction.OUTGOING, Edge.FOLLOWS, Option.some(afterCarol), 1),
                new ReadAhead.PageOf(Option.some(bob.id()), Direction.INCOMING, Edge.FOLLOWS, Option.none(), 51),
                new ReadAhead.PageOf(
                        Option.some(new UserId("9999")), Direction.INCOMING, Edge.FOLLOWS, Option.none(), 51));

        for (boolean counting : List.of(true, false)) {
            // when / then: the comments, as mediaComments reads them for alice
            for (MediaId asked : List.of(media, new MediaId("9_9999"))) {
                CountedBearer read = read(hash, key, counting, new ReadAhead.CommentsOf(asked));
                assertThat(read.bearer().user()).isEqualTo(alice);
                read.readAhead()
                        .forEach(answer -> assertThat(answer.comments(asked, alice.id()))
                                .contains(storage.mediaComments(asked, alice.id())));
            }
            // and each page, as ownedPage reads it for alice
            for (ReadAhead.PageOf page : pages) {
                PageQuery query = page.queryFor(alice.id());
                read(hash, key, counting, page)
                        .readAhead()
                        .forEach(answer -> assertThat(answer.page(query, alice.id()))
                                .as("%s", page)
                                .contains(storage.ownedPage(query, alice.id())));
            }
        }
        // and an unknown token reads nothing
        assertThat(Reads.counting(storage, "unknown", spending(List.of(), MINUTE), new ReadAhead.CommentsOf(media)))
                .isEmpty();
        assertThat(Reads.reading(storage, "unknown", pages.get(0))).isEmpty();
    }

    private CountedBearer read(String hash, String key, boolean counting, ReadAhead ahead) {
        return (counting
                        ? Reads.counting(storage, hash, spending(List.of(key), MINUTE), ahead)
                        : Reads.reading(storage, hash, ahead))
                .get();
    }

    @Test
    @DisplayName("the relationship read takes what was read with the authentication for the same pair only, and a"
            + " refused request has nothing read to take")
    void theReadAheadIsTakenForItsOwnPairOnly() {
        // given: alice follows bob; carol is a stranger
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        User carol = f.user("1003", "carol");
        storage.relationships().setEdge(alice.id(), bob.id(), Edge.FOLLOWS, MINUTE);
        AppCreated app = f.liveApp("demo");
        String token = f.token(alice, app, "relationships").accessToken();
        String basicOnly = f.token(alice, app, "basic").accessToken();
        AuthenticateCommand relationship =
                AuthenticateCommand.inParameters(token, Endpoint.RELATIONSHIP_GET, "/users/1002/relationship");
        PreparedRead<RelationshipView> ofBob = f.shutter.relationships().reading(bob.id());

        // when
        Authenticated checked = f.shutter.requests().authenticated(relationship, ofBob.read());
        Authenticated refused = f.shutter
                .requests()
                .authenticated(
                        AuthenticateCommand.inParameters(
                                basicOnly, Endpoint.RELATIONSHIP_GET, "/users/1002/relationship"),
                        ofBob.read());

        // then: a refused request has nothing read to take; the answer for bob is the one read, if any
        assertThat(refused.authentication().outcome().getLeft()).isInstanceOf(Failure.MissingScope.class);
        assertThat(refused.read()).isEmpty();
        Caller caller = checked.authentication().outcome().get();
        assertThat(checked.read()
                        .forAll(answer ->
                                answer.counterpart(alice.id(), bob.id()).isDefined()))
                .isTrue();
        assertThat(ofBob.apply(caller, checked.read()).get().outgoingStatus()).isEqualTo(Edge.FOLLOWS);
        assertThat(f.shutter
                        .relationships()
                        .reading(carol.id())
                        .apply(caller, checked.read())
                        .get()
                        .outgoingStatus())
                .isEqualTo(Edge.NONE);
        // and an answer read with the authentication is taken as it is, for its own pair only
        Option<ReadAhead.Answer> told =
                Option.some(new ReadAhead.CounterpartRead(alice.id(), carol.id(), Option.none()));
        assertThat(f.shutter
                        .relationships()
                        .reading(carol.id())
                        .apply(caller, told)
                        .getLeft())
                .isInstanceOf(Failure.UserNotFound.class);
        assertThat(ofBob.apply(caller, told).get().outgoingStatus()).isEqualTo(Edge.FOLLOWS);
    }

    @Test
    @DisplayName("concurrent requests of one token are allowed exactly up to the limit, and refusals spend nothing")
    void concurrentRequestsSpendExactlyTheBudget() throws Exception {
        // given: a live budget of 40 requests an hour
        Fixtures f = Fixtures.on(storage, Settings.defaults().withRateLimits(new RateLimits(40, 40, 5, 5)));
        String token = f.token(f.user("1001", "alice"), f.liveApp("demo"), "").accessToken();
        AuthenticateCommand request = Commands.authenticate(token, null, Endpoint.USERS_SELF, "/x", Map.of());
        // when: 6 threads try 20 requests each
        ExecutorService pool = Executors.newFixedThreadPool(6);
        List<Future<Integer>> done = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            done.add(pool.submit(() -> {
                int allowed = 0;
                for (int i = 0; i < 20; i++) {
                    if (f.shutter.requests().authenticate(request).isRight()) {
                        allowed++;
                    }
                }
                return allowed;
            }));
        }
        pool.shutdown();
        assertThat(pool.awaitTermination(5, TimeUnit.MINUTES)).isTrue();
        int allowed = 0;
        for (Future<Integer> future : done) {
            allowed += future.get();
        }
        // then
        assertThat(allowed).isEqualTo(40);
        long counted =
                storage
                        .rateCounters()
                        .since(Hashes.sha256Hex(token) + ":" + RateClass.ALL.key(), Instant.EPOCH)
                        .stream()
                        .mapToLong(RateBucket::count)
                        .sum();
        assertThat(counted).isEqualTo(40);
    }
}
