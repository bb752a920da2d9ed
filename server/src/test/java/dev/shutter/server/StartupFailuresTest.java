package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.shutter.server.support.TestServers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
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
        Outcome outcome = run(
                "--storage",
                "memory",
                "--port",
                "0",
                "--bind",
                "127.0.0.1",
                "--data-dir",
                TestServers.freshDataDir().toString(),
                "--keystore",
                missing,
                "--keystore-password",
                "x");

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
        Outcome outcome = run(
                "--storage",
                "memory",
                "--port",
                "0",
                "--bind",
                "127.0.0.1",
                "--data-dir",
                TestServers.freshDataDir().toString(),
                "--rate-store",
                "redis://:hunter2-secret@127.0.0.1:" + port + "?timeout=1s");

        // then
        assertThat(outcome.code()).isEqualTo(1);
        assertThat(outcome.err().lines()).hasSize(1);
        assertThat(outcome.err()).contains("shutter: cannot start: ", "rate store", "127.0.0.1:" + port);
        assertThat(outcome.err()).doesNotContain("hunter2", "Exception", "\tat ");
    }

    private record Outcome(int code, String out, String err) {}

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
