package dev.shutter.server.support;

import dev.shutter.ports.contract.TestClock;
import dev.shutter.server.RunningServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.ServerTuning;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One server per test JVM, in memory on a free port, with the operator API and the plain-HTTP listener
 * on, a still clock and cheap bcrypt; and fresh servers for the tests that need other options, sharing
 * the self-signed keystore so that it is made once.
 */
public final class TestServers {

    /** The operator API's token in tests. */
    public static final String ADMIN_TOKEN = "admin-token-for-the-tests-0123456789";

    /** The clock of the shared server: still until a test moves it. */
    public static final TestClock CLOCK = new TestClock(Instant.now().truncatedTo(ChronoUnit.SECONDS));

    private static final Path ROOT = Path.of("target", "test-data");
    private static final Path SHARED = ROOT.resolve("shared");
    private static final AtomicInteger DIRS = new AtomicInteger();
    private static RunningServer shared;

    private TestServers() {}

    /** The shared server, started on first use and stopped when the JVM ends. */
    public static synchronized RunningServer shared() {
        if (shared == null) {
            shared = RunningServer.start(
                    ServerOptions.forTests(SHARED).withAdminToken(ADMIN_TOKEN).withHttpPort(0), tuning());
            Runtime.getRuntime().addShutdownHook(new Thread(shared::close));
        }
        return shared;
    }

    /** Cheap bcrypt and the still clock. */
    public static ServerTuning tuning() {
        return new ServerTuning(CLOCK, 4);
    }

    /** A fresh data directory holding a copy of the shared keystore. */
    public static Path freshDataDir() {
        shared();
        Path dir = ROOT.resolve("server-" + ProcessHandle.current().pid() + "-" + DIRS.incrementAndGet());
        try {
            Files.createDirectories(dir);
            for (String file : new String[] {"keystore.p12", "keystore.password"}) {
                Files.copy(SHARED.resolve(file), dir.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    /** Where the shared keystore lives. */
    public static Path sharedDataDir() {
        return SHARED;
    }
}
