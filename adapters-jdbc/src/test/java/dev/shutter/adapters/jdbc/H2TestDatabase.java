package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.Storage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Embedded H2 file databases as the server opens them ({@code h2:<directory>}), each in a fresh directory. */
final class H2TestDatabase {

    private H2TestDatabase() {}

    /** A storage on a new H2 file database, deleted when the storage closes. */
    static Storage newStorage() {
        Path directory = newDirectory();
        JdbcStorage storage = (JdbcStorage) new JdbcStorageProvider().open("h2:" + directory);
        return new ClosingStorage(storage, () -> {
            try {
                storage.close();
            } finally {
                delete(directory);
            }
        });
    }

    static Path newDirectory() {
        try {
            return Files.createTempDirectory("shutter-h2-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void delete(Path directory) {
        try (Stream<Path> paths = Files.walk(directory)) {
            paths.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
