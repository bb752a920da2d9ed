package dev.shutter.cluster;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The run's verdicts, each a pure function of what the ledgers hold and what was read back: every one
 * answers the problems it found, none when all is well.
 */
final class Checks {

    private Checks() {}

    /**
     * A client's follows as {@code where} holds them against its ledger: each acknowledged follow present,
     * each acknowledged unfollow absent; a target whose last write got no answer may be either.
     */
    static List<String> follows(String where, String client, Ledger ledger, Set<String> observed) {
        List<String> problems = new ArrayList<>();
        Set<String> expected = ledger.following();
        for (String target : expected) {
            if (!observed.contains(target)) {
                problems.add(where + ": " + client + "'s acknowledged follow of " + target + " is missing");
            }
        }
        for (String target : observed) {
            if (!expected.contains(target) && ledger.sureOfFollow(target)) {
                problems.add(where + ": " + client + " follows " + target + ", though its last acknowledged write"
                        + " unfollowed or never followed");
            }
        }
        return problems;
    }

    /**
     * A client's comments as {@code where} holds them: each acknowledged post present unless its deletion was
     * acknowledged, each acknowledged deletion gone, and no more comments it does not know of than its posts
     * that got no answer.
     */
    static List<String> comments(String where, String client, Ledger ledger, Set<String> observed) {
        List<String> problems = new ArrayList<>();
        for (String id : ledger.liveComments()) {
            if (!observed.contains(id)) {
                problems.add(where + ": " + client + "'s acknowledged comment \"" + id + "\" is missing");
            }
        }
        for (String id : ledger.deletedComments()) {
            if (observed.contains(id)) {
                problems.add(where + ": " + client + "'s comment \"" + id
                        + "\" is still there after its acknowledged delete");
            }
        }
        long strangers = observed.stream().filter(id -> !ledger.knows(id)).count();
        if (strangers > ledger.unsurePosts()) {
            problems.add(where + ": " + strangers + " comments of " + client + " that it never posted (only "
                    + ledger.unsurePosts() + " posts got no answer)");
        }
        return problems;
    }

    /**
     * The webhook deliveries against the outbox: every event arrived, the first arrival of each in the
     * outbox's order, nothing that is not in the outbox, and no more repeated deliveries than {@code
     * allowedRepeats} (one per node killed while it held the delivery: the event it had sent and not yet
     * recorded as sent).
     */
    static List<String> webhooks(List<String> outbox, List<String> arrivals, int allowedRepeats) {
        List<String> problems = new ArrayList<>();
        Set<String> first = new LinkedHashSet<>();
        int repeats = 0;
        for (String id : arrivals) {
            if (!first.add(id)) {
                repeats++;
            }
        }
        Set<String> known = new HashSet<>(outbox);
        List<String> order = new ArrayList<>(first);
        order.removeIf(id -> !known.contains(id));
        if (order.size() != first.size()) {
            problems.add((first.size() - order.size()) + " deliveries of events the outbox does not hold");
        }
        List<String> missing = new ArrayList<>(outbox);
        missing.removeAll(first);
        if (!missing.isEmpty()) {
            problems.add(missing.size() + " events never delivered, the first " + missing.get(0));
        }
        List<String> delivered = new ArrayList<>(outbox);
        delivered.retainAll(first);
        if (!order.equals(delivered)) {
            int at = 0;
            while (at < order.size() && order.get(at).equals(delivered.get(at))) {
                at++;
            }
            problems.add("deliveries out of order from the " + (at + 1) + "th: " + order.get(at) + " came where "
                    + delivered.get(at) + " was due");
        }
        if (repeats > allowedRepeats) {
            problems.add(repeats + " events delivered twice (at most " + allowedRepeats + " expected)");
        }
        return problems;
    }

    /** A token's spending: never more requests allowed than its limit, wherever they were counted. */
    static List<String> budget(String what, int allowed, int limit) {
        return allowed > limit
                ? List.of(what + ": " + allowed + " requests allowed, over the limit of " + limit)
                : List.of();
    }
}
