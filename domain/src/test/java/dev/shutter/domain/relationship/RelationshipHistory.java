package dev.shutter.domain.relationship;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntUnaryOperator;

/**
 * One history of relationship actions among a few users, some private, who switch between private and
 * public: each step is chosen by {@code choose} (a seeded {@link java.util.Random} or the fuzzer), applied to
 * the world the domain rules keep and to a reference model written straight from docs/spec/DECISIONS.md section 5, and
 * then the two must agree and the section's invariants must hold.
 */
final class RelationshipHistory {

    /** An ordered pair of users: an edge or a block from {@code from} to {@code to}. */
    record Arrow(UserId from, UserId to) {}

    sealed interface Step {
        record Act(UserId me, UserId them, RelationshipAction action) implements Step {}

        record TurnPublic(UserId user) implements Step {}

        record TurnPrivate(UserId user) implements Step {}
    }

    /** The state as the domain rules keep it: edges, blocks and private users, read into and out of PairState. */
    static final class World {
        final Map<Arrow, Edge> edges = new HashMap<>();
        final Set<Arrow> blocks = new HashSet<>();
        final Set<UserId> privateUsers = new HashSet<>();

        Edge edge(UserId from, UserId to) {
            return edges.getOrDefault(new Arrow(from, to), Edge.NONE);
        }

        PairState pair(UserId me, UserId them) {
            return new PairState(
                    edge(me, them),
                    edge(them, me),
                    blocks.contains(new Arrow(me, them)),
                    blocks.contains(new Arrow(them, me)),
                    privateUsers.contains(them));
        }

        void write(UserId me, UserId them, PairState after) {
            edges.put(new Arrow(me, them), after.mine());
            edges.put(new Arrow(them, me), after.theirs());
            setBlock(new Arrow(me, them), after.iBlock());
            setBlock(new Arrow(them, me), after.theyBlock());
        }

        private void setBlock(Arrow arrow, boolean blocked) {
            if (blocked) {
                blocks.add(arrow);
            } else {
                blocks.remove(arrow);
            }
        }

        Either<Failure, PairState> act(UserId me, UserId them, RelationshipAction action) {
            Either<Failure, PairState> result = Relationship.change(me, them, pair(me, them), action);
            result.forEach(after -> write(me, them, after));
            return result;
        }

        void turnPublic(UserId user, List<UserId> everyone) {
            for (UserId other : everyone) {
                if (!other.equals(user)) {
                    PairState after = pair(other, user).afterTheyTurnPublic();
                    assertThat(after.theyArePrivate()).isFalse();
                    write(other, user, after);
                }
            }
            privateUsers.remove(user);
        }
    }

    /** Section 5 written directly: sets of follows, requests and blocks. Shares no code with the domain rules. */
    static final class ReferenceModel {
        final Set<Arrow> follows = new HashSet<>();
        final Set<Arrow> requests = new HashSet<>();
        final Set<Arrow> blocks = new HashSet<>();
        final Set<UserId> privateUsers = new HashSet<>();

        /** Applies the action; the failure it must be refused with, if any (then nothing changed). */
        Option<Failure> act(UserId me, UserId them, RelationshipAction action) {
            if (me.equals(them)) {
                return Option.some(new Failure.ActionOnSelf());
            }
            Arrow mine = new Arrow(me, them);
            Arrow theirs = new Arrow(them, me);
            switch (action) {
                case FOLLOW -> {
                    if (blocks.contains(mine) || blocks.contains(theirs)) {
                        return Option.some(new Failure.NotAllowedToFollow());
                    }
                    if (!follows.contains(mine) && !requests.contains(mine)) {
                        (privateUsers.contains(them) ? requests : follows).add(mine);
                    }
                }
                case UNFOLLOW -> {
                    follows.remove(mine);
                    requests.remove(mine);
                }
                case BLOCK -> {
                    blocks.add(mine);
                    follows.remove(mine);
                    follows.remove(theirs);
                    requests.remove(mine);
                    requests.remove(theirs);
                }
                case UNBLOCK -> blocks.remove(mine);
                case APPROVE, DENY -> {
                    if (!requests.remove(theirs)) {
                        return Option.some(new Failure.NoPendingRequest());
                    }
                    if (action == RelationshipAction.APPROVE) {
                        follows.add(theirs);
                    }
                }
            }
            return Option.none();
        }

        /** How many pending requests turning public approved. */
        int turnPublic(UserId user) {
            privateUsers.remove(user);
            List<Arrow> pending =
                    requests.stream().filter(a -> a.to().equals(user)).toList();
            requests.removeAll(pending);
            follows.addAll(pending);
            return pending.size();
        }

        Edge edge(UserId from, UserId to) {
            Arrow arrow = new Arrow(from, to);
            return follows.contains(arrow) ? Edge.FOLLOWS : requests.contains(arrow) ? Edge.REQUESTED : Edge.NONE;
        }

        IncomingStatus incoming(UserId me, UserId them) {
            if (blocks.contains(new Arrow(me, them))) {
                return IncomingStatus.BLOCKED_BY_YOU;
            }
            if (follows.contains(new Arrow(them, me))) {
                return IncomingStatus.FOLLOWED_BY;
            }
            return requests.contains(new Arrow(them, me)) ? IncomingStatus.REQUESTED_BY : IncomingStatus.NONE;
        }
    }

    /** What one step did: the step, and the domain's answer when it was an action. */
    record Outcome(Step step, Option<Either<Failure, PairState>> result, int approvedByTurningPublic) {}

    private final IntUnaryOperator choose;
    private final List<UserId> users = new ArrayList<>();
    private final World world = new World();
    private final ReferenceModel model = new ReferenceModel();
    private final List<Step> done = new ArrayList<>();

