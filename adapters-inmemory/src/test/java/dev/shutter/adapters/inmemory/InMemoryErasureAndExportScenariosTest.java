package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.ErasureAndExportScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryErasureAndExportScenariosTest extends ErasureAndExportScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
