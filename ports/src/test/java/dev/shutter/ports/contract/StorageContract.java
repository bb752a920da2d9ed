package dev.shutter.ports.contract;

import dev.shutter.ports.out.Storage;
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

    /** Closes the storage, if one was opened: a factory that skips the test (an assumption) opens none. */
    @AfterEach
    void closeStorage() {
        if (storage != null) {
            storage.close();
            storage = null;
        }
    }
}
