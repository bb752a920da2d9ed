package dev.shutter.cluster;

import java.util.LinkedHashMap;
import java.util.Map;

/** When each step of the run happened, in milliseconds since HAProxy started; and the nodes it touched. */
final class Timeline {

    private final long t0;
    private final Map<String, Long> marks = new LinkedHashMap<>();
    private int exitCode = Integer.MIN_VALUE;
    private String killed = "";
    private String stopped = "";
    private Verdict verdict;

    Timeline(long t0) {
        this.t0 = t0;
    }

    synchronized long mark(String step) {
        long at = System.currentTimeMillis() - t0;
        marks.put(step, at);
        return at;
    }

    synchronized long at(String step) {
        Long at = marks.get(step);
        if (at == null) {
            throw new IllegalStateException("the run never reached " + step);
        }
        return at;
    }

    void exitCode(int code) {
        this.exitCode = code;
    }

    int exitCode() {
        return exitCode;
    }

    void nodes(String killedNode, String stoppedNode) {
        this.killed = killedNode;
        this.stopped = stoppedNode;
    }

    String killed() {
        return killed;
    }

    String stopped() {
        return stopped;
    }

    void verdict(Verdict value) {
        this.verdict = value;
    }

    Verdict verdict() {
        return verdict;
    }
}
