package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.out.StorageThreads;
import io.vavr.control.Option;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The worker threads of the bundled server are sized with the storage's connections. */
class WorkerThreadsTest {

    @Test
    @DisplayName(
            "a storage that waits on I/O with a pool of 10 gets 10 workers, on event loops too; one that does not say, Undertow's default")
    void asManyWorkersAsConnections() {
        ExecutorService loops = Executors.newSingleThreadExecutor();
        try {
            assertThat(Listeners.workers(StorageThreads.blocking(10))).isEqualTo(Option.some(10));
            assertThat(Listeners.workers(StorageThreads.onEventLoops(loops, 10)))
                    .isEqualTo(Option.some(10));
            assertThat(Listeners.workers(StorageThreads.blocking())).isEmpty();
            assertThat(Listeners.workers(StorageThreads.onEventLoops(loops, 0))).isEmpty();
            assertThat(Listeners.workers(new InMemoryStorage().threads())).isEmpty();
        } finally {
            loops.shutdownNow();
        }
    }
}
