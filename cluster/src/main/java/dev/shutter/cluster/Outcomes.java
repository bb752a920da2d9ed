package dev.shutter.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Every answer (or its absence) of the run, with when it came: what the report counts, by window. */
final class Outcomes {

    /** What became of one request. */
    enum Kind {
        /** The answer the operation expects (2xx, the flow's 302 and 303). */
        OK,
        /** 429: the rate limit spoke, as it should for the small budget. */
        LIMITED,
        /** 503, with Retry-After: the node drained, or lost its storage. */
        UNAVAILABLE,
        /** 500: never acceptable. */
        SERVER_ERROR,
        /** Any other status. */
        UNEXPECTED,
        /** No answer: the connection was refused, reset or timed out. */
        NO_ANSWER
    }

    /** One request: milliseconds since the load began, what it was, what became of it. */
    record Outcome(long atMillis, String operation, Kind kind, int status) {}

    private final long start;
    private final List<Outcome> all = new ArrayList<>();

    Outcomes(long startMillis) {
        this.start = startMillis;
    }

    synchronized void add(String operation, Kind kind, int status) {
        all.add(new Outcome(System.currentTimeMillis() - start, operation, kind, status));
    }

    synchronized List<Outcome> all() {
        return List.copyOf(all);
    }

    static Kind kindOf(int status, int... expected) {
        for (int e : expected) {
            if (status == e) {
                return Kind.OK;
            }
        }
        if (status == 429) {
            return Kind.LIMITED;
        }
        if (status == 503) {
            return Kind.UNAVAILABLE;
        }
        return status >= 500 ? Kind.SERVER_ERROR : Kind.UNEXPECTED;
    }

    /** How many of each kind between {@code fromMillis} (inclusive) and {@code toMillis} (exclusive). */
    static Map<Kind, Integer> count(List<Outcome> outcomes, long fromMillis, long toMillis) {
        Map<Kind, Integer> counts = new TreeMap<>();
        for (Kind kind : Kind.values()) {
            counts.put(kind, 0);
        }
        for (Outcome o : outcomes) {
            if (o.atMillis() >= fromMillis && o.atMillis() < toMillis) {
                counts.merge(o.kind(), 1, Integer::sum);
            }
        }
        return counts;
    }
}
