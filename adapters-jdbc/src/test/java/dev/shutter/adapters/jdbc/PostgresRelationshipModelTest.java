package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.RelationshipModelContract;
import dev.shutter.ports.out.Storage;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;

/** The relationship model property of the kit, on one PostgreSQL schema emptied between tries. */
@AddLifecycleHook(PostgresAvailableForProperties.class)
class PostgresRelationshipModelTest extends RelationshipModelContract {

    private static ReusedDatabase database;

    @Override
    protected Storage newStorage() {
        if (database == null) {
            database = ReusedDatabase.postgres();
        }
        return database.emptyStorage();
    }

    @AfterContainer
    static void dropSchema() {
        if (database != null) {
            database.close();
            database = null;
        }
    }
}
