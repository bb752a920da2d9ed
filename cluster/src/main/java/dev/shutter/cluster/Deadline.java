package dev.shutter.cluster;

/**
 * When the load ends: at its planned time, or later when the kill and the stop took longer (a node slow
 * to start on a busy machine), so that the load runs on through both and a while after.
 */
final class Deadline {

    private volatile long at;
    private volatile boolean held = true;

    Deadline(long at) {
        this.at = at;
    }

    /** Never before {@link #release}: the load goes on until the kill and the stop are over. */
    boolean passed() {
        return !held && System.currentTimeMillis() >= at;
    }

    /** The kill and the stop are over: the load ends at its time, or at {@code millis} if that is later. */
    synchronized void release(long millis) {
        at = Math.max(at, millis);
        held = false;
    }

    synchronized void notBefore(long millis) {
        at = Math.max(at, millis);
    }

    long at() {
        return at;
    }
}
