package dev.shutter.adapters.redis;

import dev.shutter.ports.contract.TestService;
import dev.shutter.ports.out.RateCounters;
import io.lettuce.core.RedisURI;
import io.lettuce.core.ScriptOutputType;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The Redis the tests run on: {@code SHUTTER_TEST_REDIS_URL}, else {@code redis://127.0.0.1:6379}. Each
 * test writes under a key prefix of its own ({@link #uniquePrefix()}), so that parallel runs on one Redis
 * never meet, and deletes its keys afterwards. An unreachable Redis skips the tests, except under {@code
 * CI=true}, where it fails them: CI must not pass by testing nothing.
 */
public final class RedisTestServer {

    static final String DEFAULT_URL = "redis://127.0.0.1:6379";

    private static final TestService SERVICE =
            new TestService("Redis", "SHUTTER_TEST_REDIS_URL", RedisTestServer::where, RedisTestServer::probe);

    private RedisTestServer() {}

    /** The server's URL. */
    public static String url() {
        String configured = System.getenv("SHUTTER_TEST_REDIS_URL");
        return configured == null || configured.isBlank() ? DEFAULT_URL : configured;
    }

    /** Skips the calling test (or fails it on CI) when Redis cannot be reached. */
    public static void requireReachable() {
        SERVICE.requireReachable();
    }

    /** Why Redis cannot be reached, if it cannot; asked once per test run. */
    public static Optional<String> unreachable() {
        return SERVICE.unreachable();
    }

    /** Skips or runs a test of a Redis class ({@link RedisAvailable}). */
    static ConditionEvaluationResult evaluate(ExtensionContext context) {
        return SERVICE.evaluate(context);
    }

    /** A key prefix no other test uses. */
    public static String uniquePrefix() {
        byte[] bytes = new byte[6];
        ThreadLocalRandom.current().nextBytes(bytes);
        return "shutter:test:" + HexFormat.of().formatHex(bytes) + ":";
    }

    /** Counters on the test Redis under a fresh prefix; skipped (or failed on CI) without Redis. */
    public static RedisRateCounters counters() {
        requireReachable();
        return RedisRateCounters.at(url()).keyPrefix(uniquePrefix()).connect();
    }

    /** The keys under {@code prefix}. */
    public static List<String> keys(String prefix) {
        try (var client = io.lettuce.core.RedisClient.create(url());
                var connection = client.connect()) {
            return keysUnder(connection.sync(), prefix);
        }
    }

    /**
     * KEYS through a script: one call that Lettuce 6.8 and 7 both link to (7 changed {@code keys}' parameter), so
     * that the Spring Boot starter runs the Redis contract at Boot's Lettuce too.
     */
    private static List<String> keysUnder(io.lettuce.core.api.sync.RedisCommands<String, String> redis, String prefix) {
        return redis.eval("return redis.call('KEYS', ARGV[1])", ScriptOutputType.MULTI, new String[0], prefix + "*");
    }

    /** Deletes every key under {@code prefix}. */
    public static void deleteKeys(String prefix) {
        try (var client = io.lettuce.core.RedisClient.create(url());
                var connection = client.connect()) {
            List<String> keys = keysUnder(connection.sync(), prefix);
            if (!keys.isEmpty()) {
                connection.sync().del(keys.toArray(String[]::new));
            }
        }
    }

    /**
     * The name of the thread on which {@code counters} answer a count of {@code key}, sent while {@code loop}
     * (an event loop group of one thread) is held: its answer cannot land before the continuation that reads the
     * thread's name is attached.
     */
    public static String threadAnsweringACount(RateCounters counters, Executor loop, String key, Instant minute)
            throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        loop.execute(() -> {
            try {
                release.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        CompletableFuture<String> answeredOn = counters.spendSent(List.of(key), List.of(Long.MAX_VALUE), minute)
                .thenApply(counts -> Thread.currentThread().getName());
        release.countDown();
        return answeredOn.get(5, TimeUnit.SECONDS);
    }

    /** Host and port, never a password. */
    private static String where() {
        RedisURI uri = RedisURI.create(url());
        return uri.getHost() + ":" + uri.getPort();
    }

    private static String probe() {
        RedisURI uri = RedisURI.create(url());
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), 2000);
            socket.setSoTimeout(2000);
            socket.getOutputStream().write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            byte[] answer = new byte[7];
            int read = in.readNBytes(answer, 0, answer.length);
            String text = new String(answer, 0, read, StandardCharsets.US_ASCII);
            return text.startsWith("+PONG") || text.startsWith("-NOAUTH") ? null : "no PONG";
        } catch (IOException e) {
            return e.getClass().getSimpleName();
        }
    }
}
