package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.TransactionsContract;
import dev.shutter.ports.out.Storage;

class InMemoryTransactionsTest extends TransactionsContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
