package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.shutter.adapters.redis.RedisTestServer;
import dev.shutter.server.support.TestServers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Start-up failures end quickly, with one line that says what is wrong and exit code 1. */
class StartupFailuresTest {

    private static final Duration QUICKLY = Duration.ofSeconds(30);

    @Test
    @DisplayName("a busy --http-port is named and the start fails instead of hanging")
    void busyPlainPort() throws IOException {
        // given
        try (ServerSocket taken = new ServerSocket(0)) {
            int port = taken.getLocalPort();
            ServerOptions options =
                    ServerOptions.forTests(TestServers.freshDataDir()).withHttpPort(port);

            // when / then
            assertTimeoutPreemptively(
                    QUICKLY,
                    () -> assertThatThrownBy(() -> RunningServer.start(options, TestServers.tuning()))
                            .isInstanceOf(StartupException.class)
                            .hasMessageContaining(String.valueOf(port)));
        }
    }

    @Test
    @DisplayName("an --http-port equal to --port is refused as bad options")
    void plainPortEqualsHttpsPort() {
        // when
        Outcome outcome = run("--storage", "memory", "--port", "18443", "--http-port", "18443");

        // then
        assertThat(outcome.code()).isEqualTo(2);
        assertThat(outcome.err()).contains("--http-port must differ from --port");
    }

    @Test
    @DisplayName("a keystore that does not exist is one line and exit code 1, with no stack trace")
    void missingKeystore() {
        // given
        String missing = TestServers.freshDataDir().resolve("no-such.p12").toString();

        // when
        Outcome outcome = runLocally("--keystore", missing, "--keystore-password", "x");

        // then
        assertThat(outcome.code()).isEqualTo(1);
        assertThat(outcome.err().lines()).hasSize(1);
        assertThat(outcome.err()).contains("shutter: cannot start: ", missing, "does not exist");
        assertThat(outcome.err()).doesNotContain("Exception", "\tat ");
    }

    @Test
    @DisplayName("a --rate-store Redis that cannot be reached is one line and exit code 1, without its password")
    void unreachableRateStore() throws IOException {
        // given: a port nobody listens on
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }

        // when
        Outcome outcome = runLocally("--rate-store", "redis://:hunter2-secret@127.0.0.1:" + port + "?timeout=1s");

        // then
        assertThat(outcome.code()).isEqualTo(1);
        assertThat(outcome.err().lines()).hasSize(1);
        assertThat(outcome.err()).contains("shutter: cannot start: ", "rate store", "127.0.0.1:" + port);
        assertThat(outcome.err()).doesNotContain("hunter2", "Exception", "\tat ");
    }

    @Test
    @DisplayName("a whsec_ webhook secret that is not base64 is refused as a bad option, in a sentence")
    void whsecNotBase64() {
        // when
        Outcome outcome = run(
                "--storage",
                "memory",
                "--webhook-url",
                "https://hooks.example/x",
                "--webhook-secret",
                "whsec_not*base64*at*all");

        // then
        assertThat(outcome.code()).isEqualTo(2);
        assertThat(outcome.err()).contains("--webhook-secret", "base64").doesNotContain("Exception", "not*base64");
    }

    @Test
    @DisplayName("a --metrics-port equal to --port or --http-port is refused as bad options")
    void metricsPortClash() {
        // when
        Outcome withHttps = run("--storage", "memory", "--port", "18443", "--metrics-port", "18443");
        Outcome withPlain = run("--storage", "memory", "--http-port", "18080", "--metrics-port", "18080");

        // then
        assertThat(withHttps.code()).isEqualTo(2);
        assertThat(withHttps.err()).contains("--metrics-port must differ from --port (both are 18443)");
        assertThat(withPlain.code()).isEqualTo(2);
        assertThat(withPlain.err()).contains("--metrics-port must differ from --http-port (both are 18080)");
    }

    @Test
    @DisplayName("a busy --metrics-port is named as the metrics port, not as the HTTPS one")
    void busyMetricsPort() throws IOException {
        // given
        try (ServerSocket taken = new ServerSocket(0)) {
            int port = taken.getLocalPort();
            ServerOptions options = ServerOptions.forTests(TestServers.freshDataDir())
                    .withOperations(OperationsOptions.defaults().withMetricsPort(port));

            // when / then
            assertTimeoutPreemptively(
                    QUICKLY,
                    () -> assertThatThrownBy(() -> RunningServer.start(options, TestServers.tuning()))
                            .isInstanceOf(StartupException.class)
                            .hasMessageContaining("--metrics-port")
                            .hasMessageContaining("127.0.0.1:" + port));
        }
    }

    @Test
    @DisplayName("a --rate-store with ?timeout=abc or an empty ?prefix= is refused as bad options")
    void rateStoreParameters() {
        // when
        Outcome timeout = run("--storage", "memory", "--rate-store", "redis://127.0.0.1:6379?timeout=abc");
        Outcome prefix = run("--storage", "memory", "--rate-store", "redis://127.0.0.1:6379?prefix=");

        // then
        assertThat(timeout.code()).isEqualTo(2);
        assertThat(timeout.err()).contains("--rate-store", "timeout=", "abc");
        assertThat(prefix.code()).isEqualTo(2);
        assertThat(prefix.err()).contains("--rate-store", "prefix=", "must not be empty");
    }

    @Test
    @DisplayName("a Redis database index the Redis does not have is said to be that, not an unreachable Redis")
    void rateStoreDatabaseOutOfRange() {
        // given
        RedisTestServer.requireReachable();

        // when
        Outcome outcome = runLocally("--rate-store", RedisTestServer.url() + "/99");

        // then
        assertThat(outcome.code()).isEqualTo(1);
        assertThat(outcome.err()).contains("has no database 99").doesNotContain("cannot be reached", "Exception");
    }

    private record Outcome(int code, String out, String err) {}

    /** A start in memory on a free loopback port with a fresh data directory, and {@code args}. */
    private static Outcome runLocally(String... args) {
        List<String> all = new ArrayList<>(List.of(
                "--storage",
                "memory",
                "--port",
                "0",
                "--bind",
                "127.0.0.1",
                "--data-dir",
                TestServers.freshDataDir().toString()));
        all.addAll(List.of(args));
        return run(all.toArray(String[]::new));
    }

    private static Outcome run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = assertTimeoutPreemptively(QUICKLY, () -> {
            try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                return ShutterServer.run(args, o, e);
            }
        });
        return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
