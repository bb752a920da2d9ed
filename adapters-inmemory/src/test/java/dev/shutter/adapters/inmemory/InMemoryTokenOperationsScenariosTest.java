package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.TokenOperationsScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryTokenOperationsScenariosTest extends TokenOperationsScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
