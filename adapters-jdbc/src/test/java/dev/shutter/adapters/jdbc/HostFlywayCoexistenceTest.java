package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A host with its own Flyway at db/migration and its own users, media and comments shares its database"
        + " with Shutter")
class HostFlywayCoexistenceTest {

    private static final UserId ALICE = new UserId("1001");
    private static final UserId BOB = new UserId("1002");
    private static final MediaId PHOTO = new MediaId("501_1002");

    private static final List<String> HOST_SCRIPTS = List.of("V1__host_users.sql", "V2__host_media_comments.sql");

    /** Flyway needs two connections at once; the check at the end borrows both. */
    private static final int POOL = 2;

    private enum Start {
        HOST_FIRST,
        SHUTTER_FIRST
    }

    @Test
    @DisplayName("on H2, in Shutter's default schema")
    void onH2() {
        String url = "jdbc:h2:mem:host_" + UUID.randomUUID();
        try (HikariDataSource host = HostPools.pool(url, POOL)) {
            String hostSchema = currentSchema(host);
            coexist(host, JdbcStorage.on(host), Schema.DEFAULT, hostSchema, Start.HOST_FIRST);
        }
    }

    @Test
    @DisplayName("on H2, in the host's own schema, the host's Flyway started first")
    void onH2InTheHostsSchemaHostFirst() {
        onH2InTheHostsSchema(Start.HOST_FIRST);
    }

    @Test
    @DisplayName("on H2, in the host's own schema, Shutter started first")
    void onH2InTheHostsSchemaShutterFirst() {
        onH2InTheHostsSchema(Start.SHUTTER_FIRST);
    }

    @Test
    @DisplayName("on PostgreSQL, in a schema the host names, with one pool for everything")
    void onPostgres() {
        PostgresTestDatabase.requireReachable();
        String hostSchema = PostgresTestDatabase.createSchema();
        String shutterSchema = hostSchema + "_shutter";
        try (HikariDataSource host = HostPools.pool(PostgresTestDatabase.urlFor(hostSchema), POOL)) {
            coexist(host, JdbcStorage.on(host).schema(shutterSchema), shutterSchema, hostSchema, Start.HOST_FIRST);
        } finally {
            PostgresTestDatabase.dropSchema(shutterSchema);
            PostgresTestDatabase.dropSchema(hostSchema);
        }
    }

    @Test
    @DisplayName("on PostgreSQL, in the host's own schema, the host's Flyway started first")
    void onPostgresInTheHostsSchemaHostFirst() {
        onPostgresInTheHostsSchema(Start.HOST_FIRST);
    }

    @Test
    @DisplayName("on PostgreSQL, in the host's own schema, Shutter started first")
    void onPostgresInTheHostsSchemaShutterFirst() {
        onPostgresInTheHostsSchema(Start.SHUTTER_FIRST);
    }

    private static void onH2InTheHostsSchema(Start start) {
        String url = "jdbc:h2:mem:host_" + UUID.randomUUID();
        try (HikariDataSource host = HostPools.pool(url, POOL)) {
            String hostSchema = currentSchema(host);
            coexist(host, JdbcStorage.on(host).schema("public"), "public", hostSchema, start);
        }
    }

    private static void onPostgresInTheHostsSchema(Start start) {
        PostgresTestDatabase.requireReachable();
        String hostSchema = PostgresTestDatabase.createSchema();
        try (HikariDataSource host = HostPools.pool(PostgresTestDatabase.urlFor(hostSchema), POOL)) {
            coexist(host, JdbcStorage.on(host).schema(hostSchema), hostSchema, hostSchema, start);
        } finally {
            PostgresTestDatabase.dropSchema(hostSchema);
        }
    }

