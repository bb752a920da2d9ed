package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.HousekeepingContract;
import dev.shutter.ports.out.Storage;

class InMemoryHousekeepingTest extends HousekeepingContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
