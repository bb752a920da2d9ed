package dev.shutter.adapters.inmemory;

import dev.shutter.ports.out.Transactions;
import io.vavr.control.Either;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

/**
 * The lock and undo log every in-memory store shares. A transaction holds the write lock from start to
 * end, so readers see its changes whole or not at all; each change inside it records how to undo
 * itself, and a {@code Left} or an exception plays the undo log back. Reads outside a transaction share
 * the read lock.
 */
final class InMemoryDatabase implements Transactions {

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final ThreadLocal<Deque<Runnable>> undoLog = new ThreadLocal<>();

    @Override
    public <L, R> Either<L, R> execute(Supplier<Either<L, R>> work) {
        if (undoLog.get() != null) {
            return work.get();
        }
        lock.writeLock().lock();
        Deque<Runnable> undo = new ArrayDeque<>();
        undoLog.set(undo);
        try {
            Either<L, R> result = work.get();
            if (result.isLeft()) {
                rollBack(undo);
            }
            return result;
        } catch (RuntimeException | Error e) {
            rollBack(undo);
            throw e;
        } finally {
            undoLog.remove();
            lock.writeLock().unlock();
        }
    }

    /** Runs a read under the read lock, or inside the current transaction. */
    <T> T read(Supplier<T> query) {
        if (lock.isWriteLockedByCurrentThread()) {
            return query.get();
        }
        lock.readLock().lock();
        try {
            return query.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    /**
     * Applies a change inside the current transaction, or in one of its own. The change returns how to
     * undo it, computed under the lock.
     */
    void write(Supplier<Runnable> changeReturningUndo) {
        execute(() -> {
            undoLog.get().push(changeReturningUndo.get());
            return Either.right(true);
        });
    }

    /** {@code map.put(key, value)}, undone by restoring what was there. */
    <K, V> void put(Map<K, V> map, K key, V value) {
        write(() -> restorer(map, key, map.put(key, value)));
    }

    /** {@code map.remove(key)}, undone by restoring what was there. */
    <K, V> void remove(Map<K, V> map, K key) {
        write(() -> restorer(map, key, map.remove(key)));
    }

    private static <K, V> Runnable restorer(Map<K, V> map, K key, V previous) {
        return previous == null ? () -> map.remove(key) : () -> map.put(key, previous);
    }

    private static void rollBack(Deque<Runnable> undo) {
        while (!undo.isEmpty()) {
            undo.pop().run();
        }
    }
}
