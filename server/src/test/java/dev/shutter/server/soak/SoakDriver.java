package dev.shutter.server.soak;

import static dev.shutter.server.soak.Outage503.FAILED;
import static dev.shutter.server.soak.Outage503.MAYBE;
import static dev.shutter.server.soak.PairViews.agrees;
import static dev.shutter.server.soak.PairViews.flip;
import static dev.shutter.server.soak.PairViews.key;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.domain.Failure;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.server.support.Forms;
import io.vavr.control.Either;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * One client thread of the soak: follows, unfollows, blocks, unblocks, requests, approves and denies on its own
 * pairs of members, checking each answer against its model, and one time in four comments ({@link SoakComments});
 * a request that met a cut session or the frozen database is read back until it settles on one of its two
 * outcomes.
 */
final class SoakDriver {
    private final int number;
    private final List<int[]> pairs;
    private final SplittableRandom random;
    private final List<Member> members;
    private final FaultPhases phases;
    private final SoakTally tally;
    private final SoakClient client;
    /** Per pair (a, b): the state seen from a. */
    final Map<String, PairState> model = new HashMap<>();

    /** This thread's comments, kept and deleted. */
    final SoakComments comments;

    /**
     * Thread {@code number} on {@code pairs} of {@code members} (each pair by this thread only), commenting on its
     * member's media and on {@code neutralMedia}, against the server at {@code base}.
     */
    SoakDriver(
            int number,
            List<int[]> pairs,
            SplittableRandom random,
            List<Member> members,
            List<String> neutralMedia,
            String base,
            FaultPhases phases,
            SoakTally tally) {
        this.number = number;
        this.pairs = pairs;
        this.random = random;
        this.members = members;
        this.phases = phases;
        this.tally = tally;
        this.client = new SoakClient(number, base, tally);
        this.comments = new SoakComments(number, random, members, neutralMedia, phases, tally, client);
        for (int[] pair : pairs) {
            model.put(
                    key(pair[0], pair[1]),
                    PairState.strangers(members.get(pair[1]).isPrivate()));
        }
    }

    /** This thread's client, for reads after the run. */
    SoakClient client() {
        return client;
    }

    void drive(long end) {
        while (System.nanoTime() < end && tally.problems.size() < 20) {
            try {
                if (random.nextInt(4) == 0) {
                    comments.comment();
                } else {
                    relate();
                }
            } catch (IOException e) {
                tally.problems.add("thread " + number + ": " + e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** One relationship action by one side of one of this thread's pairs, checked against the model. */
    private void relate() throws IOException, InterruptedException {
        int[] pair = pairs.get(random.nextInt(pairs.size()));
        boolean fromA = random.nextBoolean();
        int actor = fromA ? pair[0] : pair[1];
        int target = fromA ? pair[1] : pair[0];
        RelationshipAction action = pickAction();
        PairState before = view(pair, fromA);
        Either<Failure, PairState> expected = before.apply(action);
        JsonNode answer = client.send(
                "POST",
                "/v1/users/" + members.get(target).id() + "/relationship",
                Forms.encode(Forms.of("access_token", members.get(actor).token(), "action", action.wireName())));
        if (answer == null) {
            return;
        }
        if (answer == FAILED || answer == MAYBE) {
            boolean changed = settle(pair, fromA, before, expected.getOrElse(before));
            client.plainMeansNotApplied(answer, changed, "relationship " + action.wireName());
            return;
        }
        String what = "thread " + number + ": " + actor + " " + action.wireName() + " " + target + " from " + before
                + ": " + answer;
        if (expected.isLeft()) {
            tally.check(
                    answer.path("meta").path("code").asInt()
                                    == expected.getLeft().code()
                            && answer.path("meta")
                                    .path("error_type")
                                    .asText()
                                    .equals(expected.getLeft().errorType()),
                    what + " (expected " + expected.getLeft().errorType() + ")");
            return;
        }
        PairState after = expected.get();
        boolean accepted = tally.check(
                answer.path("meta").path("code").asInt() == 200
                        && answer.path("data")
                                .path("outgoing_status")
                                .asText()
                                .equals(after.outgoingStatus().wireName()),
                what + " (expected " + after.outgoingStatus().wireName() + ")");
        if (accepted) {
            phases.acknowledged();
            model.put(
                    key(pair[0], pair[1]),
                    fromA ? after : flip(after, members.get(pair[1]).isPrivate()));
            if (random.nextInt(3) == 0) {
                readBack(actor, target, after);
            }
        }
    }

    /** Reads the pair back at once, as the actor: a write just accepted is visible. */
    private void readBack(int actor, int target, PairState expected) throws IOException, InterruptedException {
        JsonNode read = client.send(
                "GET",
                "/v1/users/" + members.get(target).id() + "/relationship?access_token="
                        + Forms.enc(members.get(actor).token()),
                null);
        if (read != null && read != FAILED && read != MAYBE) {
            tally.check(
                    agrees(read.path("data"), expected),
                    "thread " + number + ": read back " + actor + "->" + target + " " + read + " expected " + expected);
        }
    }

    /**
     * After a request that failed on a cut session: the pair is as it was before or as the request would
     * have made it, nothing else. Reads it back from both sides (a block shows only to the blocker) until
     * the database answers; whether the request had applied (and changed the pair).
     */
    private boolean settle(int[] pair, boolean fromA, PairState before, PairState after)
            throws IOException, InterruptedException {
        PairState beforeFromFirst =
                fromA ? before : flip(before, members.get(pair[1]).isPrivate());
        PairState afterFromFirst =
                fromA ? after : flip(after, members.get(pair[1]).isPrivate());
        JsonNode first = client.untilAnswered("GET", relationshipPath(pair[0], pair[1]));
        JsonNode second = client.untilAnswered("GET", relationshipPath(pair[1], pair[0]));
        if (first == null || second == null) {
            return false;
        }
        if (!afterFromFirst.equals(beforeFromFirst) && seenAs(pair, first, second, afterFromFirst)) {
            tally.applied.incrementAndGet();
            model.put(key(pair[0], pair[1]), afterFromFirst);
            return true;
        } else {
            tally.check(
                    seenAs(pair, first, second, beforeFromFirst),
                    "thread " + number + ": after a failed request " + pair[0] + "<->" + pair[1] + " reads "
                            + first + " and " + second + ", neither " + beforeFromFirst + " nor "
                            + afterFromFirst);
        }
        return false;
    }

    private boolean seenAs(int[] pair, JsonNode first, JsonNode second, PairState fromFirst) {
        return agrees(first.path("data"), fromFirst)
                && agrees(
                        second.path("data"),
                        flip(fromFirst, members.get(pair[0]).isPrivate()));
    }

    private String relationshipPath(int reader, int other) {
        return "/v1/users/" + members.get(other).id() + "/relationship?access_token="
                + Forms.enc(members.get(reader).token());
    }

    private RelationshipAction pickAction() {
        int roll = random.nextInt(20);
        if (roll < 6) {
            return RelationshipAction.FOLLOW;
        }
        if (roll < 9) {
            return RelationshipAction.UNFOLLOW;
        }
        if (roll < 11) {
            return RelationshipAction.BLOCK;
        }
        if (roll < 14) {
            return RelationshipAction.UNBLOCK;
        }
        if (roll < 17) {
            return RelationshipAction.APPROVE;
        }
        return RelationshipAction.DENY;
    }

    private PairState view(int[] pair, boolean fromA) {
        PairState fromFirst = model.get(key(pair[0], pair[1]));
        return fromA ? fromFirst : flip(fromFirst, members.get(pair[0]).isPrivate());
    }
}
