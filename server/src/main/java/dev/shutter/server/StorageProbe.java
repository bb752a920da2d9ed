package dev.shutter.server;

import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageUnavailableException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The readiness part of {@code /health}: a daemon thread asks the storage whether it answers, once every
 * interval, and {@code /health} reads the last answer without waiting on I/O (it answers from the IO
 * thread). A change is logged once, not on every probe. A store that never waits on I/O is always ready
 * and gets no thread.
 */
final class StorageProbe implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("dev.shutter.server");

    private final Storage storage;
    private final ScheduledExecutorService timer;
    private volatile boolean reachable = true;

    private StorageProbe(Storage storage, ScheduledExecutorService timer) {
        this.storage = storage;
        this.timer = timer;
    }

    /** Probes {@code storage} every {@code intervalMillis}, if it may wait on I/O. */
    static StorageProbe start(Storage storage, long intervalMillis) {
        if (!storage.threads().mayBlock()) {
            return new StorageProbe(storage, null);
        }
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "shutter-storage-probe");
            thread.setDaemon(true);
            return thread;
        });
        StorageProbe probe = new StorageProbe(storage, timer);
        timer.scheduleWithFixedDelay(probe::probe, intervalMillis, intervalMillis, TimeUnit.MILLISECONDS);
        return probe;
    }

    /** Whether the storage answered the last probe. */
    boolean reachable() {
        return reachable;
    }

    private void probe() {
        boolean now;
        try {
            storage.checkReachable();
            now = true;
        } catch (StorageUnavailableException e) {
            now = false;
        } catch (RuntimeException e) {
            LOG.warn("the storage probe failed: {}", e.getClass().getName());
            now = false;
        }
        if (now != reachable) {
            reachable = now;
            if (now) {
                LOG.info("the storage answers again");
            } else {
                LOG.warn("the storage cannot be reached; /v1 answers 503 until it returns");
            }
        }
    }

    @Override
    public void close() {
        if (timer != null) {
            timer.shutdownNow();
        }
    }
}
