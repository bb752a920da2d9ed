package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.ports.out.Storage;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A database with the plain table names of earlier builds takes the prefixed names in place at open")
class UnprefixedAdoptionTest {

    /** Every table of the eight migrations, under the plain names. */
    private static final List<String> PLAIN = List.of(
            "access_tokens",
            "authorization_codes",
            "blocks",
            "client_redirect_uris",
            "client_retiring_secrets",
            "client_sandbox_users",
            "clients",
            "comments",
            "edges",
            "erased_users",
            "event_cursors",
            "events",
            "login_sessions",
            "login_throttles",
            "media",
            "rate_counters",
            "users");

    @Test
    @DisplayName("H2: the bundled server's data directory keeps every row and ends as a fresh one is made")
    void h2DataDirectory() {
        Path directory = H2TestDatabase.newDirectory();
        Path fresh = H2TestDatabase.newDirectory();
        String url = JdbcStorageProvider.h2Url(directory.toString());
        try {
            // given a data directory of the plain layout, with rows
            UnprefixedDatabase.create(url, Schema.DEFAULT, "8");
            assertThat(Release01Database.tables(url, Schema.DEFAULT)).containsAll(PLAIN);

            // when today's server opens it, twice
            for (int open = 0; open < 2; open++) {
                try (Storage storage = new JdbcStorageProvider().open("h2:" + directory)) {
                    Release01Database.assertKeptEverything(storage);
                }
            }

            // then its tables have the prefixed names, its history fits today's scripts, and it is shaped as
            // a database that today's server made
            assertPrefixedLikeFresh(url, Schema.DEFAULT, () -> {
                new JdbcStorageProvider().open("h2:" + fresh).close();
                return SchemaShape.of(JdbcStorageProvider.h2Url(fresh.toString()), Schema.DEFAULT);
            });
        } finally {
            H2TestDatabase.delete(directory);
            H2TestDatabase.delete(fresh);
        }
    }

    @Test
    @DisplayName("PostgreSQL: the schema the host names keeps every row and ends as a fresh one is made")
    void postgresSchema() {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        String fresh = PostgresTestDatabase.createSchema();
        String url = PostgresTestDatabase.urlFor(schema);
        try {
            // given Shutter's schema of the plain layout, with rows
            UnprefixedDatabase.create(url, schema, "8");

            // when today's Shutter opens it, twice
            for (int open = 0; open < 2; open++) {
                try (Storage storage = JdbcStorage.open(url, 2)) {
                    Release01Database.assertKeptEverything(storage);
                }
            }

            // then
            assertPrefixedLikeFresh(url, schema, () -> {
                JdbcStorage.at(url).schema(fresh).poolSize(2).open().close();
                return SchemaShape.of(url, fresh);
            });
        } finally {
            PostgresTestDatabase.dropSchema(schema);
            PostgresTestDatabase.dropSchema(fresh);
        }
    }

    @Test
    @DisplayName("H2: renames cut short (media done, comments half done, users not) are finished at the next open")
    void renamesCutShortAreFinished() {
        Path directory = H2TestDatabase.newDirectory();
        Path fresh = H2TestDatabase.newDirectory();
        String url = JdbcStorageProvider.h2Url(directory.toString());
        try {
            // given the plain layout that a crash left part way through the renames, in their order: media
            // done, one constraint of comments done, the rest not
            UnprefixedDatabase.create(url, Schema.DEFAULT, "8");
            Release01Database.execute(
                    url,
                    "ALTER TABLE shutter.media RENAME CONSTRAINT media_pk TO shutter_media_pk",
                    "ALTER TABLE shutter.media RENAME CONSTRAINT media_owner_fk TO shutter_media_owner_fk",
                    "ALTER INDEX shutter.media_owner_ix RENAME TO shutter_media_owner_ix",
                    "ALTER TABLE shutter.media RENAME TO shutter_media",
                    "ALTER TABLE shutter.comments RENAME CONSTRAINT comments_pk TO shutter_comments_pk");

            // when Shutter opens it
            try (Storage storage = JdbcStorage.open(url)) {
                Release01Database.assertKeptEverything(storage);
            }

            // then the renames were finished
            assertPrefixedLikeFresh(url, Schema.DEFAULT, () -> {
                JdbcStorage.open(JdbcStorageProvider.h2Url(fresh.toString())).close();
                return SchemaShape.of(JdbcStorageProvider.h2Url(fresh.toString()), Schema.DEFAULT);
            });
        } finally {
            H2TestDatabase.delete(directory);
            H2TestDatabase.delete(fresh);
        }
    }

    @Test
    @DisplayName("H2: a host's table named like one that Shutter's history had not made yet stays the host's")
    void hostTableOfALaterNameStays() {
        Path directory = H2TestDatabase.newDirectory();
        String url = JdbcStorageProvider.h2Url(directory.toString());
        try {
            // given the plain layout at version 4 (before events), and a host's own events table beside it
            UnprefixedDatabase.create(url, Schema.DEFAULT, "4");
            Release01Database.execute(
                    url, "CREATE TABLE shutter.events (id INT PRIMARY KEY)", "INSERT INTO shutter.events VALUES (42)");

            // when Shutter opens it
            try (Storage storage = JdbcStorage.open(url)) {
                Release01Database.assertKeptEverything(storage);
            }

            // then Shutter's events table is its own, and the host's is where it was, with its row
            assertThat(Release01Database.tables(url, Schema.DEFAULT))
                    .contains("events", "shutter_events", "shutter_users")
                    .doesNotContain("users", "rate_counters");
            assertThat(Release01Database.column(url, "SELECT id FROM shutter.events"))
                    .containsExactly("42");
        } finally {
            H2TestDatabase.delete(directory);
        }
    }

    private static void assertPrefixedLikeFresh(
            String url, String schema, java.util.function.Supplier<List<String>> freshShape) {
        assertThat(Release01Database.tables(url, schema))
                .containsAll(Release01Database.prefixed(PLAIN))
                .doesNotContainAnyElementsOf(PLAIN);
        assertThat(Release01Database.column(
                        url,
                        "SELECT \"script\" FROM " + schema + ".\"" + Migrations.HISTORY
                                + "\" WHERE \"success\" AND \"type\" = 'SQL' ORDER BY \"installed_rank\""))
                .containsExactlyElementsOf(UnprefixedDatabase.todaysScripts());
        List<String> shape = SchemaShape.of(url, schema);
        assertThat(shape).isNotEmpty().isEqualTo(freshShape.get());
    }
}
