package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.OAuthScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryOAuthScenariosTest extends OAuthScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
