package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RelationshipScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryRelationshipScenariosTest extends RelationshipScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
