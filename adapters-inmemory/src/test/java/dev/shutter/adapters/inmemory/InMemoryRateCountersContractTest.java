package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RateCountersContract;
import dev.shutter.ports.out.Storage;

class InMemoryRateCountersContractTest extends RateCountersContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
