package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.ForwardingStorage;

/**
 * A storage whose {@code close()} the test decides: close the pool and drop the schema or delete the
 * files, or (for a database reused across many tries) only empty the tables.
 */
final class ClosingStorage extends ForwardingStorage {

    private final Runnable onClose;

    ClosingStorage(JdbcStorage storage, Runnable onClose) {
        super(storage);
        this.onClose = onClose;
    }

    @Override
    public void close() {
        onClose.run();
    }
}
