package dev.shutter.adapters.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.RateCountersProvider;
import dev.shutter.ports.out.Spent;
import dev.shutter.ports.out.StorageUnavailableException;
import io.lettuce.core.RedisClient;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What the Redis store does beyond the contract: where its keys live, how long, and what an outage gives. */
@ExtendWith(RedisAvailable.class)
class RedisRateCountersTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    private final List<AutoCloseable> opened = new ArrayList<>();
    private final List<String> prefixes = new ArrayList<>();

    @AfterEach
    void closeAndClean() throws Exception {
        for (AutoCloseable closeable : opened) {
            closeable.close();
        }
        prefixes.forEach(RedisTestServer::deleteKeys);
    }

    private RedisRateCounters counters() {
        RedisRateCounters counters = RedisTestServer.counters();
        opened.add(counters);
        prefixes.add(counters.keyPrefix());
        return counters;
    }

    @Test
    @DisplayName("a counted key lives under the prefix and expires a little over an hour after its last count")
    void keysExpireWithTheHour() {
        // given
        RedisRateCounters counters = counters();

        // when
        counters.countAll(List.of("token:all", "token:writes"), MINUTE);

        // then
        assertThat(RedisTestServer.keys(counters.keyPrefix()))
                .containsExactlyInAnyOrder(counters.keyPrefix() + "token:all", counters.keyPrefix() + "token:writes");
        try (RedisClient client = RedisClient.create(RedisTestServer.url());
                var connection = client.connect()) {
            long ttl = connection.sync().ttl(counters.keyPrefix() + "token:all");
            assertThat(ttl)
                    .isGreaterThan(Duration.ofHours(1).toSeconds())
                    .isLessThanOrEqualTo(BucketForms.KEY_LIFETIME.toSeconds());
        }
    }

    @Test
    @DisplayName("two prefixes on one Redis keep apart: the host's keys are not stepped on")
    void prefixesKeepApart() {
        // given
        RedisRateCounters one = counters();
        RedisRateCounters other = counters();

        // when
        one.count("k", MINUTE);
        one.count("k", MINUTE);

        // then
        assertThat(one.since("k", MINUTE)).containsExactly(new RateBucket(MINUTE, 2));
        assertThat(other.since("k", MINUTE)).isEmpty();
        assertThat(other.count("k", MINUTE)).containsExactly(new RateBucket(MINUTE, 1));
    }

    @Test
    @DisplayName("a Redis that forgot the script (restarted, flushed) is sent it again, and the count is made")
    void scriptSentAgainAfterNoScript() {
        // given
        RedisRateCounters counters = counters();
        counters.count("k", MINUTE);
        try (RedisClient client = RedisClient.create(RedisTestServer.url());
                var connection = client.connect()) {
            connection.sync().scriptFlush();

            // when
            List<RateBucket> hour = counters.count("k", MINUTE);

            // then
            assertThat(hour).containsExactly(new RateBucket(MINUTE, 2));
            assertThat(connection
                            .sync()
                            .scriptExists(LuaScript.load("count.lua").sha()))
                    .containsExactly(true);
        }
    }

    @Test
    @DisplayName("spendings of one token's keys sent at once are one script each, answered exactly: with room for"
            + " 200 of 300, the requests see 1..200 each once, the others are not counted and see 200, and Redis holds"
            + " 200")
    void spendingsSentAtOnce() {
        // given
        RedisRateCounters counters = counters();
        List<String> keys = List.of("token:all", "token:writes");
        int requests = 300;
        long scriptsBefore = scriptsRun();

        // when
        List<CompletableFuture<Spent>> sent = IntStream.range(0, requests)
                .mapToObj(i -> counters.spendSent(keys, List.of(1000L, 200L), MINUTE))
                .toList();

        // then
        List<Spent> answers = sent.stream().map(CompletableFuture::join).toList();
        assertThat(answers.stream().filter(spent -> spent.counted() == 1)).hasSize(200);
        List<Long> expected = LongStream.rangeClosed(1, 200).boxed().toList();
        for (String key : keys) {
            assertThat(answers.stream().filter(spent -> spent.counted() == 1).map(spent -> spent.bucketsOf(key)))
                    .as(key)
                    .allSatisfy(hour -> assertThat(hour).hasSize(1))
                    .extracting(hour -> hour.get(0).count())
                    .containsExactlyInAnyOrderElementsOf(expected);
            assertThat(answers.stream().filter(spent -> spent.counted() == 0).map(spent -> spent.bucketsOf(key)))
                    .as(key)
                    .hasSize(100)
                    .allSatisfy(hour -> assertThat(hour).containsExactly(new RateBucket(MINUTE, 200)));
            assertThat(counters.since(key, MINUTE)).containsExactly(new RateBucket(MINUTE, 200));
        }
        assertThat(scriptsRun() - scriptsBefore).isGreaterThanOrEqualTo(requests);
    }

    @Test
    @DisplayName(
            "spendings of 64 different tokens sent at once are one script each, each counted once in its own" + " key")
    void spendingsOfManyTokensSentAtOnce() {
        // given
        RedisRateCounters counters = counters();
        int tokens = 64;
        long scriptsBefore = scriptsRun();

        // when
        List<CompletableFuture<Spent>> sent = IntStream.range(0, tokens)
                .mapToObj(i -> counters.spendSent(List.of("token" + i + ":all"), List.of(1000L), MINUTE))
                .toList();

        // then
        List<Spent> answers = sent.stream().map(CompletableFuture::join).toList();
        for (int i = 0; i < tokens; i++) {
            String key = "token" + i + ":all";
            assertThat(answers.get(i).counted()).isEqualTo(1);
            assertThat(answers.get(i).bucketsOf(key)).containsExactly(new RateBucket(MINUTE, 1));
            assertThat(counters.since(key, MINUTE)).containsExactly(new RateBucket(MINUTE, 1));
        }
        assertThat(scriptsRun() - scriptsBefore).isGreaterThanOrEqualTo(tokens);
    }

    /** How many scripts this Redis has run since it started ({@code EVALSHA} and {@code EVAL} calls). */
    private static long scriptsRun() {
        try (RedisClient client = RedisClient.create(RedisTestServer.url());
                var connection = client.connect()) {
            String stats = connection.sync().info("commandstats");
            return Pattern.compile("cmdstat_eval(?:sha)?:calls=(\\d+)")
                    .matcher(stats)
                    .results()
                    .mapToLong(found -> Long.parseLong(found.group(1)))
                    .sum();
        }
    }

    @Test
    @DisplayName("a Redis that cannot be reached at start is a StorageUnavailableException naming only host and port")
    void unreachableAtStart() throws IOException {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        assertThatThrownBy(() -> RedisRateCounters.at("redis://:secret-password@127.0.0.1:" + port)
                        .timeout(Duration.ofMillis(500))
                        .connect())
                .isInstanceOf(StorageUnavailableException.class)
                .hasMessageContaining("127.0.0.1:" + port)
                .hasMessageNotContaining("secret-password");
    }

    @Test
    @DisplayName("a Redis that stops answering makes a count fail with StorageUnavailableException, not hang")
    void silentRedisTimesOut() throws Exception {
        // given: a "Redis" that accepts the connection, answers the handshake's first bytes never
        try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            List<Socket> accepted = new ArrayList<>();
            Thread acceptor = new Thread(() -> {
                try {
                    while (!silent.isClosed()) {
                        accepted.add(silent.accept());
                    }
                } catch (IOException e) {
                    // closed at the end of the test
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();

            // when / then: even connecting waits for the handshake's answer, which never comes
            assertThatThrownBy(() -> RedisRateCounters.at("redis://127.0.0.1:" + silent.getLocalPort())
                            .timeout(Duration.ofMillis(300))
                            .connect())
                    .isInstanceOf(StorageUnavailableException.class);
            for (Socket socket : accepted) {
                socket.close();
            }
        }
    }

    @Test
    @DisplayName("the server finds the Redis store by its spec; a prefix parameter chooses the key prefix")
    void providerOpensBySpec() {
        // given
        RedisTestServer.requireReachable();
        RateCountersProvider provider = ServiceLoader.load(RateCountersProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .filter(p -> p.supports(RedisTestServer.url()))
                .findFirst()
                .orElseThrow();
        String prefix = RedisTestServer.uniquePrefix();
        prefixes.add(prefix);

        // when
        try (RateCounters counters = provider.open(RedisTestServer.url() + "?prefix=" + prefix + "&timeout=2s")) {
            counters.count("k", MINUTE);
        }

        // then
        assertThat(provider.supports("jdbc:postgresql://x")).isFalse();
        assertThat(RedisTestServer.keys(prefix)).containsExactly(prefix + "k");
    }

    @Test
    @DisplayName("a database index the Redis does not have is said to be that, not an unreachable Redis")
    void databaseOutOfRange() {
        assertThatThrownBy(() -> RedisRateCounters.at(RedisTestServer.url() + "/99")
                        .timeout(Duration.ofSeconds(2))
                        .connect())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("database 99")
                .hasMessageNotContaining("cannot be reached");
    }

    @Test
    @DisplayName("the spec's prefix must not be empty and its timeout must be a duration such as 2s")
    void providerRefusesBadParameters() {
        // given
        RateCountersProvider provider = new RedisRateCountersProvider();
        // when / then
        assertThatThrownBy(() -> provider.open(RedisTestServer.url() + "?prefix="))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(
                        "prefix= must not be empty (leave it out for " + RedisRateCounters.DEFAULT_KEY_PREFIX + ")");
        assertThatThrownBy(() -> provider.open(RedisTestServer.url() + "?timeout=abc"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("timeout= takes a positive duration such as 2s or 500ms, not 'abc'");
        assertThatThrownBy(() -> provider.open(RedisTestServer.url() + "?timeout=0s"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("timeout= takes a positive duration such as 2s or 500ms, not '0s'");
    }
}
