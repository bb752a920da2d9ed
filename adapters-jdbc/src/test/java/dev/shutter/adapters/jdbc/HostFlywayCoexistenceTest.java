package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A host with its own Flyway at db/migration and its own users table shares its database with Shutter")
class HostFlywayCoexistenceTest {

    private static final UserId ALICE = new UserId("1001");
    private static final UserId BOB = new UserId("1002");

    /** Flyway needs two connections at once; the check at the end borrows both. */
    private static final int POOL = 2;

    @Test
    @DisplayName("on H2, in Shutter's default schema")
    void onH2() {
        String url = "jdbc:h2:mem:host_" + UUID.randomUUID();
        try (HikariDataSource host = HostPools.pool(url, POOL)) {
            String hostSchema = currentSchema(host);
            coexist(host, JdbcStorage.on(host), "PUBLIC".equals(hostSchema) ? "SHUTTER" : "shutter", hostSchema);
        }
    }

    @Test
    @DisplayName("on PostgreSQL, in a schema the host names, with one pool for everything")
    void onPostgres() {
        PostgresTestDatabase.requireReachable();
        String hostSchema = PostgresTestDatabase.createSchema();
        String shutterSchema = hostSchema + "_shutter";
        try (HikariDataSource host = HostPools.pool(PostgresTestDatabase.urlFor(hostSchema), POOL)) {
            coexist(host, JdbcStorage.on(host).schema(shutterSchema), shutterSchema, hostSchema);
        } finally {
            PostgresTestDatabase.dropSchema(shutterSchema);
            PostgresTestDatabase.dropSchema(hostSchema);
        }
    }

    /** The scenario, on a small host pool, so that the last check sees every connection Shutter borrowed. */
    private static void coexist(
            HikariDataSource host, DataSourceStorageBuilder shutter, String shutterSchema, String hostSchema) {
        // given the host's own migrations and a row in its own users table
        Flyway hostFlyway = Flyway.configure().dataSource(host).load();
        assertThat(hostFlyway.migrate().migrationsExecuted).isEqualTo(1);
        HostPools.execute(host, "INSERT INTO users (id, email) VALUES (1, 'host@example.com')");

        // when Shutter opens on the host's pool and writes users and a follow, in a transaction
        try (JdbcStorage storage = shutter.open()) {
            storage.users().add(User.of(ALICE, "alice"), Option.none());
            storage.users().add(User.of(BOB, "bob"), Option.none());
            storage.transactions().execute(() -> {
                storage.relationships().setEdge(ALICE, BOB, Edge.FOLLOWS, Instant.parse("2024-05-01T12:00:00Z"));
                return Either.right(true);
            });
        }

        // then the host's table holds only the host's row, its history only its own migration
        assertThat(HostPools.column(host, "SELECT email FROM users")).containsExactly("host@example.com");
        assertThat(HostPools.column(host, "SELECT \"script\" FROM \"flyway_schema_history\" WHERE \"type\" = 'SQL'"))
                .containsExactly("V1__host_users.sql");
        assertThat(hostFlyway.migrate().migrationsExecuted).isZero();
        hostFlyway.validate();

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

        // and closing Shutter left the host's pool open; Shutter's rows are in its own schema
        assertThat(host.isClosed()).isFalse();
        assertThat(HostPools.column(host, "SELECT username FROM " + shutterSchema + ".users ORDER BY id"))
                .containsExactly("alice", "bob");
        try (JdbcStorage again = shutter.open()) {
            assertThat(again.relationships().edge(ALICE, BOB)).isEqualTo(Edge.FOLLOWS);
        }
    }

    private static String currentSchema(HikariDataSource pool) {
        try (Connection connection = pool.getConnection()) {
            return connection.getSchema();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
