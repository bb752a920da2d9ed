package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.ObservedOperationsScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryObservedOperationsScenariosTest extends ObservedOperationsScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
