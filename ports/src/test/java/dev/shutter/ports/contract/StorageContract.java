package dev.shutter.ports.contract;

import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.ports.out.Storage;
import java.time.Instant;
import java.util.List;
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

    /** Closes the storage, if one was opened: a factory that skips the test (an assumption) opens none. */
    @AfterEach
    void closeStorage() {
        if (storage != null) {
            storage.close();
            storage = null;
        }
    }
}
