package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.PairRaceContract;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Writes racing on one pair on PostgreSQL, where they run at READ COMMITTED after the pair's and the users' locks
 * ({@link Locking}), each on a connection of its own: they end as one order or the other of the model.
 */
@ExtendWith(PostgresAvailable.class)
class PostgresPairRaceTest extends PairRaceContract {

    @Override
    protected Storage newStorage() {
        return PostgresTestDatabase.newStorage(4);
    }
}