    /**
     * A history among three to five users, each private or not as {@code choose} says; {@code
     * choose.applyAsInt(n)} answers a number from 0 to n - 1.
     */
    RelationshipHistory(IntUnaryOperator choose) {
        this.choose = choose;
        int count = 3 + choose.applyAsInt(3);
        for (int i = 0; i < count; i++) {
            UserId user = new UserId(Integer.toString(1001 + i));
            users.add(user);
            if (choose.applyAsInt(2) == 1) {
                world.privateUsers.add(user);
                model.privateUsers.add(user);
            }
        }
    }

    /** Chooses one step, does it, and checks agreement and the invariants. */
    Outcome step() {
        Step step = nextStep();
        done.add(step);
        String history = "after " + done;
        Option<Either<Failure, PairState>> answer = Option.none();
        int approved = 0;
        if (step instanceof Step.Act act) {
            Either<Failure, PairState> result = world.act(act.me(), act.them(), act.action());
            Option<Failure> expected = model.act(act.me(), act.them(), act.action());
            assertThat(result.isLeft()).as(history).isEqualTo(expected.isDefined());
            if (result.isLeft()) {
                assertThat(result.getLeft()).as(history).isEqualTo(expected.get());
            } else {
                assertThat(result.get().outgoingStatus())
                        .as("POST answers outgoing_status, " + history)
                        .isEqualTo(model.edge(act.me(), act.them()));
            }
            answer = Option.some(result);
        } else if (step instanceof Step.TurnPublic turn) {
            world.turnPublic(turn.user(), users);
            approved = model.turnPublic(turn.user());
        } else if (step instanceof Step.TurnPrivate turn) {
            world.privateUsers.add(turn.user());
            model.privateUsers.add(turn.user());
        }
        assertAgreement(world, model, users, history);
        assertInvariants(world, users, history);
        return new Outcome(step, answer, approved);
    }

    private Step nextStep() {
        UserId someone = users.get(choose.applyAsInt(users.size()));
        int kind = choose.applyAsInt(100);
        if (kind < 8) {
            return new Step.TurnPublic(someone);
        } else if (kind < 14) {
            return new Step.TurnPrivate(someone);
        }
        UserId other = choose.applyAsInt(12) == 0 ? someone : otherThan(someone);
        return new Step.Act(someone, other, nextAction());
    }

    private UserId otherThan(UserId someone) {
        int at = users.indexOf(someone);
        return users.get((at + 1 + choose.applyAsInt(users.size() - 1)) % users.size());
    }

    private RelationshipAction nextAction() {
        int roll = choose.applyAsInt(100);
        if (roll < 30) {
            return RelationshipAction.FOLLOW;
        } else if (roll < 40) {
            return RelationshipAction.UNFOLLOW;
        } else if (roll < 48) {
            return RelationshipAction.BLOCK;
        } else if (roll < 58) {
            return RelationshipAction.UNBLOCK;
        } else if (roll < 83) {
            return RelationshipAction.APPROVE;
        }
        return RelationshipAction.DENY;
    }

    private static void assertAgreement(World world, ReferenceModel model, List<UserId> users, String history) {
        assertThat(world.privateUsers).as(history).isEqualTo(model.privateUsers);
        for (UserId a : users) {
            for (UserId b : users) {
                String where = a + "->" + b + " " + history;
                assertThat(world.edge(a, b)).as("edge " + where).isEqualTo(model.edge(a, b));
                assertThat(world.blocks.contains(new Arrow(a, b)))
                        .as("block " + where)
                        .isEqualTo(model.blocks.contains(new Arrow(a, b)));
                if (!a.equals(b)) {
                    RelationshipView view = RelationshipView.of(world.pair(a, b));
                    assertThat(view.outgoingStatus()).as("outgoing " + where).isEqualTo(model.edge(a, b));
                    assertThat(view.incomingStatus()).as("incoming " + where).isEqualTo(model.incoming(a, b));
                    assertThat(view.targetUserIsPrivate())
                            .as("private " + where)
                            .isEqualTo(model.privateUsers.contains(b));
                }
            }
        }
    }

    private static void assertInvariants(World world, List<UserId> users, String history) {
        for (UserId a : users) {
            assertThat(world.edge(a, a)).as("no edge to oneself, " + history).isEqualTo(Edge.NONE);
            assertThat(world.blocks).as(history).doesNotContain(new Arrow(a, a));
            for (UserId b : users) {
                if (a.equals(b)) {
                    continue;
                }
                String where = a + "->" + b + " " + history;
                boolean blocked = world.blocks.contains(new Arrow(a, b)) || world.blocks.contains(new Arrow(b, a));
                if (blocked) {
                    assertThat(world.edge(a, b))
                            .as("no edge across a block " + where)
                            .isEqualTo(Edge.NONE);
                }
                if (world.edge(a, b) == Edge.REQUESTED) {
                    assertThat(world.privateUsers)
                            .as("a request only to a private user " + where)
                            .contains(b);
                }
                boolean iFollow = world.pair(a, b).outgoingStatus() == Edge.FOLLOWS;
                boolean theySeeMeFollowing = world.pair(b, a).incomingStatus() == IncomingStatus.FOLLOWED_BY;
                assertThat(iFollow)
                        .as("outgoing follows exactly when incoming followed_by seen from them " + where)
                        .isEqualTo(theySeeMeFollowing);
                assertThat(world.pair(a, b).invariantsHold(world.privateUsers.contains(a)))
                        .as("PairState.invariantsHold " + where)
                        .isTrue();
            }
        }
    }
}
