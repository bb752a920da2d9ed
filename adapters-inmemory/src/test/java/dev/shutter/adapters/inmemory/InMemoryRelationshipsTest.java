package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RelationshipsContract;
import dev.shutter.ports.out.Storage;

class InMemoryRelationshipsTest extends RelationshipsContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
