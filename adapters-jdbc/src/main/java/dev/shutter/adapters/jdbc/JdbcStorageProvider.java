package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.Storage;
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
 * <p>The system property {@value #EVENT_LOOPS_PROPERTY} turns on the event-loop reads of a PostgreSQL storage
 * ({@link UrlStorageBuilder#eventLoops}): {@code -Dshutter.storage.eventLoops=4}, with {@code
 * io.vertx:vertx-pg-client} on the class path. Unset or 0: off. Set above 0 with an H2 spec, opening fails.
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

    /**
     * The system property with the number of event loops of a PostgreSQL storage ({@link
     * UrlStorageBuilder#eventLoops}); unset or 0: off.
     */
    public static final String EVENT_LOOPS_PROPERTY = "shutter.storage.eventLoops";

    @Override
    public boolean supports(String spec) {
        return spec != null
                && (spec.startsWith(H2_PREFIX) || spec.startsWith("jdbc:postgresql:") || spec.startsWith("jdbc:h2:"));
    }

    /** Opens {@code spec} with the event loops of {@value #EVENT_LOOPS_PROPERTY}, if set. */
    @Override
    public Storage open(String spec) {
        return open(spec, eventLoops(System.getProperty(EVENT_LOOPS_PROPERTY)));
    }

    /** The number of event loops a value of {@value #EVENT_LOOPS_PROPERTY} asks for; null or blank: 0. */
    static int eventLoops(String value) {
        if (value == null || value.isBlank()) {
            return 0;
        }
        try {
            int loops = Integer.parseInt(value.trim());
            if (loops >= 0) {
                return loops;
            }
        } catch (NumberFormatException e) {
            // told below
        }
        throw new IllegalArgumentException(
                "the system property " + EVENT_LOOPS_PROPERTY + " is a whole number, 0 (off) or more");
    }

    /** Opens {@code spec} with {@code eventLoops} event loops ({@link UrlStorageBuilder#eventLoops}). */
    Storage open(String spec, int eventLoops) {
        if (!supports(spec)) {
            throw new IllegalArgumentException(
                    "the JDBC provider opens h2:<directory>, jdbc:postgresql: and jdbc:h2: specs");
        }
        if (!spec.startsWith(H2_PREFIX)) {
            return JdbcStorage.at(spec).eventLoops(eventLoops).open();
        }
        String directory = spec.substring(H2_PREFIX.length());
        String url = h2Url(directory);
        JdbcStorage storage;
        try {
            storage = JdbcStorage.at(url).eventLoops(eventLoops).open();
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
