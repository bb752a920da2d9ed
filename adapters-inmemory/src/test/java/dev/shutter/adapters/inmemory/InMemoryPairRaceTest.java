package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.PairRaceContract;
import dev.shutter.ports.out.Storage;

/** Writes racing on one pair in memory: one order or the other of the model. */
class InMemoryPairRaceTest extends PairRaceContract {

    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
