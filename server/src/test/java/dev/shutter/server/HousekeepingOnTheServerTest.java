package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.retention.Retention;
import dev.shutter.ports.out.Storage;
import dev.shutter.server.support.TestServers;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The server's housekeeping: options, the job on an interval, and the once-off command. */
class HousekeepingOnTheServerTest {

    private static final Instant LONG_AGO = Instant.parse("2020-01-01T00:00:00Z");

    @Test
    @DisplayName(
            "--housekeeping-interval and --housekeeping-grace are read, none turns the job off, nonsense is refused")
    void options() {
        ServerOptions set = run("--housekeeping-interval", "30m", "--housekeeping-grace", "2h");
        ServerOptions off = run("--housekeeping-interval", "none");
        ServerOptions defaults = run();

        assertThat(set.operations().housekeepingInterval()).contains(Duration.ofMinutes(30));
        assertThat(set.operations().retention()).isEqualTo(new Retention(Duration.ofHours(2)));
        assertThat(off.operations().housekeepingInterval()).isEmpty();
        assertThat(defaults.operations().housekeepingInterval()).contains(Duration.ofMinutes(10));
        assertThat(defaults.operations().retention()).isEqualTo(Retention.defaults());
        assertThat(OptionsParser.parse(new String[] {"--housekeeping-interval", "often"}, Map.of()))
                .isInstanceOfSatisfying(
                        OptionsParser.Parsed.Invalid.class,
                        invalid -> assertThat(invalid.message()).contains("--housekeeping-interval"));
        assertThat(OptionsParser.parse(new String[] {"--housekeeping-grace", "none"}, Map.of()))
                .isInstanceOf(OptionsParser.Parsed.Invalid.class);
    }

    @Test
    @DisplayName("a running server sweeps on its interval: an expired session disappears without a request")
    void jobOnInterval() throws Exception {
        // given: a session that expired long ago, in the storage of a server sweeping every second
        Storage storage = StorageLoader.open("memory");
        storage.loginSessions().add(LoginSession.start("stale", Option.none(), LONG_AGO, Duration.ofHours(1)));
        ServerOptions options = ServerOptions.forTests(TestServers.freshDataDir())
                .withOperations(
                        OperationsOptions.defaults().withHousekeepingInterval(Option.some(Duration.ofSeconds(1))));

        // when
        RunningServer server = RunningServer.start(options, TestServers.tuning(), Option.none(), storage);
        try {
            Instant deadline = Instant.now().plusSeconds(10);
            while (storage.loginSessions().find(Hashes.sha256Hex("stale")).isDefined()
                    && Instant.now().isBefore(deadline)) {
                Thread.sleep(100);
            }

            // then
            assertThat(storage.loginSessions().find(Hashes.sha256Hex("stale"))).isEmpty();
        } finally {
            server.close();
        }
    }

    @Test
    @DisplayName("`housekeeping` sweeps the named storage once, says what it deleted, and exits 0")
    void onceOff() {
        // given: an H2 database with one expired and one live session
        Path dir = TestServers.freshDataDir().resolve("db");
        String spec = "h2:" + dir;
        try (Storage storage = StorageLoader.open(spec)) {
            storage.loginSessions().add(LoginSession.start("expired", Option.none(), LONG_AGO, Duration.ofHours(1)));
            storage.loginSessions().add(LoginSession.start("live", Option.none(), Instant.now(), Duration.ofHours(1)));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        // when
        int code = ShutterServer.run(new String[] {"housekeeping", "--storage", spec}, print(out), print(err));

        // then
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("housekeeping deleted 0 codes, 1 sessions, ");
        try (Storage storage = StorageLoader.open(spec)) {
            assertThat(storage.loginSessions().find(Hashes.sha256Hex("expired")))
                    .isEmpty();
            assertThat(storage.loginSessions().find(Hashes.sha256Hex("live"))).hasSize(1);
        }
    }

    @Test
    @DisplayName("`housekeeping` on a storage that cannot be opened exits 1 with one line")
    void onceOffFails() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = ShutterServer.run(
                new String[] {"housekeeping", "--storage", "nosuch:thing"},
                print(new ByteArrayOutputStream()),
                print(err));

        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("shutter housekeeping: no storage adapter");
    }

    private static ServerOptions run(String... args) {
        return ((OptionsParser.Parsed.Run) OptionsParser.parse(args, Map.of())).options();
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }
}
