package dev.shutter.server.soak;

import static dev.shutter.server.soak.Outage503.FAILED;
import static dev.shutter.server.soak.Outage503.MAYBE;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresProxy;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.domain.Failure;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.server.RunningServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import io.vavr.control.Either;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Concurrency and soak on PostgreSQL (issue 6): a server on a fresh schema, rate limits raised, and
 * {@value #THREADS} client threads over HTTPS that follow, unfollow, block, unblock, request, approve and
 * deny, and comment and delete comments, all at once, for {@code -Dshutter.soak.seconds} (default
 * {@value #DEFAULT_SECONDS}).
 *
 * <p>Each unordered pair of users is driven by one thread only, and each comment by the thread that
 * posted it, so the thread's model knows the exact answer to each request and the exact final state;
 * the threads share the users (each user is in pairs of several threads, and posts comments from
 * several), so their transactions meet on the same rows. Afterwards every ordered pair, read from the
 * tables, must satisfy the relationship invariants and equal its model (no accepted write lost), both
 * sides' views through the API must agree with it, every comment kept must be stored and every one
 * deleted gone; no answer may have been a 5xx or differ from the model (but the failures of a cut session,
 * below).
 *
 * <p>With faults (issue 16): meanwhile a cutter ends the server's database sessions every {@code
 * -Dshutter.soak.cut.millis} (default {@value #DEFAULT_CUT_MILLIS}; 0 turns it off) with {@code
 * pg_terminate_backend}, only the sessions of this test's server, which it names with its own {@code
 * ApplicationName} (the pools' sessions and the event loops'), and the server reaches PostgreSQL through a proxy
 * of the test's own ({@code PostgresProxy}) that stops forwarding for {@value #FREEZE_MILLIS} ms every {@value
 * #FREEZE_EVERY_MILLIS} ms, longer than the server's database timeout ({@value #DATABASE_TIMEOUT_MILLIS} ms). A
 * request that meets a cut session or the frozen database gets a 503 with {@code Retry-After}, never a 500,
 * and no answer waits longer than {@value #BOUND_MILLIS} ms (a request may meet the timeout on more than one
 * of its statements, and a loaded machine adds its own); its thread reads the pair (or the comments) back
 * until the database answers and accepts exactly one of the two outcomes, as before the request or as after it,
 * and as after it only when the 503 said that the request may have been applied (DECISIONS "A write answered
 * 503"): a plain 503 is a write that did not apply. Anything else, and any other answer that differs from the
 * model, is a problem. It runs on both paths: reads on event loops, and every read through JDBC ({@code
 * --event-loops 0}).
 */
@ExtendWith(PostgresAvailable.class)
class PostgresSoakTest {

    static final int THREADS = 14;
    static final int DEFAULT_SECONDS = 15;
    static final long DATABASE_TIMEOUT_MILLIS = 1_000;
    static final long FREEZE_MILLIS = 6_000;
    static final long FREEZE_EVERY_MILLIS = 7_000;

    /** The longest any answer may take: three timeouts and a margin for a loaded machine. */
    static final long BOUND_MILLIS = 3 * DATABASE_TIMEOUT_MILLIS + 2_000;

    static final int DEFAULT_CUT_MILLIS = 3_000;
    private static final int USERS = 8;
    private static final int PRIVATE_USERS = 3;
    private static final long SEED = Long.getLong("shutter.soak.seed", new Random().nextLong());

    /** Everything a thread saw that it should not have; empty at the end. */
    private final ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();

    private final AtomicInteger requests = new AtomicInteger();
    private final FaultPhases phases = new FaultPhases(BOUND_MILLIS);
    private final AtomicInteger failed = new AtomicInteger();
    private final AtomicInteger applied = new AtomicInteger();
    private final AtomicInteger toldMayHaveApplied = new AtomicInteger();
    private final AtomicLong longestMillis = new AtomicLong();

    private String base;
    private List<Member> members;
    private List<String> neutralMedia;

    /** A user in the relationships, with a token and a media of their own. */
    record Member(String id, String token, boolean isPrivate, String media) {}

    /** A comment a thread keeps; {@code id} as listed. */
    record Kept(String id, String media, String author, String text) {}

    @ParameterizedTest(name = "event loops: {0}")
    @ValueSource(ints = {2, 0})
    @DisplayName("concurrent relationship changes and comments on PostgreSQL, its sessions cut and the database"
            + " frozen, lose nothing, break no invariant, answer no 500 and wait no longer than the bound")
    void soak(int eventLoops) throws Exception {
        PostgresTestDatabase.requireReachable();
        int seconds = Integer.getInteger("shutter.soak.seconds", DEFAULT_SECONDS);
        int cutMillis = Integer.getInteger("shutter.soak.cut.millis", DEFAULT_CUT_MILLIS);
        String schema = PostgresTestDatabase.createSchema();
        String applicationName = "shutter-soak-" + schema;
        RunningServer server = null;
        SessionCutter cutter = null;
        Freezer freezer = null;
        PostgresProxy proxy = PostgresProxy.toTestDatabase(null);
        try {
            server = RunningServer.start(
                    ServerOptions.forTests(TestServers.freshDataDir())
                            .withStorage(proxy.through(PostgresTestDatabase.urlFor(schema)) + "&ApplicationName="
                                    + applicationName)
                            .withEventLoops(eventLoops)
                            .withDatabaseTimeout(Duration.ofMillis(DATABASE_TIMEOUT_MILLIS))
                            .withAdminToken(TestServers.ADMIN_TOKEN)
                            .withRateLimits(new RateLimits(1_000_000, 1_000_000, 1_000_000, 1_000_000)),
                    TestServers.tuning());
            base = server.baseUrl();
            seed(new Platform(server));
            List<List<int[]>> pairsOfThread = pairsByThread();
            List<Driver> drivers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                drivers.add(new Driver(t, pairsOfThread.get(t), new SplittableRandom(SEED + t)));
            }
            cutter = cutMillis > 0 ? SessionCutter.start(applicationName, cutMillis) : null;
            freezer = cutMillis > 0 ? Freezer.start(proxy, FREEZE_EVERY_MILLIS, FREEZE_MILLIS) : null;
            phases.started();
            run(drivers, Duration.ofSeconds(seconds));
            phases.ended();
            int cuts = cutter == null ? 0 : cutter.stop();
            int freezes = freezer == null ? 0 : freezer.stop();

            assertThat(problems)
                    .as("answers that were 5xx or differed from the model (seed %d)", SEED)
                    .isEmpty();
            assertThat(phases.acknowledgedWrites()).as("writes accepted").isPositive();
            assertThat(phases.phasesWithoutAWrite(freezer == null ? List.of() : freezer.frozen()))
                    .as("phases of PostgreSQL answering, longer than the bound, without a write accepted")
                    .isEmpty();
            checkStoredRelationships(PostgresTestDatabase.urlFor(schema), drivers);
            checkViews(drivers);
            checkStoredComments(PostgresTestDatabase.urlFor(schema), drivers);
            if (cutMillis > 0) {
                assertThat(cuts).as("database sessions cut").isPositive();
                assertThat(freezes).as("database freezes").isPositive();
            }
            assertThat(longestMillis.get()).as("the longest answer, ms").isLessThanOrEqualTo(BOUND_MILLIS);
            System.out.printf(
                    "soak (event loops %d): %d requests, %d accepted writes, %d threads, %d s, seed %d; %d database"
                            + " sessions cut, %d freezes of %d ms; %d requests answered 503 (%d of them saying they may"
                            + " have applied, %d of those had),"
                            + " 0 answered 500; the longest answer %d ms (bound %d ms)%n",
                    eventLoops,
                    requests.get(),
                    phases.acknowledgedWrites(),
                    THREADS,
                    seconds,
                    SEED,
                    cuts,
                    freezes,
                    FREEZE_MILLIS,
                    failed.get(),
                    toldMayHaveApplied.get(),
                    applied.get(),
                    longestMillis.get(),
                    BOUND_MILLIS);
        } finally {
            if (cutter != null) {
                cutter.stop();
            }
            if (freezer != null) {
                freezer.stop();
            }
            proxy.close();
            if (server != null) {
                server.close();
            }
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    private void seed(Platform platform) {
        Platform.App app = seeded(platform::liveApp);
        members = new ArrayList<>();
        for (int i = 0; i < USERS; i++) {
            boolean isPrivate = i < PRIVATE_USERS;
            String name = "soak" + i;
            Platform.User user = seeded(() -> platform.user(name, isPrivate));
            members.add(new Member(
                    user.id(), seeded(() -> platform.token(user, app)), isPrivate, seeded(() -> platform.media(user))));
        }
        // A public user outside every relationship, whose media everyone may comment on whatever the blocks.
        Platform.User neutral = seeded(() -> platform.user("neutral"));
        neutralMedia = List.of(seeded(() -> platform.media(neutral)), seeded(() -> platform.media(neutral)));
    }

    /**
     * A step of the seeding, tried again when the server answered it 503 (before any fault, a loaded machine can
     * take longer than the 1 s database timeout): the seeding is not what the soak checks.
     */
    private static <T> T seeded(Supplier<T> step) {
        for (int attempt = 1; ; attempt++) {
            try {
                return step.get();
            } catch (AssertionError e) {
                if (attempt == 5 || !String.valueOf(e.getMessage()).contains("temporarily unavailable")) {
                    throw e;
                }
            }
        }
    }

    /** Every unordered pair of members, dealt to the threads in turn. */
    private static List<List<int[]>> pairsByThread() {
        List<List<int[]>> byThread = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            byThread.add(new ArrayList<>());
        }
        int next = 0;
        for (int a = 0; a < USERS; a++) {
            for (int b = a + 1; b < USERS; b++) {
                byThread.get(next++ % THREADS).add(new int[] {a, b});
            }
        }
        return byThread;
    }

    private void run(List<Driver> drivers, Duration duration) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch start = new CountDownLatch(1);
        long end = System.nanoTime() + duration.toNanos();
        try {
            List<Future<?>> running = new ArrayList<>();
            for (Driver driver : drivers) {
                running.add(pool.submit(() -> {
                    start.await();
                    driver.drive(end);
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> future : running) {
                future.get(duration.toSeconds() + 120, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** One client thread: its pairs' models, its comments, its own HTTPS connections. */
    private final class Driver {
        private final int number;
        private final List<int[]> pairs;
        private final SplittableRandom random;
        private final HttpClient client = HttpClient.newBuilder()
                .sslContext(Browser.trusting(TestServers.sharedDataDir()))
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10))
                .build();
        /** Per pair (a, b): the state seen from a. */
        final Map<String, PairState> model = new HashMap<>();

        final List<Kept> kept = new ArrayList<>();
        final Set<String> deleted = new HashSet<>();
        private int sequence;

        Driver(int number, List<int[]> pairs, SplittableRandom random) {
            this.number = number;
            this.pairs = pairs;
            this.random = random;
            for (int[] pair : pairs) {
                model.put(
                        key(pair[0], pair[1]),
                        PairState.strangers(members.get(pair[1]).isPrivate()));
            }
        }

        void drive(long end) {
            while (System.nanoTime() < end && problems.size() < 20) {
                try {
                    if (random.nextInt(4) == 0) {
                        comment();
                    } else {
                        relate();
                    }
                } catch (IOException e) {
                    problems.add("thread " + number + ": " + e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }

        /** One relationship action by one side of one of this thread's pairs, checked against the model. */
        private void relate() throws IOException, InterruptedException {
            int[] pair = pairs.get(random.nextInt(pairs.size()));
            boolean fromA = random.nextBoolean();
            int actor = fromA ? pair[0] : pair[1];
            int target = fromA ? pair[1] : pair[0];
            RelationshipAction action = pickAction();
            PairState before = view(pair, fromA);
            Either<Failure, PairState> expected = before.apply(action);
            JsonNode answer = send(
                    "POST",
                    "/v1/users/" + members.get(target).id() + "/relationship",
                    Forms.encode(Forms.of("access_token", members.get(actor).token(), "action", action.wireName())));
            if (answer == null) {
                return;
            }
            if (answer == FAILED || answer == MAYBE) {
                boolean changed = settle(pair, fromA, before, expected.getOrElse(before));
                plainMeansNotApplied(answer, changed, "relationship " + action.wireName());
                return;
            }
            String what = "thread " + number + ": " + actor + " " + action.wireName() + " " + target + " from " + before
                    + ": " + answer;
            if (expected.isLeft()) {
                check(
                        answer.path("meta").path("code").asInt()
                                        == expected.getLeft().code()
                                && answer.path("meta")
                                        .path("error_type")
                                        .asText()
                                        .equals(expected.getLeft().errorType()),
                        what + " (expected " + expected.getLeft().errorType() + ")");
                return;
            }
            PairState after = expected.get();
            boolean accepted = check(
                    answer.path("meta").path("code").asInt() == 200
                            && answer.path("data")
                                    .path("outgoing_status")
                                    .asText()
                                    .equals(after.outgoingStatus().wireName()),
                    what + " (expected " + after.outgoingStatus().wireName() + ")");
            if (accepted) {
                phases.acknowledged();
                model.put(
                        key(pair[0], pair[1]),
                        fromA ? after : flip(after, members.get(pair[1]).isPrivate()));
                if (random.nextInt(3) == 0) {
                    readBack(actor, target, after);
                }
            }
        }

        /** Reads the pair back at once, as the actor: a write just accepted is visible. */
        private void readBack(int actor, int target, PairState expected) throws IOException, InterruptedException {
            JsonNode read = send(
                    "GET",
                    "/v1/users/" + members.get(target).id() + "/relationship?access_token="
                            + Forms.enc(members.get(actor).token()),
                    null);
            if (read != null && read != FAILED && read != MAYBE) {
                check(
                        agrees(read.path("data"), expected),
                        "thread " + number + ": read back " + actor + "->" + target + " " + read + " expected "
                                + expected);
            }
        }

        /**
         * After a request that failed on a cut session: the pair is as it was before or as the request would
         * have made it, nothing else. Reads it back from both sides (a block shows only to the blocker) until
         * the database answers; whether the request had applied (and changed the pair).
         */
        private boolean settle(int[] pair, boolean fromA, PairState before, PairState after)
                throws IOException, InterruptedException {
            PairState beforeFromFirst =
                    fromA ? before : flip(before, members.get(pair[1]).isPrivate());
            PairState afterFromFirst =
                    fromA ? after : flip(after, members.get(pair[1]).isPrivate());
            JsonNode first = untilAnswered("GET", relationshipPath(pair[0], pair[1]));
            JsonNode second = untilAnswered("GET", relationshipPath(pair[1], pair[0]));
            if (first == null || second == null) {
                return false;
            }
            if (!afterFromFirst.equals(beforeFromFirst) && seenAs(pair, first, second, afterFromFirst)) {
                applied.incrementAndGet();
                model.put(key(pair[0], pair[1]), afterFromFirst);
                return true;
            } else {
                check(
                        seenAs(pair, first, second, beforeFromFirst),
                        "thread " + number + ": after a failed request " + pair[0] + "<->" + pair[1] + " reads "
                                + first + " and " + second + ", neither " + beforeFromFirst + " nor "
                                + afterFromFirst);
            }
            return false;
        }

        /**
         * A write answered the plain 503 did not apply; only the 503 that says it may have applied may have
         * (DECISIONS "A write answered 503").
         */
        private void plainMeansNotApplied(JsonNode answer, boolean applied, String what) {
            check(
                    answer == MAYBE || !applied,
                    "thread " + number + ": " + what + " answered 503 \"Please try again later\" and had applied");
        }

        private boolean seenAs(int[] pair, JsonNode first, JsonNode second, PairState fromFirst) {
            return agrees(first.path("data"), fromFirst)
                    && agrees(
                            second.path("data"),
                            flip(fromFirst, members.get(pair[0]).isPrivate()));
        }

        private String relationshipPath(int reader, int other) {
            return "/v1/users/" + members.get(other).id() + "/relationship?access_token="
                    + Forms.enc(members.get(reader).token());
        }

        /** Sends a read again until the database answers it (a cut may fail a few in a row); null: never. */
        private JsonNode untilAnswered(String method, String path) throws IOException, InterruptedException {
            for (int attempt = 0; attempt < 100; attempt++) {
                JsonNode answer = send(method, path, null);
                if (answer != FAILED && answer != MAYBE) {
                    return answer;
                }
                Thread.sleep(50);
            }
            problems.add("thread " + number + ": the database never answered " + method + " "
                    + path.replaceAll("access_token=[^&]*", ""));
            return null;
        }

        private RelationshipAction pickAction() {
            int roll = random.nextInt(20);
            if (roll < 6) {
                return RelationshipAction.FOLLOW;
            }
            if (roll < 9) {
                return RelationshipAction.UNFOLLOW;
            }
            if (roll < 11) {
                return RelationshipAction.BLOCK;
            }
            if (roll < 14) {
                return RelationshipAction.UNBLOCK;
            }
            if (roll < 17) {
                return RelationshipAction.APPROVE;
            }
            return RelationshipAction.DENY;
        }

        private PairState view(int[] pair, boolean fromA) {
            PairState fromFirst = model.get(key(pair[0], pair[1]));
            return fromA ? fromFirst : flip(fromFirst, members.get(pair[0]).isPrivate());
        }

        /** Posts a comment, or deletes one of this thread's, as the thread's own member. */
        private void comment() throws IOException, InterruptedException {
            Member me = members.get(number % USERS);
            if (!kept.isEmpty() && (kept.size() >= 4 || random.nextInt(3) == 0)) {
                Kept gone = kept.get(random.nextInt(kept.size()));
                JsonNode answer = send(
                        "DELETE",
                        "/v1/media/" + gone.media() + "/comments/" + gone.id() + "?access_token="
                                + Forms.enc(me.token()),
                        null);
                if (answer == FAILED || answer == MAYBE) {
                    JsonNode list = listed(gone.media(), me);
                    if (list != null && !contains(list, gone.text())) {
                        applied.incrementAndGet();
                        plainMeansNotApplied(answer, true, "comment delete");
                        kept.remove(gone);
                        deleted.add(gone.id());
                    }
                    return;
                }
                if (answer != null
                        && check(
                                answer.path("meta").path("code").asInt() == 200,
                                "thread " + number + ": delete " + gone + ": " + answer)) {
                    phases.acknowledged();
                    kept.remove(gone);
                    deleted.add(gone.id());
                }
                return;
            }
            String media = random.nextInt(3) == 0 ? me.media() : neutralMedia.get(random.nextInt(neutralMedia.size()));
            String text = "soak comment " + number + "-" + (++sequence);
            JsonNode answer = send(
                    "POST",
                    "/v1/media/" + media + "/comments",
                    Forms.encode(Forms.of("access_token", me.token(), "text", text)));
            boolean ambiguous = answer == FAILED || answer == MAYBE;
            if (answer == null
                    || !ambiguous
                            && !check(
                                    answer.path("meta").path("code").asInt() == 200,
                                    "thread " + number + ": comment: " + answer)) {
                return;
            }
            // The answer's data is null (as the legacy API's): the id comes from the list.
            JsonNode list = listed(media, me);
            if (list == null) {
                return;
            }
            if (ambiguous) {
                if (!contains(list, text)) {
                    return;
                }
                applied.incrementAndGet();
                plainMeansNotApplied(answer, true, "comment");
            } else {
                phases.acknowledged();
            }
            for (JsonNode listed : list.path("data")) {
                if (listed.path("text").asText().equals(text)) {
                    kept.add(new Kept(listed.path("id").asText(), media, me.id(), text));
                    return;
                }
            }
            problems.add("thread " + number + ": the comment just posted is not listed: " + text);
        }

        private JsonNode listed(String media, Member me) throws IOException, InterruptedException {
            return untilAnswered("GET", "/v1/media/" + media + "/comments?access_token=" + Forms.enc(me.token()));
        }

        private boolean contains(JsonNode list, String text) {
            for (JsonNode listed : list.path("data")) {
                if (listed.path("text").asText().equals(text)) {
                    return true;
                }
            }
            return false;
        }

        /**
         * Sends a request; its JSON, {@link Outage503#FAILED} or {@link Outage503#MAYBE} when the database failed
         * it (a 503 of the catalogue), or null (and a problem) for any other 5xx, a 500 among them, or what is not
         * JSON.
         */
        private JsonNode send(String method, String path, String form) throws IOException, InterruptedException {
            HttpRequest.Builder request =
                    HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60));
            if (form == null) {
                request.method(method, HttpRequest.BodyPublishers.noBody());
            } else {
                request.header("Content-Type", "application/x-www-form-urlencoded")
                        .method(method, HttpRequest.BodyPublishers.ofString(form));
            }
            long sent = System.nanoTime();
            HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
            long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent);
            longestMillis.accumulateAndGet(tookMillis, Math::max);
            requests.incrementAndGet();
            if (tookMillis > BOUND_MILLIS) {
                problems.add("thread " + number + ": " + method + " " + path.replaceAll("access_token=[^&]*", "")
                        + " took " + tookMillis + " ms, over the bound of " + BOUND_MILLIS + " ms");
            }
            JsonNode outage = Outage503.of(response);
            if (outage != null) {
                failed.incrementAndGet();
                if (outage == MAYBE) {
                    toldMayHaveApplied.incrementAndGet();
                    check(!method.equals("GET"), "thread " + number + ": a read answered that it may have applied");
                }
                return outage;
            }
            if (response.statusCode() >= 500) {
                problems.add("thread " + number + ": " + method + " " + path.replaceAll("access_token=[^&]*", "")
                        + " answered " + response.statusCode() + " " + response.body());
                return null;
            }
            try {
                JsonNode json = Platform.read(response.body());
                check(json.path("meta").path("code").asInt() == response.statusCode(), "meta.code: " + json);
                return json;
            } catch (RuntimeException e) {
                problems.add("thread " + number + ": not JSON: " + response.body());
                return null;
            }
        }

        private boolean check(boolean ok, String problem) {
            if (!ok) {
                problems.add(problem);
            }
            return ok;
        }
    }

    private static String key(int a, int b) {
        return a + "-" + b;
    }

    /** The same pair seen from the other side; {@code otherIsPrivate} is whether the first side is. */
    private static PairState flip(PairState state, boolean otherIsPrivate) {
        return new PairState(state.theirs(), state.mine(), state.theyBlock(), state.iBlock(), otherIsPrivate);
    }

    /** Whether a GET relationship's data says what {@code state} says. */
    private static boolean agrees(JsonNode data, PairState state) {
        return data.path("outgoing_status")
                        .asText()
                        .equals(state.outgoingStatus().wireName())
                && data.path("incoming_status")
                        .asText()
                        .equals(state.incomingStatus().wireName())
                && data.path("target_user_is_private").asBoolean() == state.theyArePrivate()
                && data.path("target_user_is_private").isBoolean();
    }

    /** Every ordered pair of members, read from the tables: the invariants hold and the model is met. */
    private void checkStoredRelationships(String url, List<Driver> drivers) throws SQLException {
        Map<String, Edge> edges = new HashMap<>();
        Set<String> blocks = new HashSet<>();
        Map<String, Boolean> privacy = new HashMap<>();
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement()) {
            try (ResultSet rows =
                    statement.executeQuery("SELECT follower_id, followee_id, status FROM shutter_edges")) {
                while (rows.next()) {
                    edges.put(
                            rows.getString(1) + ">" + rows.getString(2),
                            rows.getString(3).equals("follows") ? Edge.FOLLOWS : Edge.REQUESTED);
                }
            }
            try (ResultSet rows = statement.executeQuery("SELECT blocker_id, blocked_id FROM shutter_blocks")) {
                while (rows.next()) {
                    blocks.add(rows.getString(1) + ">" + rows.getString(2));
                }
            }
            try (ResultSet rows = statement.executeQuery("SELECT id, is_private FROM shutter_users")) {
                while (rows.next()) {
                    privacy.put(rows.getString(1), rows.getBoolean(2));
                }
            }
        }
        Map<String, PairState> expected = new HashMap<>();
        drivers.forEach(d -> expected.putAll(d.model));
        int checked = 0;
        for (int a = 0; a < USERS; a++) {
            for (int b = 0; b < USERS; b++) {
                if (a == b) {
                    continue;
                }
                String x = members.get(a).id();
                String y = members.get(b).id();
                PairState stored = new PairState(
                        edges.getOrDefault(x + ">" + y, Edge.NONE),
                        edges.getOrDefault(y + ">" + x, Edge.NONE),
                        blocks.contains(x + ">" + y),
                        blocks.contains(y + ">" + x),
                        privacy.get(y));
                assertThat(stored.invariantsHold(privacy.get(x)))
                        .as("invariants of %d->%d: %s", a, b, stored)
                        .isTrue();
                PairState model = a < b
                        ? expected.get(key(a, b))
                        : flip(expected.get(key(b, a)), members.get(b).isPrivate());
                assertThat(stored)
                        .as("stored %d->%d is what the accepted writes made it", a, b)
                        .isEqualTo(model);
                checked++;
            }
        }
        assertThat(checked).isEqualTo(USERS * (USERS - 1));
    }

    /** Both sides' views through the API agree with the model, for every ordered pair. */
    private void checkViews(List<Driver> drivers) throws IOException, InterruptedException {
        Map<String, PairState> expected = new HashMap<>();
        drivers.forEach(d -> expected.putAll(d.model));
        Driver reader = drivers.get(0);
        for (int a = 0; a < USERS; a++) {
            for (int b = 0; b < USERS; b++) {
                if (a == b) {
                    continue;
                }
                PairState model = a < b
                        ? expected.get(key(a, b))
                        : flip(expected.get(key(b, a)), members.get(b).isPrivate());
                JsonNode read = reader.untilAnswered(
                        "GET",
                        "/v1/users/" + members.get(b).id() + "/relationship?access_token="
                                + Forms.enc(members.get(a).token()));
                assertThat(read).isNotNull();
                assertThat(agrees(read.path("data"), model))
                        .as("%d sees %d as %s: %s", a, b, model, read)
                        .isTrue();
            }
        }
        assertThat(problems).isEmpty();
    }

    /** Every comment kept is stored, by its author on its media; every one deleted is gone. */
    private void checkStoredComments(String url, List<Driver> drivers) throws SQLException {
        Set<Kept> stored = new HashSet<>();
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT id, media_id, from_id, text FROM shutter_comments")) {
            while (rows.next()) {
                stored.add(new Kept(rows.getString(1), rows.getString(2), rows.getString(3), rows.getString(4)));
            }
        }
        Set<Kept> expected = new HashSet<>();
        Set<String> deleted = new HashSet<>();
        drivers.forEach(d -> {
            expected.addAll(d.kept);
            deleted.addAll(d.deleted);
        });
        assertThat(deleted).as("comments deleted").isNotEmpty();
        assertThat(stored).as("the stored comments are exactly those kept").isEqualTo(expected);
    }
}
