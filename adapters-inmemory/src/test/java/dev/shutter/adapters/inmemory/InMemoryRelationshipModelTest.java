package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RelationshipModelContract;
import dev.shutter.ports.out.Storage;

class InMemoryRelationshipModelTest extends RelationshipModelContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
