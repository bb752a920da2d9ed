package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.OutboxContract;
import dev.shutter.ports.out.Storage;

class InMemoryOutboxTest extends OutboxContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
