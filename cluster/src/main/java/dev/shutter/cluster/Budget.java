package dev.shutter.cluster;

import dev.shutter.cluster.Outcomes.Kind;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.List;

/**
 * The small budget: a token of the Sandbox app, whose limit is a few dozen requests an hour, spent through
 * the load balancer during the whole load (so through every node, and across the kill and the stop), and a
 * fresh one spent on each node's own address in turn at the end. Every node counts in the same Redis, so
 * never more than the limit is allowed in all.
 */
final class Budget {

    private static final long PAUSE_MILLIS = 250;

    private final Web web;
    private final String bearer;
    private final Outcomes outcomes;
    private final Deadline deadline;
    private int allowed;
    private int limited;
    private int other;

    Budget(Web web, String token, Outcomes outcomes, Deadline deadline) {
        this.web = web;
        this.bearer = "Bearer " + token;
        this.outcomes = outcomes;
        this.deadline = deadline;
    }

    /** Spends the token through {@code base} until the load ends. */
    void through(String base) {
        while (!deadline.passed()) {
            try {
                HttpResponse<String> answer = web.get(base + "/v1/users/self", "Authorization", bearer);
                Kind kind = Outcomes.kindOf(answer.statusCode(), 200);
                outcomes.add("budget read", kind, answer.statusCode());
                count(kind);
                Thread.sleep(PAUSE_MILLIS);
            } catch (IOException e) {
                outcomes.add("budget read", Kind.NO_ANSWER, 0);
                count(Kind.NO_ANSWER);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** What the token was allowed, refused, and neither (no answer, 503). */
    synchronized int[] tally() {
        return new int[] {allowed, limited, other};
    }

    /**
     * Spends {@code token} with {@code requests} reads, one node after the other on their own addresses: how
     * many were allowed, refused (429) and neither.
     */
    static int[] spendAcross(Web web, List<Node> nodes, String token, int requests) throws IOException {
        int[] counts = new int[3];
        for (int i = 0; i < requests; i++) {
            Node node = nodes.get(i % nodes.size());
            int status = web.get(node.base() + "/v1/users/self", "Authorization", "Bearer " + token)
                    .statusCode();
            counts[status == 200 ? 0 : status == 429 ? 1 : 2]++;
        }
        return counts;
    }

    private synchronized void count(Kind kind) {
        if (kind == Kind.OK) {
            allowed++;
        } else if (kind == Kind.LIMITED) {
            limited++;
        } else {
            other++;
        }
    }
}
