package dev.shutter.adapters.jdbc;

import java.util.List;
import org.flywaydb.core.Flyway;

/**
 * A database as the builds between release 0.1 and the prefix made it: their migrations (release 0.1's
 * four, then three more, kept verbatim in test resources) in Shutter's schema under Shutter's own history,
 * tables under plain names, holding what {@link Release01Database#store} writes.
 */
final class UnprefixedDatabase {

    static final String LOCATION = "classpath:unprefixed/migration";

    /** The scripts of those migrations, under the names that today's prefixed scripts keep. */
    static final List<String> SCRIPTS = List.of(
            "V1__users_media_comments.sql",
            "V2__relationships.sql",
            "V3__oauth.sql",
            "V4__limits.sql",
            "V6__events.sql",
            "V7__erasure_and_rotation.sql",
            "V8__housekeeping.sql");

    private UnprefixedDatabase() {}

    /** The scripts Shutter's history holds once today's migrations ran: every one in the migration folder. */
    static List<String> todaysScripts() {
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.list(java.nio.file.Path.of(
                UnprefixedDatabase.class.getResource("migration").toURI()))) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.startsWith("V") && name.endsWith(".sql"))
                    .sorted(java.util.Comparator.comparingInt(
                            name -> Integer.parseInt(name.substring(1, name.indexOf("__")))))
                    .toList();
        } catch (java.io.IOException | java.net.URISyntaxException e) {
            throw new IllegalStateException("the migration folder cannot be listed", e);
        }
    }

    /** Builds the plain layout in {@code schema} at {@code url}, up to {@code version}, with rows in it. */
    static void create(String url, String schema, String version) {
        Flyway.configure()
                .dataSource(url, null, null)
                .locations(Release01Database.LOCATION, LOCATION)
                .schemas(schema)
                .defaultSchema(schema)
                .createSchemas(true)
                .table(Migrations.HISTORY)
                .baselineOnMigrate(true)
                .baselineVersion("0")
                .target(version)
                .load()
                .migrate();
        Release01Database.store(url, schema + ".");
    }
}
