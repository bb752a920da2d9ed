package dev.shutter.server.soak;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * When the soak's writes were acknowledged, against the phases in which PostgreSQL answered (between the
 * freezes; sessions are cut throughout): a phase that lasted longer than the bound of an answer gave every
 * request sent early in it time to be answered, so it must hold at least one acknowledged write. This proves
 * that the run checked writes made under each such phase of faults, however slow the machine, instead of
 * guessing how many writes a loaded machine makes.
 */
final class FaultPhases {

    private final ConcurrentLinkedQueue<Long> acknowledged = new ConcurrentLinkedQueue<>();
    private final long boundNanos;
    private volatile long startNanos;
    private volatile long endNanos;

    FaultPhases(long boundMillis) {
        this.boundNanos = TimeUnit.MILLISECONDS.toNanos(boundMillis);
    }

    void started() {
        startNanos = System.nanoTime();
    }

    void ended() {
        endNanos = System.nanoTime();
    }

    /** A write answered as accepted, now. */
    void acknowledged() {
        acknowledged.add(System.nanoTime());
    }

    int acknowledgedWrites() {
        return acknowledged.size();
    }

    /**
     * The phases in which PostgreSQL answered, longer than the bound, that hold no acknowledged write, as text;
     * {@code frozen} are the freezes (start and end, {@link System#nanoTime}), in order.
     */
    List<String> phasesWithoutAWrite(List<long[]> frozen) {
        List<long[]> answering = new ArrayList<>();
        long from = startNanos;
        for (long[] freeze : frozen) {
            answering.add(new long[] {from, Math.min(freeze[0], endNanos)});
            from = freeze[1];
        }
        answering.add(new long[] {from, endNanos});
        List<String> without = new ArrayList<>();
        for (int i = 0; i < answering.size(); i++) {
            long[] phase = answering.get(i);
            if (phase[1] - phase[0] <= boundNanos) {
                continue;
            }
            if (acknowledged.stream().noneMatch(at -> at >= phase[0] && at < phase[1])) {
                without.add("phase " + i + " (" + millis(phase[0]) + " ms to " + millis(phase[1]) + " ms)");
            }
        }
        return without;
    }

    private long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos - startNanos);
    }
}
