package dev.shutter.adapters.jdbc;

import javax.sql.DataSource;
import org.flywaydb.core.Flyway;

/** The schema, brought up to date at open by Flyway from the one migration history of both databases. */
final class Migrations {

    static final String LOCATION = "classpath:db/migration";

    private Migrations() {}

    /** Applies the migrations that {@code pool}'s database (its current schema) has not had yet. */
    static void migrate(DataSource pool) {
        Flyway.configure(Migrations.class.getClassLoader())
                .dataSource(pool)
                .locations(LOCATION)
                .failOnMissingLocations(true)
                .load()
                .migrate();
    }
}
