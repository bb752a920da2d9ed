package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RelationshipModelContract;
import dev.shutter.ports.out.Storage;

/** The relationship model property of the kit in memory (seeded tries). */
class InMemoryRelationshipModelTest extends RelationshipModelContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
