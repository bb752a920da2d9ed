package dev.shutter.server.soak;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** What the soak's threads saw: the problems, empty at the end, and the counts the soak prints. */
final class SoakTally {

    /** Everything a thread saw that it should not have; empty at the end. */
    final ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();

    final AtomicInteger requests = new AtomicInteger();
    final AtomicInteger failed = new AtomicInteger();
    final AtomicInteger applied = new AtomicInteger();
    final AtomicInteger toldMayHaveApplied = new AtomicInteger();
    final AtomicLong longestMillis = new AtomicLong();

    /** {@code ok}; when not, {@code problem} is one. */
    boolean check(boolean ok, String problem) {
        if (!ok) {
            problems.add(problem);
        }
        return ok;
    }
}
