package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.StoresContract;
import dev.shutter.ports.out.Storage;

class InMemoryStoresTest extends StoresContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
