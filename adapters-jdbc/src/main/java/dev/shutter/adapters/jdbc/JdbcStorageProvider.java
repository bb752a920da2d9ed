package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageProvider;
import java.nio.file.Path;

/**
 * Opens {@link JdbcStorage} for {@code h2:<directory>} (an embedded H2 file database in that directory),
 * {@code jdbc:postgresql://...} and {@code jdbc:h2:...} URLs. Registered with {@code ServiceLoader}, so a
 * server finds it on its class path without compiling against it.
 */
public final class JdbcStorageProvider implements StorageProvider {

    /** The prefix of an embedded H2 spec: {@code h2:./shutter-data}. */
    public static final String H2_PREFIX = "h2:";

    /**
     * H2 in PostgreSQL mode with lower-case names, as the shared migrations are written, and WRITE_DELAY=0:
     * each commit goes to the file before the call returns, so a killed process loses no committed work.
     */
    static final String H2_SETTINGS =
            ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;WRITE_DELAY=0";

    @Override
    public boolean supports(String spec) {
        return spec != null
                && (spec.startsWith(H2_PREFIX) || spec.startsWith("jdbc:postgresql:") || spec.startsWith("jdbc:h2:"));
    }

    @Override
    public Storage open(String spec) {
        if (!supports(spec)) {
            throw new IllegalArgumentException(
                    "the JDBC provider opens h2:<directory>, jdbc:postgresql: and jdbc:h2: specs");
        }
        return JdbcStorage.open(spec.startsWith(H2_PREFIX) ? h2Url(spec.substring(H2_PREFIX.length())) : spec);
    }

    /** The JDBC URL of the embedded database in {@code directory}. */
    static String h2Url(String directory) {
        if (directory.isBlank() || directory.contains(";")) {
            throw new IllegalArgumentException("an h2: spec names a directory, without ';'");
        }
        Path file = Path.of(directory).toAbsolutePath().normalize().resolve("shutter");
        return "jdbc:h2:file:" + file + H2_SETTINGS;
    }
}
