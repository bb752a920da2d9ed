package dev.shutter.server.soak;

import dev.shutter.adapters.jdbc.PostgresProxy;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A fault for the soak: every few seconds, the proxy between the server and PostgreSQL stops forwarding for a
 * while (a database that stops answering, longer than the server's database timeout), then forwards again.
 */
final class Freezer {

    private final PostgresProxy proxy;
    private final long everyMillis;
    private final long forMillis;
    private final AtomicInteger freezes = new AtomicInteger();
    private final List<long[]> frozen = new CopyOnWriteArrayList<>();
    private volatile long frozenSince;
    private final Thread thread;
    private volatile boolean running = true;

    private Freezer(PostgresProxy proxy, long everyMillis, long forMillis) {
        this.proxy = proxy;
        this.everyMillis = everyMillis;
        this.forMillis = forMillis;
        this.thread = new Thread(this::freezeUntilStopped, "soak-freezer");
        this.thread.setDaemon(true);
    }

    /** Freezes {@code proxy} for {@code forMillis} after every {@code everyMillis} of forwarding. */
    static Freezer start(PostgresProxy proxy, long everyMillis, long forMillis) {
        Freezer freezer = new Freezer(proxy, everyMillis, forMillis);
        freezer.thread.start();
        return freezer;
    }

    /** Stops freezing and thaws; the number of freezes. */
    int stop() throws InterruptedException {
        running = false;
        thread.interrupt();
        thread.join(10_000);
        proxy.thaw();
        return freezes.get();
    }

    /** Each freeze as its start and end ({@link System#nanoTime}), in order; read after {@link #stop}. */
    List<long[]> frozen() {
        return List.copyOf(frozen);
    }

    private void thaw() {
        proxy.thaw();
        frozen.add(new long[] {frozenSince, System.nanoTime()});
    }

    private void freezeUntilStopped() {
        try {
            while (running) {
                Thread.sleep(everyMillis);
                frozenSince = System.nanoTime();
                proxy.freeze();
                freezes.incrementAndGet();
                Thread.sleep(forMillis);
                thaw();
                frozenSince = 0;
            }
        } catch (InterruptedException e) {
            if (frozenSince != 0) {
                thaw();
            }
        }
    }
}
