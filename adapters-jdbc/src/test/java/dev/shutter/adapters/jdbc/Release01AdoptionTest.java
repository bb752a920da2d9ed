package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.ports.out.Storage;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A database made by release 0.1 is adopted at open without losing a row")
class Release01AdoptionTest {

    private static final String SHUTTER_HISTORY = "shutter_schema_history";
    private static final String OLD_HISTORY = "flyway_schema_history";

    @Test
    @DisplayName(
            "the bundled server's H2 data directory: its tables move from public into shutter, the old history goes")
    void h2DataDirectoryMovesIntoShutter() {
        Path directory = H2TestDatabase.newDirectory();
        String url = JdbcStorageProvider.h2Url(directory.toString());
        try {
            // given a data directory as release 0.1's server left it
            Release01Database.create(url);
            assertThat(Release01Database.tables(url, "public")).contains("users", OLD_HISTORY);

            // when today's server opens it, twice
            try (Storage storage = new JdbcStorageProvider().open("h2:" + directory)) {
                Release01Database.assertKeptEverything(storage);
            }
            try (Storage storage = new JdbcStorageProvider().open("h2:" + directory)) {
                Release01Database.assertKeptEverything(storage);
            }

            // then everything is in shutter, under Shutter's own history, and public is empty again
            assertThat(Release01Database.tables(url, "shutter"))
                    .containsAll(Release01Database.prefixed(LegacyLayout.TABLES))
                    .contains(SHUTTER_HISTORY)
                    .doesNotContainAnyElementsOf(LegacyLayout.TABLES);
            assertThat(Release01Database.tables(url, "public")).isEmpty();
        } finally {
            H2TestDatabase.delete(directory);
        }
    }

    @Test
    @DisplayName("a host's own rows in flyway_schema_history stay there; only release 0.1's leave")
    void hostHistoryRowsStay() {
        Path directory = H2TestDatabase.newDirectory();
        String url = JdbcStorageProvider.h2Url(directory.toString());
        try {
            // given release 0.1's database whose history also holds a migration of the host's
            Release01Database.create(url);
            Release01Database.execute(
                    url,
                    "INSERT INTO \"flyway_schema_history\" (\"installed_rank\", \"version\", \"description\","
                            + " \"type\", \"script\", \"checksum\", \"installed_by\", \"execution_time\", \"success\")"
                            + " VALUES (5, '100', 'host', 'SQL', 'V100__host.sql', 1, 'host', 1, TRUE)");

            // when Shutter opens it
            try (Storage storage = JdbcStorage.open(url)) {
                Release01Database.assertKeptEverything(storage);
            }

            // then the host's row is left, and none of release 0.1's
            assertThat(Release01Database.tables(url, "public")).containsExactly(OLD_HISTORY);
            assertThat(Release01Database.scripts(url, "public"))
                    .contains("V100__host.sql")
                    .doesNotContainAnyElementsOf(LegacyLayout.SCRIPTS);
        } finally {
            H2TestDatabase.delete(directory);
        }
    }

    @Test
    @DisplayName("PostgreSQL: the tables move from the connection's schema into the schema the host names")
    void postgresMovesIntoTheNamedSchema() {
        PostgresTestDatabase.requireReachable();
        String old = PostgresTestDatabase.createSchema();
        String target = old + "_new";
        String oldUrl = PostgresTestDatabase.urlFor(old);
        try {
            // given release 0.1's tables in the schema its connections worked in
            Release01Database.create(oldUrl);

            // when Shutter opens on the same URL with a schema of the host's choosing
            try (Storage storage =
                    JdbcStorage.at(oldUrl).schema(target).poolSize(2).open()) {
                Release01Database.assertKeptEverything(storage);
            }

            // then the rows live in the new schema and the old one is empty
            assertThat(Release01Database.tables(oldUrl, target))
                    .containsAll(Release01Database.prefixed(LegacyLayout.TABLES))
                    .contains(SHUTTER_HISTORY);
            assertThat(Release01Database.tables(oldUrl, old)).isEmpty();
        } finally {
            PostgresTestDatabase.dropSchema(target);
            PostgresTestDatabase.dropSchema(old);
        }
    }

    @Test
    @DisplayName(
            "PostgreSQL: a URL that names release 0.1's schema keeps the tables there, under Shutter's own history")
    void postgresAdoptsInPlace() {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        String url = PostgresTestDatabase.urlFor(schema);
        try {
            // given release 0.1's tables in the schema the URL names
            Release01Database.create(url);

            // when today's Shutter opens that URL, twice
            try (Storage storage = JdbcStorage.open(url, 2)) {
                Release01Database.assertKeptEverything(storage);
            }
            try (Storage storage = JdbcStorage.open(url, 2)) {
                Release01Database.assertKeptEverything(storage);
            }

            // then the tables are where they were, under prefixed names, and Flyway's default history is gone
            assertThat(Release01Database.tables(url, schema))
                    .containsAll(Release01Database.prefixed(LegacyLayout.TABLES))
                    .contains(SHUTTER_HISTORY)
                    .doesNotContain(OLD_HISTORY)
                    .doesNotContainAnyElementsOf(LegacyLayout.TABLES);
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }
}
