package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.server.support.ServerProcess;
import dev.shutter.server.support.TestServers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a newcomer sees when the storage or the fixtures are wrong: the problem in their words, no Java. */
class StartupMessagesTest {

    @Test
    @DisplayName("--storage h2: without a directory says a directory is needed, naming no exception")
    void emptyH2Path() {
        // when
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ShutterServer.run(
                new String[] {"--storage", "h2:", "--port", "0"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        // then
        String text = err.toString(StandardCharsets.UTF_8);
        assertThat(code).isEqualTo(2);
        assertThat(text).contains("h2: needs a directory", "h2:./shutter-data");
        assertThat(text).doesNotContain("Exception");
    }

    @Test
    @DisplayName("a fixtures file whose top level is an array is told to be an object, naming no Java type")
    void fixturesArray() throws IOException {
        // given
        Path dir = TestServers.freshDataDir();
        Path file = Files.writeString(dir.resolve("array.json"), "[{\"users\": []}]");

        // when / then
        assertThatThrownBy(
                        () -> RunningServer.start(ServerOptions.forTests(dir).withFixtures(file), TestServers.tuning()))
                .isInstanceOf(StartupException.class)
                .hasMessageContaining("must be a JSON object")
                .message()
                .doesNotContain("FixturesDocument", "START_ARRAY", "dev.shutter");
    }

    @Test
    @DisplayName("a missing fixtures file is said not to exist")
    void fixturesMissing() {
        // given
        Path dir = TestServers.freshDataDir();
        Path file = dir.resolve("absent.json");

        // when / then
        assertThatThrownBy(
                        () -> RunningServer.start(ServerOptions.forTests(dir).withFixtures(file), TestServers.tuning()))
                .isInstanceOf(StartupException.class)
                .hasMessageContaining("the fixtures file " + file + " does not exist");
    }

    @Test
    @DisplayName("a second server on one H2 directory is told the database is in use, and leaves no trace file")
    void secondServerOnOneH2Directory() throws IOException {
        // given: a server in another process on the directory
        Path dir = TestServers.freshDataDir();
        try (ServerProcess first = ServerProcess.start(dir, "--storage", "h2:" + dir)) {
            assertThat(first.output()).contains("storage h2:");

            // when / then
            assertThatThrownBy(() -> RunningServer.start(
                            ServerOptions.forTests(dir).withStorage("h2:" + dir), TestServers.tuning()))
                    .isInstanceOf(StartupException.class)
                    .hasMessageContaining("is in use by another process")
                    .message()
                    .doesNotContain("90020", "Exception", "jdbc:h2");
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).doesNotContain("shutter.trace.db");
        }
    }

    @Test
    @DisplayName("the H2 database file is readable by its owner only")
    void h2FileOwnerOnly() throws IOException {
        // given
        Path dir = TestServers.freshDataDir();

        // when
        RunningServer.start(ServerOptions.forTests(dir).withStorage("h2:" + dir), TestServers.tuning())
                .close();

        // then
        Path database = dir.resolve("shutter.mv.db");
        assertThat(database).exists();
        if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(database)))
                    .isEqualTo("rw-------");
        }
    }
}
