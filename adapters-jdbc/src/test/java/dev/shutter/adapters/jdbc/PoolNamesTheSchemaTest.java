package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@code JdbcStorage.on(dataSource)} keeps Shutter in the schema the pool's URL names ({@code currentSchema=} on
 * PostgreSQL, {@code ;SCHEMA=} on H2), as {@code JdbcStorage.at(url)} does; {@code .schema(...)} still wins.
 */
class PoolNamesTheSchemaTest {

    @Test
    @DisplayName("on H2, a pool whose URL names a schema gets Shutter's tables there, not in shutter")
    void h2() throws Exception {
        // given: a database with the host's schema photos, and a pool whose URL works in it
        String database = "jdbc:h2:mem:pool-schema-" + System.nanoTime() + ";MODE=PostgreSQL;DB_CLOSE_DELAY=-1";
        try (Connection admin = DriverManager.getConnection(database);
                Statement statement = admin.createStatement()) {
            statement.execute("CREATE SCHEMA photos");
        }
        try (HikariDataSource pool = HostPools.pool(database + ";SCHEMA=photos", 4)) {
            // when
            JdbcStorage.on(pool).open().close();

            // then
            assertThat(HostPools.column(
                            pool,
                            "SELECT LOWER(table_schema) FROM information_schema.tables"
                                    + " WHERE LOWER(table_name) = 'shutter_users'"))
                    .containsExactly("photos");
            // and a schema the host names still wins
            JdbcStorage.on(pool).schema("elsewhere").open().close();
            assertThat(HostPools.column(
                            pool,
                            "SELECT LOWER(table_schema) FROM information_schema.tables"
                                    + " WHERE LOWER(table_name) = 'shutter_users' ORDER BY 1"))
                    .containsExactly("elsewhere", "photos");
        }
    }

    @Test
    @DisplayName("on PostgreSQL, a pool whose URL says currentSchema gets Shutter's tables there, not in shutter")
    @ExtendWith(PostgresAvailable.class)
    void postgres() {
        // given
        String schema = PostgresTestDatabase.createSchema();
        try (HikariDataSource pool = HostPools.pool(PostgresTestDatabase.urlFor(schema), 4)) {
            // when
            JdbcStorage.on(pool).open().close();

            // then
            assertThat(HostPools.column(
                            pool,
                            "SELECT table_schema FROM information_schema.tables WHERE table_name = 'shutter_users'"
                                    + " AND table_schema IN ('" + schema + "', 'shutter')"))
                    .containsExactly(schema);
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }
}
