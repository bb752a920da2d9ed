package dev.shutter.server;

import dev.shutter.domain.retention.Retention;
import dev.shutter.ports.in.HousekeepingUseCase;
import dev.shutter.ports.in.Sweep;
import dev.shutter.ports.out.StorageUnavailableException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Housekeeping on an interval, on a daemon thread of its own: one sweep, then the next an interval after
 * it ended. A sweep that fails (the storage is down, say) is logged and tried again at the next interval.
 * Several nodes may sweep one database at once: each batch deletes what is still there.
 */
final class HousekeepingJob implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("dev.shutter.housekeeping");

    private final ScheduledExecutorService timer;

    private HousekeepingJob(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    /** Sweeps every {@code interval}, the first an interval from now. */
    static HousekeepingJob start(HousekeepingUseCase housekeeping, Retention retention, Duration interval) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "shutter-housekeeping");
            thread.setDaemon(true);
            return thread;
        });
        long millis = interval.toMillis();
        timer.scheduleWithFixedDelay(() -> sweep(housekeeping, retention), millis, millis, TimeUnit.MILLISECONDS);
        return new HousekeepingJob(timer);
    }

    /** One sweep, logged; never throws, so that the timer goes on. */
    static void sweep(HousekeepingUseCase housekeeping, Retention retention) {
        try {
            Sweep sweep = housekeeping.sweep(retention);
            if (sweep.total() > 0) {
                LOG.atInfo()
                        .addKeyValue("codes", sweep.codes())
                        .addKeyValue("sessions", sweep.sessions())
                        .addKeyValue("tokens", sweep.tokens())
                        .addKeyValue("rate_buckets", sweep.rateBuckets())
                        .addKeyValue("login_throttles", sweep.loginThrottles())
                        .log("housekeeping deleted {}", describe(sweep));
            }
        } catch (StorageUnavailableException e) {
            LOG.warn("housekeeping skipped: {}", e.getMessage());
        } catch (RuntimeException e) {
            LOG.error("housekeeping failed: {}", e.getClass().getName());
        }
    }

    /** {@code 3 codes, 1 session, ...}: what a sweep deleted. */
    static String describe(Sweep sweep) {
        return sweep.codes() + " codes, " + sweep.sessions() + " sessions, " + sweep.tokens() + " tokens, "
                + sweep.rateBuckets() + " rate buckets, " + sweep.loginThrottles() + " login throttles";
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
