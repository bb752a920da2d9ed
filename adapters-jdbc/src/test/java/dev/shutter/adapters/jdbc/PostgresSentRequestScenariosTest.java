package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.RequestScenarios;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;

/** The request scenarios with every authentication sent through the event loops, as the bundled server sends its reads. */
@DisplayName("Request authentication on PostgreSQL, sent through the event loops")
@ExtendWith(PostgresAvailable.class)
class PostgresSentRequestScenariosTest extends RequestScenarios {

    @Override
    protected Storage newStorage() {
        return PostgresTestDatabase.newStorage(2, 1);
    }

    @Override
    protected boolean sendsReads() {
        return true;
    }
}
