package dev.shutter.ports.out;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What threads a storage's calls need, as a server reads it. */
class StorageThreadsTest {

    @Test
    @DisplayName("only a store in memory never blocks; a pool of 0 connections is one that does not say")
    void whatEachSays() {
        ExecutorService loops = Executors.newSingleThreadExecutor();
        try {
            assertThat(StorageThreads.inMemory().mayBlock()).isFalse();
            assertThat(StorageThreads.blocking().mayBlock()).isTrue();
            assertThat(StorageThreads.blocking(0)).isEqualTo(StorageThreads.blocking());
            assertThat(StorageThreads.blocking(10).connections()).isEqualTo(10);
            assertThat(StorageThreads.blocking(10).eventLoops()).isEmpty();
            StorageThreads sending = StorageThreads.onEventLoops(loops, 10);
            assertThat(sending.mayBlock()).isTrue();
            assertThat(sending.connections()).isEqualTo(10);
            assertThat(sending.eventLoops()).containsExactly(loops);
        } finally {
            loops.shutdownNow();
        }
    }

    @Test
    @DisplayName("a negative count of connections is refused")
    void negativeConnections() {
        ExecutorService loops = Executors.newSingleThreadExecutor();
        try {
            assertThatThrownBy(() -> StorageThreads.blocking(-1)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> StorageThreads.onEventLoops(loops, -1))
                    .isInstanceOf(IllegalArgumentException.class);
        } finally {
            loops.shutdownNow();
        }
    }
}