    /** The scenario, on a small host pool, so that the last check sees every connection Shutter borrowed. */
    private static void coexist(
            HikariDataSource host,
            DataSourceStorageBuilder shutter,
            String shutterSchema,
            String hostSchema,
            Start start) {
        Flyway hostFlyway = hostFlyway(host);

        // given one of the two started, and then the other: the host's Flyway with its own rows, and Shutter
        // with users, a follow (in a transaction), a photo and a comment
        if (start == Start.HOST_FIRST) {
            hostStarts(host, hostFlyway);
        }
        try (JdbcStorage storage = shutter.open()) {
            storage.users().add(User.of(ALICE, "alice"), Option.none());
            storage.users().add(User.of(BOB, "bob"), Option.none());
            storage.transactions().execute(() -> {
                storage.relationships().setEdge(ALICE, BOB, Edge.FOLLOWS, Instant.parse("2024-05-01T12:00:00Z"));
                return Either.right(true);
            });
            storage.media().add(new Media(PHOTO, BOB));
            storage.comments()
                    .add(new Comment(
                            new CommentId("7"),
                            PHOTO,
                            ALICE,
                            CommentText.trusted("nice"),
                            Instant.parse("2024-05-01T12:01:00Z")));
        }
        if (start == Start.SHUTTER_FIRST) {
            hostStarts(host, hostFlyway);
        }

        // then the host's tables hold only the host's rows, its history only its own migrations
        assertThat(HostPools.column(host, "SELECT email FROM users")).containsExactly("host@example.com");
        assertThat(HostPools.column(host, "SELECT body FROM comments")).containsExactly("the host's comment");
        assertThat(HostPools.column(host, "SELECT \"script\" FROM \"flyway_schema_history\" WHERE \"type\" = 'SQL'"))
                .containsExactlyElementsOf(HOST_SCRIPTS);
        assertThat(hostFlyway.migrate().migrationsExecuted).isZero();
        hostFlyway.validate();

        // and Shutter's history only Shutter's
        assertThat(HostPools.column(
                        host,
                        "SELECT \"script\" FROM " + shutterSchema + ".\"shutter_schema_history\" WHERE \"type\" = 'SQL'"
                                + " AND \"success\" ORDER BY \"installed_rank\""))
                .containsExactlyElementsOf(UnprefixedDatabase.todaysScripts());

        // and the host's connections came back as they went: its schema, auto-commit, READ COMMITTED
        try (Connection first = host.getConnection();
                Connection second = host.getConnection()) {
            for (Connection connection : new Connection[] {first, second}) {
                assertThat(connection.getSchema()).isEqualTo(hostSchema);
                assertThat(connection.getAutoCommit()).isTrue();
                assertThat(connection.getTransactionIsolation()).isEqualTo(Connection.TRANSACTION_READ_COMMITTED);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }

        // and closing Shutter left the host's pool open; Shutter's rows are in its own tables, read again by a
        // Shutter opened after the host's migrations
        assertThat(host.isClosed()).isFalse();
        assertThat(HostPools.column(host, "SELECT username FROM " + shutterSchema + ".shutter_users ORDER BY id"))
                .containsExactly("alice", "bob");
        try (JdbcStorage again = shutter.open()) {
            assertThat(again.relationships().edge(ALICE, BOB)).isEqualTo(Edge.FOLLOWS);
            assertThat(again.comments().onMedia(PHOTO))
                    .extracting(Comment::from)
                    .containsExactly(ALICE);
        }
    }

    /**
     * The host's Flyway as a host configures it. A schema that already holds tables (Shutter's, when Shutter
     * started first) needs a baseline before Flyway migrates it, below the host's first migration.
     */
    private static Flyway hostFlyway(HikariDataSource host) {
        return Flyway.configure()
                .dataSource(host)
                .baselineOnMigrate(true)
                .baselineVersion("0")
                .load();
    }

    private static void hostStarts(HikariDataSource host, Flyway hostFlyway) {
        assertThat(hostFlyway.migrate().migrationsExecuted).isEqualTo(HOST_SCRIPTS.size());
        HostPools.execute(host, "INSERT INTO users (id, email) VALUES (1, 'host@example.com')");
        HostPools.execute(host, "INSERT INTO media (id, user_id) VALUES ('501_1002', 1)");
        HostPools.execute(
                host, "INSERT INTO comments (id, media_id, body) VALUES (7, '501_1002', 'the host''s comment')");
    }

    private static String currentSchema(HikariDataSource pool) {
        try (Connection connection = pool.getConnection()) {
            return connection.getSchema();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
