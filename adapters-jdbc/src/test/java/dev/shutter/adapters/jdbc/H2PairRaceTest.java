package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.PairRaceContract;
import dev.shutter.ports.out.Storage;

/** Writes racing on one pair on H2, where transactions run one at a time: one order or the other of the model. */
class H2PairRaceTest extends PairRaceContract {

    @Override
    protected Storage newStorage() {
        return H2TestDatabase.newStorage();
    }
}
