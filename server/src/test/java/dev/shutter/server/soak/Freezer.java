package dev.shutter.server.soak;

import dev.shutter.adapters.jdbc.PostgresProxy;
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

    private void freezeUntilStopped() {
        try {
            while (running) {
                Thread.sleep(everyMillis);
                proxy.freeze();
                freezes.incrementAndGet();
                Thread.sleep(forMillis);
                proxy.thaw();
            }
        } catch (InterruptedException e) {
            proxy.thaw();
        }
    }
}
