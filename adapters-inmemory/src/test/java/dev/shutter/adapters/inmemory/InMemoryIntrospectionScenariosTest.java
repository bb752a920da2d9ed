package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.IntrospectionScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryIntrospectionScenariosTest extends IntrospectionScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
