package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageOptions;
import dev.shutter.ports.out.StorageProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.SQLException;

/**
 * Opens {@link JdbcStorage} for {@code h2:<directory>} (an embedded H2 file database in that directory),
 * {@code jdbc:postgresql://...} and {@code jdbc:h2:...} URLs. Registered with {@code ServiceLoader}, so a
 * server finds it on its class path without compiling against it.
 *
 * <p>{@link StorageOptions#eventLoops} turns on the event-loop reads of a PostgreSQL storage ({@link
 * UrlStorageBuilder#eventLoops}), with {@code io.vertx:vertx-pg-client} on the class path; H2 has none and
 * ignores them.
 */
public final class JdbcStorageProvider implements StorageProvider {

    /** The prefix of an embedded H2 spec: {@code h2:./shutter-data}. */
    public static final String H2_PREFIX = "h2:";

    /**
     * H2 in PostgreSQL mode with lower-case names, as the shared migrations are written, and WRITE_DELAY=0:
     * each commit goes to the file before the call returns, so a killed process loses no committed work.
     * TRACE_LEVEL_FILE=0: H2 writes no {@code shutter.trace.db} of its own (with stack traces) beside the data;
     * what goes wrong reaches the caller as an exception.
     */
    static final String H2_SETTINGS =
            ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;WRITE_DELAY=0;TRACE_LEVEL_FILE=0";

    /** H2's error code for a database file that another process holds open (DATABASE_ALREADY_OPEN_1). */
    private static final int H2_ALREADY_OPEN = 90020;

    private static final String H2_FILE = "shutter";

    @Override
    public boolean supports(String spec) {
        return spec != null
                && (spec.startsWith(H2_PREFIX) || spec.startsWith("jdbc:postgresql:") || spec.startsWith("jdbc:h2:"));
    }

    @Override
    public Storage open(String spec) {
        return open(spec, StorageOptions.BLOCKING);
    }

    /** Opens {@code spec}, a PostgreSQL one with {@code options}' event loops and timeout. */
    @Override
    public Storage open(String spec, StorageOptions options) {
        if (!supports(spec)) {
            throw new IllegalArgumentException(
                    "the JDBC provider opens h2:<directory>, jdbc:postgresql: and jdbc:h2: specs");
        }
        if (!spec.startsWith(H2_PREFIX)) {
            UrlStorageBuilder builder = JdbcStorage.at(spec).timeout(options.timeout());
            return (spec.startsWith("jdbc:postgresql:") ? builder.eventLoops(options.eventLoops()) : builder).open();
        }
        String directory = spec.substring(H2_PREFIX.length());
        String url = h2Url(directory);
        JdbcStorage storage;
        try {
            storage = JdbcStorage.open(url);
        } catch (RuntimeException e) {
            if (causedByCode(e, H2_ALREADY_OPEN)) {
                throw new IllegalStateException("the H2 database in " + directory
                        + " is in use by another process (is another Shutter server running on it?); stop that one,"
                        + " or give this one another directory");
            }
            throw e;
        }
        try {
            ownerOnly(Path.of(directory));
        } catch (RuntimeException e) {
            storage.close();
            throw e;
        }
        return storage;
    }

    /**
     * Makes the database files in {@code directory} readable and writable by their owner only, like the keys
     * beside them: H2 creates them with the process's umask, often world-readable.
     */
    private static void ownerOnly(Path directory) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, H2_FILE + ".*.db")) {
            for (Path file : files) {
                if (Files.getFileStore(file).supportsFileAttributeView(PosixFileAttributeView.class)) {
                    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the database files in " + directory + " owner-only", e);
        }
    }

    private static boolean causedByCode(Throwable e, int code) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && sql.getErrorCode() == code) {
                return true;
            }
        }
        return false;
    }

    /** The JDBC URL of the embedded database in {@code directory}. */
    static String h2Url(String directory) {
        if (directory.isBlank()) {
            throw new IllegalArgumentException("h2: needs a directory, such as h2:./shutter-data");
        }
        if (directory.contains(";")) {
            throw new IllegalArgumentException("an h2: spec names a directory, without ';'");
        }
        Path file = Path.of(directory).toAbsolutePath().normalize().resolve(H2_FILE);
        return "jdbc:h2:file:" + file + H2_SETTINGS;
    }
}
