package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.ConcurrentRelationshipsContract;
import dev.shutter.ports.out.Storage;

class InMemoryConcurrentRelationshipsTest extends ConcurrentRelationshipsContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
