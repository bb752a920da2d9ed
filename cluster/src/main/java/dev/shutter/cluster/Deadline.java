package dev.shutter.cluster;

/**
 * When the load ends: at its planned time, or later when the kill and the stop took longer (a node slow
 * to start on a busy machine), so that the load runs on through both and a while after.
 */
final class Deadline {

    private volatile long at;

    Deadline(long at) {
        this.at = at;
    }

    boolean passed() {
        return System.currentTimeMillis() >= at;
    }

    synchronized void notBefore(long millis) {
        at = Math.max(at, millis);
    }

    long at() {
        return at;
    }
}
