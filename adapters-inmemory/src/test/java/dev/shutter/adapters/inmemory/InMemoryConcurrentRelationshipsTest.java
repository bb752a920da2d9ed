package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.ConcurrencyContract;
import dev.shutter.ports.out.Storage;

class InMemoryConcurrentRelationshipsTest extends ConcurrencyContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
