package dev.shutter.examples.undertow;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A host that mounts Shutter's handlers gets the handlers, not a server: none of the bundled server's or the
 * JDBC adapter's libraries is on its class path.
 */
class ClassPathTest {

    /** One class of each library a host must not inherit, by the library's name. */
    private static final Map<String, String> SERVER_LIBRARIES = Map.of(
            "HikariCP", "com.zaxxer.hikari.HikariDataSource",
            "Flyway", "org.flywaydb.core.Flyway",
            "H2", "org.h2.Driver",
            "the PostgreSQL driver", "org.postgresql.Driver",
            "Lettuce", "io.lettuce.core.RedisClient",
            "Logback", "ch.qos.logback.classic.LoggerContext",
            "Bouncy Castle", "org.bouncycastle.jce.provider.BouncyCastleProvider");

    @Test
    @DisplayName(
            "no HikariCP, Flyway, H2, PostgreSQL driver, Lettuce, Logback or Bouncy Castle on the host's class path")
    void noServerLibraries() {
        assertThat(found(SERVER_LIBRARIES)).isEmpty();
    }

    @Test
    @DisplayName("the check finds a library that is there")
    void findsWhatIsThere() {
        assertThat(found(Map.of("Undertow", "io.undertow.Undertow", "Nothing", "dev.shutter.NoSuchClass")))
                .containsExactly("Undertow (io.undertow.Undertow)");
    }

    /** The libraries whose class the class loader finds, each with the class. */
    private static List<String> found(Map<String, String> classesByLibrary) {
        ClassLoader loader = ClassPathTest.class.getClassLoader();
        List<String> found = new ArrayList<>();
        classesByLibrary.forEach((library, className) -> {
            try {
                Class.forName(className, false, loader);
                found.add(library + " (" + className + ")");
            } catch (ClassNotFoundException e) {
                // not on the class path: as it should be
            }
        });
        return found.stream().sorted().toList();
    }
}
