package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RequestScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryRequestScenariosTest extends RequestScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
