package dev.shutter.adapters.inmemory;

import dev.shutter.ports.out.Transactions;
import io.vavr.control.Either;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The lock and undo log every in-memory store shares. A transaction first runs under the read lock,
 * beside other readers; at its first change it is abandoned (nothing was changed yet) and run again
 * from the start under the write lock, which it then holds to the end, so readers see its changes whole
 * or not at all. Each change records how to undo itself, and a {@code Left} or an exception plays the
 * undo log back. Reads outside a transaction share the read lock.
 *
 * <p>Most transactions the use cases open only read (a comment list, a page of follows, a
 * relationship); with one exclusive lock for all of them, every request of a busy server queued behind
 * whichever thread held it, and waited its whole time slice when that thread was descheduled.
 */
final class InMemoryDatabase implements Transactions {

    private enum Mode {
        READING,
        WRITING
    }

    /** Thrown at the first change of a transaction that runs under the read lock; never escapes. */
    private static final class NeedsTheWriteLock extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NeedsTheWriteLock() {
            super("a transaction under the read lock tried to change something", null, false, false);
        }
    }

    private static final NeedsTheWriteLock NEEDS_THE_WRITE_LOCK = new NeedsTheWriteLock();

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final ThreadLocal<Mode> mode = new ThreadLocal<>();
    private final ThreadLocal<Deque<Runnable>> undoLog = new ThreadLocal<>();

    @Override
    public <L, R> Either<L, R> execute(Supplier<Either<L, R>> work) {
        if (mode.get() != null) {
            return work.get();
        }
        lock.readLock().lock();
        mode.set(Mode.READING);
        try {
            return work.get();
        } catch (NeedsTheWriteLock changes) {
            // Run again below, from the start, as a writer.
        } finally {
            mode.remove();
            lock.readLock().unlock();
        }
        return executeWriting(work);
    }

    /** Runs a read under the read lock, or inside the current transaction. */
    <T> T read(Supplier<T> query) {
        if (mode.get() != null) {
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
        Mode current = mode.get();
        if (current == Mode.READING) {
            throw NEEDS_THE_WRITE_LOCK;
        }
        if (current == Mode.WRITING) {
            undoLog.get().push(changeReturningUndo.get());
            return;
        }
        executeWriting(() -> {
            undoLog.get().push(changeReturningUndo.get());
            return Either.right(true);
        });
    }

    /**
     * Called before changing a structure that guards itself (the rate counters) without this lock, so that
     * the change never waits on a transaction: a transaction that has only read so far goes on as a writer.
     */
    void beforeUnlockedChange() {
        if (mode.get() == Mode.READING) {
            throw NEEDS_THE_WRITE_LOCK;
        }
    }

    /** After such a change: how to undo it if the current transaction, when there is one, fails. */
    void undoWithTransaction(Runnable undo) {
        if (mode.get() == Mode.WRITING) {
            undoLog.get().push(undo);
        }
    }

    /** {@code map.put(key, value)}, undone by restoring what was there. */
    <K, V> void put(Map<K, V> map, K key, V value) {
        write(() -> restorer(map, key, map.put(key, value)));
    }

    /** {@code map.remove(key)}, undone by restoring what was there. */
    <K, V> void remove(Map<K, V> map, K key) {
        write(() -> restorer(map, key, map.remove(key)));
    }

    /**
     * Removes at most {@code limit} entries whose value passes {@code test}, in one transaction of its own
     * (each undone like {@link #remove}); how many.
     */
    <K, V> int removeWhere(Map<K, V> map, Predicate<V> test, int limit) {
        int[] removed = {0};
        executeWriting(() -> {
            List<K> keys = map.entrySet().stream()
                    .filter(e -> test.test(e.getValue()))
                    .limit(limit)
                    .map(Map.Entry::getKey)
                    .toList();
            keys.forEach(key -> remove(map, key));
            removed[0] = keys.size();
            return Either.right(true);
        });
        return removed[0];
    }

    private <L, R> Either<L, R> executeWriting(Supplier<Either<L, R>> work) {
        lock.writeLock().lock();
        Deque<Runnable> undo = new ArrayDeque<>();
        mode.set(Mode.WRITING);
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
            mode.remove();
            lock.writeLock().unlock();
        }
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
