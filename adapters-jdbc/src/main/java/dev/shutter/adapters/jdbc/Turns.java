package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.Transactions.Turn;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The turns of this process ({@link dev.shutter.ports.out.Transactions#executeInTurn}): one fair lock per
 * stripe of turns, so that transactions on one turn (the same pair toggled from many connections) commit one
 * after another instead of aborting one another under SERIALIZABLE and running again after a pause. Two
 * turns may share a stripe and then wait for each other, which costs time, never correctness. A wait ends
 * after {@link #MAX_WAIT_MILLIS} and the work runs anyway, as it would without a turn.
 */
final class Turns {

    /** How long work waits for its turn before it runs beside the others. */
    static final long MAX_WAIT_MILLIS = 2_000;

    private static final int STRIPES = 256;

    private final ReentrantLock[] stripes = new ReentrantLock[STRIPES];

    Turns() {
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new ReentrantLock(true);
        }
    }

    /** The lock of {@code turn}, held; none when the wait ran out or was interrupted. */
    ReentrantLock await(Turn turn) {
        ReentrantLock lock = stripes[Math.floorMod(turn.hashCode(), STRIPES)];
        try {
            return lock.tryLock(MAX_WAIT_MILLIS, TimeUnit.MILLISECONDS) ? lock : null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
