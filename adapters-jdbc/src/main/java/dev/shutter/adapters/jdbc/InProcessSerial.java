package dev.shutter.adapters.jdbc;

import java.util.concurrent.locks.ReentrantLock;

/**
 * All work on the database one piece at a time in this process, where the dialect needs it ({@link
 * Dialect#serializedInProcess}: H2); elsewhere nothing. One for a storage's transactions and its single
 * statements alike.
 */
final class InProcessSerial {

    private final boolean serialized;
    private final ReentrantLock serial = new ReentrantLock();

    InProcessSerial(Dialect dialect) {
        this.serialized = dialect.serializedInProcess();
    }

    void lock() {
        if (serialized) {
            serial.lock();
        }
    }

    void unlock() {
        if (serialized) {
            serial.unlock();
        }
    }
}
