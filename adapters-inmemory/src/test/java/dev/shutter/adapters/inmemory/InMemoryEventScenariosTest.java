package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.EventScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryEventScenariosTest extends EventScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
