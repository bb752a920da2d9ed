package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.DisplayName;

/** The whole port contract kit, and the JDBC specifics, on an embedded H2 file database per test. */
@DisplayName("JDBC storage on H2")
class H2StorageContractTest extends JdbcStorageSuite {

    @Override
    Storage open() {
        return H2TestDatabase.newStorage();
    }
}
