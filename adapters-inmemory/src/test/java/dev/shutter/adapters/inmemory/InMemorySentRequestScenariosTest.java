package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RequestScenarios;
import dev.shutter.ports.contract.SendingStorage;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Request authentication, sent without waiting (in memory behind a loop of its own)")
class InMemorySentRequestScenariosTest extends RequestScenarios {
    @Override
    protected Storage newStorage() {
        return new SendingStorage(new InMemoryStorage());
    }

    @Override
    protected boolean sendsReads() {
        return true;
    }
}
