package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RequestScenarios;
import dev.shutter.ports.contract.SendingStorage;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Request authentication, sent without waiting, with the counts kept by other counters")
class InMemorySentCountedElsewhereRequestScenariosTest extends RequestScenarios {
    @Override
    protected Storage newStorage() {
        return new SendingStorage(new InMemoryStorage()).withRateCounters(new InMemoryStorage().rateCounters());
    }

    @Override
    protected boolean sendsReads() {
        return true;
    }
}
