package dev.shutter.spring;

import dev.shutter.domain.retention.Retention;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.Sweep;
import dev.shutter.ports.out.StorageUnavailableException;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.context.SmartLifecycle;

/**
 * Shutter's housekeeping on an interval, as the bundled server runs it: each sweep deletes what no rule reads
 * any more (ended codes, sessions and tokens after the grace, rate buckets out of the hour, stale login
 * throttles) and the events older than the retention. Safe on every process of the application at once; a
 * sweep that fails is tried again at the next interval.
 */
final class HousekeepingSchedule implements SmartLifecycle {

    private static final Log LOG = LogFactory.getLog("dev.shutter.housekeeping");

    private final Shutter shutter;
    private final ShutterProperties.Housekeeping settings;
    private ScheduledExecutorService timer;

    HousekeepingSchedule(Shutter shutter, ShutterProperties.Housekeeping settings) {
        if (notPositive(settings.interval()) || notPositive(settings.eventRetention())) {
            throw new IllegalArgumentException(
                    "shutter.housekeeping.interval and shutter.housekeeping.event-retention must be positive");
        }
        if (settings.grace().isNegative()) {
            throw new IllegalArgumentException("shutter.housekeeping.grace must be zero or more");
        }
        this.shutter = shutter;
        this.settings = settings;
    }

    private static boolean notPositive(Duration duration) {
        return duration.isNegative() || duration.isZero();
    }

    @Override
    public synchronized void start() {
        timer = DaemonThread.named("shutter-housekeeping");
        long millis = settings.interval().toMillis();
        timer.scheduleWithFixedDelay(this::sweep, millis, millis, TimeUnit.MILLISECONDS);
    }

    @Override
    public synchronized void stop() {
        if (timer != null) {
            timer.shutdownNow();
            timer = null;
        }
    }

    @Override
    public synchronized boolean isRunning() {
        return timer != null;
    }

    /** One sweep; never throws, so that the timer goes on. */
    void sweep() {
        try {
            Sweep sweep = shutter.housekeeping().sweep(new Retention(settings.grace()));
            int events = shutter.events().deleteOlderThan(settings.eventRetention());
            if (sweep.total() + events > 0 && LOG.isInfoEnabled()) {
                LOG.info("housekeeping deleted " + sweep.codes() + " codes, " + sweep.sessions() + " sessions, "
                        + sweep.tokens() + " tokens, " + sweep.rateBuckets() + " rate buckets, "
                        + sweep.loginThrottles() + " login throttles, " + events + " events");
            }
        } catch (StorageUnavailableException e) {
            LOG.warn("housekeeping skipped: the storage cannot be reached");
        } catch (RuntimeException e) {
            LOG.error("housekeeping failed: " + e.getClass().getName());
        }
    }
}
