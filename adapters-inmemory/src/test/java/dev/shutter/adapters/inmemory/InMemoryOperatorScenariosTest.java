package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.OperatorScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryOperatorScenariosTest extends OperatorScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
