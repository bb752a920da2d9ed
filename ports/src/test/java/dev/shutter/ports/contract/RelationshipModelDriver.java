package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.IncomingStatus;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntUnaryOperator;

/**
 * Drives relationship actions and privacy switches among four users (the second private at first)
 * through the use cases on a storage, each step chosen by {@code choose} (a seeded random or a fuzzer),
 * and checks after every step that every pair reads as a small reference model written straight from
 * docs/spec/DECISIONS.md section 5 says, and that the section's invariants hold on what the use cases answer.
 */
public final class RelationshipModelDriver {

    static final int USERS = 4;
    static final List<String> ACTIONS =
            List.of("follow", "unfollow", "block", "unblock", "approve", "deny", "ignore", "private", "public");

    /** One step: user {@code me} acts on {@code them}, or (with action "private"/"public") switches. */
    record Step(int me, int them, String action) {}

    private final Fixtures f;
    private final List<Caller> callers = new ArrayList<>();
    private final Model model = new Model();
    private final List<Step> done = new ArrayList<>();

    /** Four users and a live app on {@code storage}, which must be empty. */
    public RelationshipModelDriver(Storage storage) {
        f = Fixtures.on(storage);
        var app = f.liveApp("demo");
        for (int i = 0; i < USERS; i++) {
            callers.add(f.callerFor(f.user(id(i), "user" + i, i == 1), app, Endpoint.RELATIONSHIP_POST));
        }
        model.privateUsers.add(1);
    }

    /** Chooses a step with {@code choose} ({@code applyAsInt(n)} answers 0 to n - 1), does it, checks. */
    public void step(IntUnaryOperator choose) {
        Step step = new Step(
                choose.applyAsInt(USERS), choose.applyAsInt(USERS), ACTIONS.get(choose.applyAsInt(ACTIONS.size())));
        done.add(step);
        if (step.action().equals("private") || step.action().equals("public")) {
            boolean nowPrivate = step.action().equals("private");
            Commands.privacy(f.shutter.operator(), id(step.me()), nowPrivate).get();
            model.setPrivate(step.me(), nowPrivate);
        } else {
            Either<Failure, Edge> actual = f.shutter
                    .relationships()
                    .change(callers.get(step.me()), Commands.change(id(step.them()), step.action()));
            Either<Class<?>, Edge> expected = model.act(step.me(), step.them(), step.action());
            assertThat(actual.mapLeft(Object::getClass)).as("after %s", done).isEqualTo(expected);
        }
        checkEveryPair();
    }

    /** How many steps were done and checked against the model so far. */
    public int stepsChecked() {
        return done.size();
    }

    private void checkEveryPair() {
        RelationshipView[][] views = new RelationshipView[USERS][USERS];
        for (int me = 0; me < USERS; me++) {
            for (int them = 0; them < USERS; them++) {
                if (me != them) {
                    views[me][them] = f.shutter
                            .relationships()
                            .read(callers.get(me), new UserId(id(them)))
                            .get();
                    assertThat(views[me][them])
                            .as("after %s, %d -> %d", done, me, them)
                            .isEqualTo(model.view(me, them));
                }
            }
        }
        for (int me = 0; me < USERS; me++) {
            for (int them = 0; them < USERS; them++) {
                if (me != them) {
                    checkInvariants(views[me][them], views[them][me], me, them);
                }
            }
        }
    }

    /** docs/spec/DECISIONS.md section 5's invariants, on the answers alone. */
    private void checkInvariants(RelationshipView mine, RelationshipView theirs, int me, int them) {
        String where = "after " + done + ", " + me + " -> " + them;
        if (mine.incomingStatus() == IncomingStatus.BLOCKED_BY_YOU) {
            assertThat(mine.outgoingStatus())
                    .as("no edge across a block, " + where)
                    .isEqualTo(Edge.NONE);
            assertThat(theirs.outgoingStatus())
                    .as("no edge across a block, " + where)
                    .isEqualTo(Edge.NONE);
        }
        if (mine.outgoingStatus() == Edge.REQUESTED) {
            assertThat(mine.targetUserIsPrivate())
                    .as("a request only towards a private user, " + where)
                    .isTrue();
        }
        assertThat(mine.outgoingStatus() == Edge.FOLLOWS)
                .as("follows exactly when they see followed_by, " + where)
                .isEqualTo(theirs.incomingStatus() == IncomingStatus.FOLLOWED_BY);
    }

    private static String id(int i) {
        return Integer.toString(2001 + i);
    }

    /** Section 5, written out plainly. */
    static final class Model {
        final Map<List<Integer>, Edge> edges = new HashMap<>();
        final Set<List<Integer>> blocks = new HashSet<>();
        final Set<Integer> privateUsers = new HashSet<>();

        /** A model in the same state, changed apart from this one. */
        Model copy() {
            Model copy = new Model();
            copy.edges.putAll(edges);
            copy.blocks.addAll(blocks);
            copy.privateUsers.addAll(privateUsers);
            return copy;
        }

        Edge edge(int from, int to) {
            return edges.getOrDefault(List.of(from, to), Edge.NONE);
        }

        void setEdge(int from, int to, Edge edge) {
            if (edge == Edge.NONE) {
                edges.remove(List.of(from, to));
            } else {
                edges.put(List.of(from, to), edge);
            }
        }

        Either<Class<?>, Edge> act(int me, int them, String action) {
            if (me == them) {
                return Either.left(Failure.ActionOnSelf.class);
            }
            boolean blocked = blocks.contains(List.of(me, them)) || blocks.contains(List.of(them, me));
            switch (action) {
                case "follow" -> {
                    if (blocked) {
                        return Either.left(Failure.NotAllowedToFollow.class);
                    }
                    if (edge(me, them) == Edge.NONE) {
                        setEdge(me, them, privateUsers.contains(them) ? Edge.REQUESTED : Edge.FOLLOWS);
                    }
                }
                case "unfollow" -> setEdge(me, them, Edge.NONE);
                case "block" -> {
                    blocks.add(List.of(me, them));
                    setEdge(me, them, Edge.NONE);
                    setEdge(them, me, Edge.NONE);
                }
                case "unblock" -> blocks.remove(List.of(me, them));
                default -> {
                    if (edge(them, me) != Edge.REQUESTED) {
                        return Either.left(Failure.NoPendingRequest.class);
                    }
                    setEdge(them, me, action.equals("approve") ? Edge.FOLLOWS : Edge.NONE);
                }
            }
            return Either.right(edge(me, them));
        }

        void setPrivate(int user, boolean nowPrivate) {
            if (privateUsers.contains(user) && !nowPrivate) {
                for (int other = 0; other < USERS; other++) {
                    if (edge(other, user) == Edge.REQUESTED) {
                        setEdge(other, user, Edge.FOLLOWS);
                    }
                }
            }
            if (nowPrivate) {
                privateUsers.add(user);
            } else {
                privateUsers.remove(user);
            }
        }

        RelationshipView view(int me, int them) {
            IncomingStatus incoming;
            if (blocks.contains(List.of(me, them))) {
                incoming = IncomingStatus.BLOCKED_BY_YOU;
            } else if (edge(them, me) == Edge.FOLLOWS) {
                incoming = IncomingStatus.FOLLOWED_BY;
            } else if (edge(them, me) == Edge.REQUESTED) {
                incoming = IncomingStatus.REQUESTED_BY;
            } else {
                incoming = IncomingStatus.NONE;
            }
            return new RelationshipView(edge(me, them), incoming, privateUsers.contains(them));
        }
    }
}
