package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.RelationshipModelContract;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.extension.ExtendWith;

/** The relationship model property of the kit, on one PostgreSQL schema emptied between tries (seeded). */
@ExtendWith(PostgresAvailable.class)
class PostgresRelationshipModelTest extends RelationshipModelContract {

    private static ReusedDatabase database;

    @Override
    protected Storage newStorage() {
        if (database == null) {
            database = ReusedDatabase.postgres();
        }
        return database.emptyStorage();
    }

    @AfterAll
    static void dropSchema() {
        if (database != null) {
            database.close();
            database = null;
        }
    }
}
