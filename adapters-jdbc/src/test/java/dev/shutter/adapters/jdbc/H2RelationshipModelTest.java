package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.RelationshipModelContract;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.AfterAll;

/** The relationship model property of the kit, on one H2 file database emptied between tries (seeded). */
class H2RelationshipModelTest extends RelationshipModelContract {

    private static ReusedDatabase database;

    @Override
    protected Storage newStorage() {
        if (database == null) {
            database = ReusedDatabase.h2();
        }
        return database.emptyStorage();
    }

    @AfterAll
    static void deleteFiles() {
        if (database != null) {
            database.close();
            database = null;
        }
    }
}
