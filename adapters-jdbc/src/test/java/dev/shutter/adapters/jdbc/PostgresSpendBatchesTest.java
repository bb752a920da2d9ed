package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.user.User;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Spending;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The event loops' spending in batches across tokens ({@link SentReads}, {@link BatchSpending}) on two nodes that
 * share one PostgreSQL schema: requests of many different tokens sent at once take far fewer statements that
 * write counts than there are requests (counted where they are sent), and every budget is still spent exactly.
 */
@DisplayName("Event-loop spending in batches across tokens on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresSpendBatchesTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    private static final int TOKENS = 64;

    private String schema;
    private JdbcStorage first;
    private JdbcStorage second;
    private final List<String> hashes = new ArrayList<>();

    @BeforeAll
    void seed() {
        schema = PostgresTestDatabase.createSchema();
        String url = PostgresTestDatabase.urlFor(schema + "_nowhere");
        first = JdbcStorage.at(url).schema(schema).poolSize(2).eventLoops(1).open();
        second = JdbcStorage.at(url).schema(schema).poolSize(2).eventLoops(1).open();
        Fixtures f = Fixtures.on(first);
        // 64 tokens: each of 8 users in each of 8 apps (a user and a password cost a hash each)
        List<AppCreated> apps = new ArrayList<>();
        for (int a = 0; a < 8; a++) {
            apps.add(f.liveApp("app" + a));
        }
        for (int u = 0; u < 8; u++) {
            User user = f.user(Integer.toString(2000 + u), "user" + u);
            for (AppCreated app : apps) {
                hashes.add(Hashes.sha256Hex(f.token(user, app, "").accessToken()));
            }
        }
    }

    @AfterAll
    void drop() {
        try {
            if (first != null) {
                first.close();
            }
            if (second != null) {
                second.close();
            }
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    /** A read of {@code hash}, spending from its own key with a limit of {@code limit}, in {@code minute}. */
    private static Spending spending(String hash, long limit, Instant minute) {
        List<Long> limits = List.of(limit);
        return new Spending(
                List.of(hash + ":all"),
                minute,
                Map.of(AppStatus.LIVE, limits, AppStatus.SANDBOX, limits, AppStatus.UNREVIEWED_LIVE, limits));
    }

    @Test
    @DisplayName("64 requests of 64 tokens sent at once on one node: every one counted once, in fewer than 64"
            + " statements that write counts")
    void manyTokensTakeFewerSpendingsThanRequests() throws Exception {
        // given: the statements prepared on the node's connection
        Instant minute = MINUTE;
        await(Option.some(first.authenticated(AuthenticatedRead.counting(
                        hashes.get(0), spending(hashes.get(0), 1_000, minute), ReadAhead.NOTHING)))
                .get());
        long before = first.spendsSent();

        // when
        List<CompletionStage<Option<CountedBearer>>> sent = new ArrayList<>();
        for (int i = 1; i < TOKENS; i++) {
            sent.add(Option.some(first.authenticated(AuthenticatedRead.counting(
                            hashes.get(i), spending(hashes.get(i), 1_000, minute), ReadAhead.NOTHING)))
                    .get());
        }
        List<CountedBearer> answers = new ArrayList<>();
        for (CompletionStage<Option<CountedBearer>> stage : sent) {
            answers.add(await(stage).get());
        }

        // then
        long spendings = first.spendsSent() - before;
        assertThat(spendings).isPositive().isLessThan(TOKENS - 1);
        for (int i = 1; i < TOKENS; i++) {
            String key = hashes.get(i) + ":all";
            assertThat(answers.get(i - 1).spent().get().counted()).isEqualTo(1);
            assertThat(answers.get(i - 1).bucketsOf(key)).containsExactly(new RateBucket(minute, 1));
            assertThat(first.rateCounters().since(key, minute))
                    .filteredOn(bucket -> bucket.minute().equals(minute))
                    .containsExactly(new RateBucket(minute, 1));
        }
    }

    @Test
    @DisplayName("five requests of each of 64 tokens with a budget of three, sent at once on two nodes: each token"
            + " spends exactly three, its counted requests see 1, 2 and 3, and the others its true total")
    void batchesOnTwoNodesSpendExactly() throws Exception {
        // given: a minute of this test's own, and its statements prepared on both nodes
        Instant minute = MINUTE.plusSeconds(3_600 * 3);
        for (JdbcStorage node : List.of(first, second)) {
            await(Option.some(node.authenticated(
                            AuthenticatedRead.counting("unknown", spending("unknown", 3, minute), ReadAhead.NOTHING)))
                    .get());
        }

        // when: round after round, each token's request sent on one node and then the other
        List<List<CompletionStage<Option<CountedBearer>>>> sent = new ArrayList<>();
        for (int i = 0; i < TOKENS; i++) {
            sent.add(new ArrayList<>());
        }
        for (int round = 0; round < 5; round++) {
            for (int i = 0; i < TOKENS; i++) {
                JdbcStorage node = (i + round) % 2 == 0 ? first : second;
                sent.get(i)
                        .add(Option.some(node.authenticated(AuthenticatedRead.counting(
                                        hashes.get(i), spending(hashes.get(i), 3, minute), ReadAhead.NOTHING)))
                                .get());
            }
        }

        // then
        for (int i = 0; i < TOKENS; i++) {
            String key = hashes.get(i) + ":all";
            List<Long> counted = new ArrayList<>();
            for (CompletionStage<Option<CountedBearer>> stage : sent.get(i)) {
                CountedBearer read = await(stage).get();
                long total = read.bucketsOf(key).stream()
                        .mapToLong(RateBucket::count)
                        .sum();
                if (read.spent().get().counted() == 1) {
                    counted.add(total);
                } else {
                    assertThat(total)
                            .as("a refused request of token %d sees its true total", i)
                            .isEqualTo(3);
                }
            }
            assertThat(counted.stream().sorted().toList())
                    .as("token %d", i)
                    .isEqualTo(LongStream.rangeClosed(1, 3).boxed().toList());
            assertThat(first.rateCounters().since(key, minute)).containsExactly(new RateBucket(minute, 3));
        }
    }

    private static <T> T await(CompletionStage<T> stage) throws Exception {
        return stage.toCompletableFuture().get(20, TimeUnit.SECONDS);
    }
}
