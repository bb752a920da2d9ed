package dev.shutter.adapters.jdbc;

import com.zaxxer.hikari.HikariDataSource;
import dev.shutter.ports.contract.ConcurrencyContract;
import dev.shutter.ports.contract.RateCountersContract;
import dev.shutter.ports.contract.TransactionsContract;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The transaction, concurrency and rate-counter contracts on one host pool for everything (READ COMMITTED, auto-commit,
 * as Spring Boot gives it): each transaction asks for SERIALIZABLE itself, and must still serialize.
 */
@DisplayName("JDBC storage on a host's single PostgreSQL DataSource")
@ExtendWith(PostgresAvailable.class)
class PostgresHostDataSourceContractTest {

    static Storage open() {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        HikariDataSource host =
                HostPools.pool(PostgresTestDatabase.urlFor(schema + "_nowhere"), PostgresStorageContractTest.POOL_SIZE);
        try {
            JdbcStorage storage = JdbcStorage.on(host).schema(schema).open();
            return new ClosingStorage(storage, () -> {
                try {
                    storage.close();
                    host.close();
                } finally {
                    PostgresTestDatabase.dropSchema(schema);
                }
            });
        } catch (RuntimeException e) {
            host.close();
            PostgresTestDatabase.dropSchema(schema);
            throw e;
        }
    }

    @Nested
    class Transactions extends TransactionsContract {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class Concurrency extends ConcurrencyContract {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class RateCounters extends RateCountersContract {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }
}
