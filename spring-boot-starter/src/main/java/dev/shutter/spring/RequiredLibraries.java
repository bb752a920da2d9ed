package dev.shutter.spring;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;
import java.util.jar.Manifest;

/**
 * The lowest version of each library Shutter is built and tested against at Spring Boot's managed versions
 * (docs/web-servers.md, Spring Boot): an application whose build lowers one further is refused at start with a
 * sentence naming the library and both versions, rather than failing later with a {@code NoSuchMethodError}.
 * A library that is absent, or whose jar does not say its version, is not judged.
 */
final class RequiredLibraries {

    /** A library by the name a build names it, one of its classes, and the lowest version Shutter needs. */
    record Library(String name, String groupId, String artifactId, String className, String lowest) {}

    /** The oldest Spring Boot line the starter is built and tested on (its tests also run on 4.1). */
    static final Library SPRING_BOOT = new Library(
            "Spring Boot",
            "org.springframework.boot",
            "spring-boot",
            "org.springframework.boot.SpringApplication",
            "4.0");

    static final Library FLYWAY =
            new Library("Flyway", "org.flywaydb", "flyway-core", "org.flywaydb.core.Flyway", "11.14");
    static final Library HIBERNATE_VALIDATOR = new Library(
            "Hibernate Validator",
            "org.hibernate.validator",
            "hibernate-validator",
            "org.hibernate.validator.HibernateValidator",
            "9.0");
    static final Library POSTGRESQL =
            new Library("the PostgreSQL JDBC driver", "org.postgresql", "postgresql", "org.postgresql.Driver", "42.7");
    static final Library LETTUCE =
            new Library("Lettuce", "io.lettuce", "lettuce-core", "io.lettuce.core.RedisClient", "6.8");
    static final Library MICROMETER = new Library(
            "Micrometer", "io.micrometer", "micrometer-core", "io.micrometer.core.instrument.MeterRegistry", "1.16");

    private final Function<Library, Optional<String>> versions;

    RequiredLibraries(Function<Library, Optional<String>> versions) {
        this.versions = versions;
    }

    /** The versions of the jars on the class path. */
    static RequiredLibraries onTheClassPath() {
        return new RequiredLibraries(RequiredLibraries::versionOnTheClassPath);
    }

    /**
     * Throws an {@link IllegalStateException} that names each of {@code libraries} found below its lowest
     * version.
     */
    void require(Library... libraries) {
        List<String> tooOld = new ArrayList<>();
        for (Library library : libraries) {
            versions.apply(library)
                    .filter(found -> compare(found, library.lowest()) < 0)
                    .ifPresent(found -> tooOld.add(library.name() + " " + library.lowest() + " or later ("
                            + library.groupId() + ":" + library.artifactId() + "), and the application has "
                            + found));
        }
        if (!tooOld.isEmpty()) {
            throw new IllegalStateException("Shutter needs " + String.join("; ", tooOld)
                    + ". Raise the version in the build (Spring Boot's managed versions are enough).");
        }
    }

    /** Compares the leading numbers of two versions ({@code 11.14.1}, {@code 6.8.2.RELEASE}), number by number. */
    static int compare(String version, String lowest) {
        String[] a = version.split("[.\\-]");
        String[] b = lowest.split("[.\\-]");
        for (int i = 0; i < b.length; i++) {
            int x = i < a.length ? number(a[i]) : 0;
            int y = number(b[i]);
            if (x != y) {
                return Integer.compare(x, y);
            }
        }
        return 0;
    }

    private static int number(String part) {
        int end = 0;
        while (end < part.length() && Character.isDigit(part.charAt(end))) {
            end++;
        }
        return end == 0 ? 0 : Integer.parseInt(part.substring(0, Math.min(end, 9)));
    }

    /** The version the library's jar states: its Maven properties, else its manifest. */
    static Optional<String> versionOnTheClassPath(Library library) {
        Class<?> type;
        try {
            type = Class.forName(library.className(), false, RequiredLibraries.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
        ClassLoader loader = type.getClassLoader();
        if (loader == null) {
            return Optional.empty();
        }
        String pom = "META-INF/maven/" + library.groupId() + "/" + library.artifactId() + "/pom.properties";
        try (InputStream in = loader.getResourceAsStream(pom)) {
            if (in != null) {
                Properties properties = new Properties();
                properties.load(in);
                return Optional.ofNullable(properties.getProperty("version"));
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return manifestVersion(type);
    }

    /** The {@code Bundle-Version} or {@code Implementation-Version} of the jar that holds {@code type}. */
    private static Optional<String> manifestVersion(Class<?> type) {
        URL classFile = type.getResource(type.getSimpleName() + ".class");
        if (classFile == null || !"jar".equals(classFile.getProtocol())) {
            return Optional.empty();
        }
        String jar = classFile.toString();
        try (InputStream in = URI.create(jar.substring(0, jar.indexOf("!/") + 2) + "META-INF/MANIFEST.MF")
                .toURL()
                .openStream()) {
            var attributes = new Manifest(in).getMainAttributes();
            return Optional.ofNullable(attributes.getValue("Bundle-Version"))
                    .or(() -> Optional.ofNullable(attributes.getValue("Implementation-Version")));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
