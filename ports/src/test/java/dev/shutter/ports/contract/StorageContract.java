package dev.shutter.ports.contract;

import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The base of every contract: a fresh {@link Storage} for each test from {@link #newStorage()}, closed
 * afterwards. An adapter runs the kit by extending each contract with its own factory.
 */
public abstract class StorageContract {

    protected Storage storage;

    /** A new, empty storage. */
    protected abstract Storage newStorage();

    @BeforeEach
    void openStorage() {
        storage = newStorage();
    }

    /**
     * Stores a minimal Live app named {@code id}, created at {@code createdAt}, so that stores with
     * foreign keys accept what refers to it.
     */
    protected ClientId storedApp(String id, Instant createdAt) {
        Client client = Client.registered(
                        new ClientId(id), "App " + id, List.of(RedirectUri.of("https://app.example/cb")), createdAt)
                .status(AppStatus.LIVE)
                .build();
        storage.clients().save(client);
        return client.id();
    }

    /**
     * An unused code of {@code user} for {@code app} whose hash is {@code codeHash}, issued at {@code issuedAt}
     * for five minutes, with the basic scope and no PKCE challenge.
     */
    protected static AuthorizationCode unusedCode(String codeHash, UserId user, ClientId app, Instant issuedAt) {
        return new AuthorizationCode(
                codeHash,
                app,
                user,
                "https://app.example/cb",
                Scopes.basic(),
                Option.none(),
                issuedAt,
                issuedAt.plus(Duration.ofMinutes(5)),
                Option.none());
    }

    /** {@code task} on {@code threads} threads at once, each told its index; the answers in index order. */
    public static <T> List<T> concurrently(int threads, IndexedTask<T> task) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                int index = i;
                futures.add(pool.submit(() -> task.run(index)));
            }
            List<T> results = new ArrayList<>();
            for (Future<T> future : futures) {
                results.add(future.get());
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    /** A task that knows which thread it runs on. */
    @FunctionalInterface
    public interface IndexedTask<T> {
        T run(int index) throws Exception;
    }

    /** Closes the storage, if one was opened: a factory that skips the test (an assumption) opens none. */
    @AfterEach
    void closeStorage() {
        if (storage != null) {
            storage.close();
            storage = null;
        }
    }
}
