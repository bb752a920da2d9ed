package dev.shutter.ports.contract;

import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.ports.out.Outbox;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Waiting in tests of the outbox, where a reader may be held back while older transactions are in flight. */
public final class Waits {

    /** How long a test waits for events before it fails. */
    public static final Duration PATIENCE = Duration.ofSeconds(30);

    private Waits() {}

    /**
     * Reads after {@code from} until {@code count} events have come: a store may hold back events while an
     * older transaction is still in flight (on PostgreSQL, anyone's on the same server).
     */
    public static List<RecordedEvent> readUntil(Outbox outbox, EventPosition from, int count) {
        List<RecordedEvent> read = new ArrayList<>();
        EventPosition cursor = from;
        long deadline = System.currentTimeMillis() + PATIENCE.toMillis();
        while (read.size() < count) {
            List<RecordedEvent> page = outbox.after(cursor, 100);
            read.addAll(page);
            if (!page.isEmpty()) {
                cursor = page.get(page.size() - 1).position();
            } else if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("only " + read.size() + " of " + count + " events came");
            } else {
                sleep(20);
            }
        }
        return read;
    }

    /** Waits for {@code latch}, at most {@link #PATIENCE}. */
    public static void await(CountDownLatch latch) {
        try {
            if (!latch.await(PATIENCE.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("never released");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
