package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.OperatorViewsScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryOperatorViewsScenariosTest extends OperatorViewsScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
