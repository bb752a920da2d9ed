package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.BatchedSpendingContract;
import dev.shutter.ports.out.Storage;

class InMemoryBatchedSpendingContractTest extends BatchedSpendingContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
