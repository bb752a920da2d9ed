package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;

/** The whole port contract kit, and the JDBC specifics, on PostgreSQL, in an empty schema per test. */
@DisplayName("JDBC storage on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
class PostgresStorageContractTest extends JdbcStorageSuite {

    /** Enough for the eight threads of the concurrency contract, few enough for a shared server. */
    static final int POOL_SIZE = 8;

    @Override
    Storage open() {
        return PostgresTestDatabase.newStorage(POOL_SIZE);
    }
}
