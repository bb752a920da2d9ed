package dev.shutter.adapters.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.user.User;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.contract.ForwardingStorage;
import dev.shutter.ports.out.StorageUnavailableException;
import dev.shutter.ports.out.Transactions;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A storage that cannot answer: a token's operation completes exceptionally, on the caller's thread or the host's executor. */
class OperationsOnAFailingStorageTest {

    @Test
    @DisplayName("an operation whose storage is unreachable completes with the storage's exception, not a refusal")
    void unreachable() {
        // given: Alice's token, then a storage whose transactions cannot start
        InMemoryStorage memory = new InMemoryStorage();
        Fixtures f = Fixtures.on(memory);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        String token = f.token(alice, f.liveApp("demo"), "relationships").accessToken();
        ForwardingStorage unreachable = new ForwardingStorage(memory) {
            @Override
            public Transactions transactions() {
                return (Transactions) Proxy.newProxyInstance(
                        Transactions.class.getClassLoader(),
                        new Class<?>[] {Transactions.class},
                        (proxy, method, args) -> {
                            throw new StorageUnavailableException("the database cannot be reached");
                        });
            }
        };
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            // when
            CompletableFuture<?> here = Shutter.builder(unreachable)
                    .clock(f.clock)
                    .build()
                    .as(token)
                    .relationships()
                    .follow(bob.id());
            CompletableFuture<?> there = Shutter.builder(unreachable)
                    .clock(f.clock)
                    .executor(executor)
                    .build()
                    .as(token)
                    .relationships()
                    .follow(bob.id());

            // then
            for (CompletableFuture<?> stage : java.util.List.of(here, there)) {
                assertThat(stage)
                        .failsWithin(java.time.Duration.ofSeconds(30))
                        .withThrowableOfType(java.util.concurrent.ExecutionException.class)
                        .havingCause()
                        .isInstanceOf(StorageUnavailableException.class);
            }
            assertThat(here.isDone()).isTrue();
        } finally {
            executor.shutdownNow();
        }
    }
}
