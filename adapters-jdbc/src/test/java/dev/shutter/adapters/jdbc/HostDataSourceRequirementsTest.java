package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import java.util.UUID;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName(
        "A host's DataSource that does not give what Shutter needs is refused at open, naming why, and nothing is created")
class HostDataSourceRequirementsTest {

    @Test
    @DisplayName("PostgreSQL connections without auto-commit are refused")
    void noAutoCommit() {
        refusedOnPostgres(
                pool -> pool.setAutoCommit(false), false, "the statements' connections must be in auto-commit");
    }

    @Test
    @DisplayName("PostgreSQL connections at REPEATABLE READ are refused for single statements")
    void repeatableRead() {
        refusedOnPostgres(
                pool -> pool.setTransactionIsolation("TRANSACTION_REPEATABLE_READ"),
                false,
                "the statements' connections must be READ COMMITTED, not REPEATABLE READ");
    }

    @Test
    @DisplayName("a transactions' pool that is not SERIALIZABLE is refused")
    void transactionsNotSerializable() {
        refusedOnPostgres(pool -> {}, true, "the transactions' connections must be SERIALIZABLE, not READ COMMITTED");
    }

    @Test
    @DisplayName("H2 connections without auto-commit are refused")
    void h2NoAutoCommit() {
        try (HikariDataSource host =
                HostPools.pool("jdbc:h2:mem:req_" + UUID.randomUUID(), 2, config -> config.setAutoCommit(false))) {
            assertThatThrownBy(() -> JdbcStorage.on(host).open())
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("auto-commit");
            assertThat(HostPools.column(host, "SELECT schema_name FROM information_schema.schemata"))
                    .doesNotContain("shutter", "SHUTTER");
        }
    }

    @Test
    @DisplayName("a schema name that is not a plain lower-case identifier is refused before any connection")
    void badSchemaName() {
        assertThatThrownBy(() -> JdbcStorage.on(new HikariDataSource()).schema("Shutter; DROP"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("lower-case letters, digits and underscores");
    }

    private static void refusedOnPostgres(
            java.util.function.Consumer<com.zaxxer.hikari.HikariConfig> tweak, boolean ownTransactions, String why) {
        PostgresTestDatabase.requireReachable();
        String hostSchema = PostgresTestDatabase.createSchema();
        String shutterSchema = hostSchema + "_shutter";
        String url = PostgresTestDatabase.urlFor(hostSchema);
        try (HikariDataSource host = HostPools.pool(url, 2, tweak);
                HikariDataSource readCommitted = HostPools.pool(url, 2)) {
            DataSourceStorageBuilder builder = JdbcStorage.on(host).schema(shutterSchema);
            if (ownTransactions) {
                builder.transactionsOn(readCommitted);
            }
            assertThatThrownBy(builder::open)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageStartingWith("Shutter cannot use this database's connections")
                    .hasMessageContaining(why);
            assertThat(HostPools.column(host, "SELECT schema_name FROM information_schema.schemata"))
                    .doesNotContain(shutterSchema);
            assertThat(host.isClosed()).isFalse();
        } finally {
            PostgresTestDatabase.dropSchema(shutterSchema);
            PostgresTestDatabase.dropSchema(hostSchema);
        }
    }
}
