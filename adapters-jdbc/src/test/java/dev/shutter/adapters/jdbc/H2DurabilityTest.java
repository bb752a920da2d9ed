package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Committed work on the embedded H2 database outlives the storage, and the process. */
@DisplayName("Durability of the H2 file database")
class H2DurabilityTest {

    static final Instant T0 = Instant.parse("2024-05-01T12:00:00Z");
    static final int REPORTED_BEFORE_KILL = 300;

    private final Path directory = H2TestDatabase.newDirectory();

    @AfterEach
    void deleteFiles() {
        H2TestDatabase.delete(directory);
    }

    @Test
    @DisplayName("what was committed is there after closing and opening again; what was rolled back is not")
    void survivesReopening() {
        // given
        try (Storage storage = open()) {
            storage.users().add(User.of(new UserId("1"), "alice"), Option.some("hash"));
            storage.users().add(User.of(new UserId("2"), "bob"), Option.none());
            storage.transactions().execute(() -> {
                storage.relationships().setEdge(new UserId("2"), new UserId("1"), Edge.FOLLOWS, T0);
                return Either.right(true);
            });
            storage.transactions().execute(() -> {
                storage.relationships().setBlock(new UserId("1"), new UserId("2"), true);
                return Either.left("refused");
            });
        }
        // when
        try (Storage reopened = open()) {
            // then
            assertThat(reopened.users().findByUsername("ALICE")).isNotEmpty();
            assertThat(reopened.users().passwordHash(new UserId("1"))).containsExactly("hash");
            assertThat(reopened.relationships().edge(new UserId("2"), new UserId("1")))
                    .isEqualTo(Edge.FOLLOWS);
            assertThat(reopened.relationships().blocks(new UserId("1"), new UserId("2")))
                    .isFalse();
        }
    }

    @Test
    @DisplayName("every transaction a killed process reported committed is there when the database is opened again")
    void survivesKill() throws Exception {
        // given: a writer in a JVM of its own, its output in a file (a pipe would close with the process)
        Path reported = directory.resolve("writer.out");
        Process writer = new ProcessBuilder(
                        Paths.get(System.getProperty("java.home"), "bin", "java")
                                .toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        DurableWriter.class.getName(),
                        directory.toString())
                .redirectOutput(reported.toFile())
                .redirectError(directory.resolve("writer.err").toFile())
                .start();
        // when: it is killed (SIGKILL) in the middle of its writes
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (completeLines(reported).size() < REPORTED_BEFORE_KILL
                && writer.isAlive()
                && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        writer.destroyForcibly();
        assertThat(writer.waitFor(30, TimeUnit.SECONDS)).isTrue();
        List<UserId> committed =
                completeLines(reported).stream().map(UserId::new).toList();
        // then
        assertThat(committed)
                .as("ids the writer reported; its errors: %s", Files.readString(directory.resolve("writer.err")))
                .hasSizeGreaterThanOrEqualTo(REPORTED_BEFORE_KILL);
        try (Storage reopened = open()) {
            for (UserId id : committed) {
                assertThat(reopened.users().find(id)).as("user %s", id).isNotEmpty();
                assertThat(reopened.relationships().edge(id, new UserId("1")))
                        .as("edge of %s", id)
                        .isEqualTo(Edge.FOLLOWS);
            }
        }
    }

    /** The lines the writer finished; a line cut short by the kill does not count. */
    private static List<String> completeLines(Path file) throws IOException {
        String text = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        lines.remove(lines.size() - 1);
        return lines;
    }

    private Storage open() {
        return new JdbcStorageProvider().open(JdbcStorageProvider.H2_PREFIX + directory);
    }
}
