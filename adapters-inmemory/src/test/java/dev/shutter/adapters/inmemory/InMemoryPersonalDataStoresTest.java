package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.PersonalDataStoresContract;
import dev.shutter.ports.out.Storage;

class InMemoryPersonalDataStoresTest extends PersonalDataStoresContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
