package dev.shutter.server.soak;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresProxy;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.server.RunningServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
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
    static final int USERS = 8;
    private static final int PRIVATE_USERS = 3;
    private static final long SEED = Long.getLong("shutter.soak.seed", new Random().nextLong());

    private final SoakTally tally = new SoakTally();
    private final FaultPhases phases = new FaultPhases(BOUND_MILLIS);

    private String base;
    private List<Member> members;
    private List<String> neutralMedia;

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
            List<SoakDriver> drivers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                drivers.add(new SoakDriver(
                        t,
                        pairsOfThread.get(t),
                        new SplittableRandom(SEED + t),
                        members,
                        neutralMedia,
                        base,
                        phases,
                        tally));
            }
            cutter = cutMillis > 0 ? SessionCutter.start(applicationName, cutMillis) : null;
            freezer = cutMillis > 0 ? Freezer.start(proxy, FREEZE_EVERY_MILLIS, FREEZE_MILLIS) : null;
            phases.started();
            run(drivers, Duration.ofSeconds(seconds));
            phases.ended();
            int cuts = cutter == null ? 0 : cutter.stop();
            int freezes = freezer == null ? 0 : freezer.stop();

            assertThat(tally.problems)
                    .as("answers that were 5xx or differed from the model (seed %d)", SEED)
                    .isEmpty();
            assertThat(phases.acknowledgedWrites()).as("writes accepted").isPositive();
            assertThat(phases.phasesWithoutAWrite(freezer == null ? List.of() : freezer.frozen()))
                    .as("phases of PostgreSQL answering, longer than the bound, without a write accepted")
                    .isEmpty();
            FinalStateChecks checks = new FinalStateChecks(members, tally);
            checks.checkStoredRelationships(PostgresTestDatabase.urlFor(schema), drivers);
            checks.checkViews(drivers);
            checks.checkStoredComments(PostgresTestDatabase.urlFor(schema), drivers);
            if (cutMillis > 0) {
                assertThat(cuts).as("database sessions cut").isPositive();
                assertThat(freezes).as("database freezes").isPositive();
            }
            assertThat(tally.longestMillis.get()).as("the longest answer, ms").isLessThanOrEqualTo(BOUND_MILLIS);
            System.out.printf(
                    "soak (event loops %d): %d requests, %d accepted writes, %d threads, %d s, seed %d; %d database"
                            + " sessions cut, %d freezes of %d ms; %d requests answered 503 (%d of them saying they may"
                            + " have applied, %d of those had),"
                            + " 0 answered 500; the longest answer %d ms (bound %d ms)%n",
                    eventLoops,
                    tally.requests.get(),
                    phases.acknowledgedWrites(),
                    THREADS,
                    seconds,
                    SEED,
                    cuts,
                    freezes,
                    FREEZE_MILLIS,
                    tally.failed.get(),
                    tally.toldMayHaveApplied.get(),
                    tally.applied.get(),
                    tally.longestMillis.get(),
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

    private void run(List<SoakDriver> drivers, Duration duration) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch start = new CountDownLatch(1);
        long end = System.nanoTime() + duration.toNanos();
        try {
            List<Future<?>> running = new ArrayList<>();
            for (SoakDriver driver : drivers) {
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
}
