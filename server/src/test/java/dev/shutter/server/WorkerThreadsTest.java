package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.contract.ForwardingStorage;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The worker threads of the bundled server are sized with the storage's connections. */
class WorkerThreadsTest {

    private static Storage saying(boolean waitsOnIo, int connections) {
        return new ForwardingStorage(new InMemoryStorage()) {
            @Override
            public boolean waitsOnIo() {
                return waitsOnIo;
            }

            @Override
            public int connections() {
                return connections;
            }
        };
    }

    @Test
    @DisplayName(
            "a storage that waits on I/O with a pool of 10 gets 10 workers; one that does not say, Undertow's default")
    void asManyWorkersAsConnections() {
        assertThat(Listeners.workers(saying(true, 10))).isEqualTo(Option.some(10));
        assertThat(Listeners.workers(saying(true, 0))).isEmpty();
        assertThat(Listeners.workers(saying(false, 10))).isEmpty();
        assertThat(Listeners.workers(new InMemoryStorage())).isEmpty();
    }
}
