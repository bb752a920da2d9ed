package dev.shutter.adapters.jdbc;

import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * A JDBC URL of PostgreSQL as the PostgreSQL driver (pgjdbc) reads it: the one reading of the URL that the
 * pools (which hand the URL to the driver) and the event-loop connections ({@link LoopConnectOptions}) both
 * follow. The driver parses it, through JDBC's own {@link Driver#getPropertyInfo} (no class of ours names the
 * driver): a {@code #} inside a value, a bare {@code ssl}, percent-encoding, a repeated key (the last wins),
 * several hosts and properties given beside the URL (the URL's win) are whatever the driver makes of them.
 * No message names the URL, which may hold a password.
 */
final class PostgresUrl {

    static final String PREFIX = "jdbc:postgresql:";

    /** What the driver gives {@code ApplicationName} when the URL names none. */
    private static final String DRIVER_APPLICATION_NAME = "PostgreSQL JDBC Driver";

    private final Map<String, String> values;

    private PostgresUrl(Map<String, String> values) {
        this.values = values;
    }

    /** {@code jdbcUrl} as the driver reads it. */
    static PostgresUrl of(String jdbcUrl) {
        return of(jdbcUrl, new Properties());
    }

    /**
     * {@code jdbcUrl} with {@code beside} as the driver reads them when a pool gives it both.
     *
     * @throws IllegalArgumentException when the URL is not one of PostgreSQL's or the driver cannot read it
     */
    static PostgresUrl of(String jdbcUrl, Properties beside) {
        if (jdbcUrl == null || !jdbcUrl.startsWith(PREFIX)) {
            throw new IllegalArgumentException("a JDBC URL of PostgreSQL starts with " + PREFIX);
        }
        Driver driver;
        try {
            driver = DriverManager.getDriver(jdbcUrl);
        } catch (SQLException e) {
            throw new IllegalArgumentException(
                    "the PostgreSQL driver cannot read the URL (a value that is not percent-encoded as it should be,"
                            + " or a host or port out of place)");
        }
        Map<String, String> values = new HashMap<>();
        try {
            for (DriverPropertyInfo property : driver.getPropertyInfo(jdbcUrl, beside)) {
                if (property.value != null) {
                    values.put(property.name, property.value);
                }
            }
        } catch (SQLException e) {
            throw new IllegalArgumentException("the PostgreSQL driver cannot read the URL");
        }
        values.putIfAbsent("user", System.getProperty("user.name")); // the driver's own default
        return new PostgresUrl(values);
    }

    /** The value the driver reads for the property {@code name}, or its default; none when it has neither. */
    Optional<String> value(String name) {
        return Optional.ofNullable(values.get(name));
    }

    /** The hosts, comma-separated when several, as the driver reads them. */
    String hosts() {
        return values.getOrDefault("PGHOST", "localhost");
    }

    /** The ports, comma-separated as the hosts. */
    String ports() {
        return values.getOrDefault("PGPORT", "5432");
    }

    String database() {
        return values.getOrDefault("PGDBNAME", "");
    }

    String user() {
        return values.get("user");
    }

    Optional<String> password() {
        return value("password");
    }

    /** {@code currentSchema}: the session's {@code search_path}. */
    Optional<String> currentSchema() {
        return value("currentSchema");
    }

    /** {@code ApplicationName} when the URL names one. */
    Optional<String> applicationName() {
        return value("ApplicationName").filter(name -> !name.equals(DRIVER_APPLICATION_NAME));
    }
}
