package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RefusedRequestsContract;
import dev.shutter.ports.out.Storage;

class InMemoryRefusedRequestsContractTest extends RefusedRequestsContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
