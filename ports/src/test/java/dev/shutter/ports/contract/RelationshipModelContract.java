package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.IncomingStatus;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random sequences of relationship actions and privacy switches among four users, through the use cases,
 * agree at every step with a small reference model written straight from DECISIONS section 5.
 */
public abstract class RelationshipModelContract {

    static final int USERS = 4;
    static final List<String> ACTIONS = List.of("follow", "unfollow", "block", "unblock", "approve", "deny", "ignore");

    /** A new, empty storage for each try. */
    protected abstract Storage newStorage();

    /** One step: user {@code me} acts on {@code them}, or (with action "private"/"public") switches. */
    record Step(int me, int them, String action) {}

    @Provide
    Arbitrary<List<Step>> steps() {
        List<String> all = new ArrayList<>(ACTIONS);
        all.addAll(List.of("private", "public"));
        Arbitrary<String> action = Arbitraries.of(all);
        Arbitrary<Step> step = Combinators.combine(
                        Arbitraries.integers().between(0, USERS - 1),
                        Arbitraries.integers().between(0, USERS - 1),
                        action)
                .as(Step::new);
        return step.list().ofMinSize(1).ofMaxSize(40);
    }

    @Property(tries = 60)
    void useCasesAgreeWithTheModel(@ForAll("steps") List<Step> steps) {
        try (Storage storage = newStorage()) {
            Fixtures f = Fixtures.on(storage);
            var app = f.liveApp("demo");
            List<Caller> callers = new ArrayList<>();
            for (int i = 0; i < USERS; i++) {
                callers.add(f.callerFor(f.user(id(i), "user" + i, i == 1), app, Endpoint.RELATIONSHIP_POST));
            }
            Model model = new Model();
            model.privateUsers.add(1);
            for (Step step : steps) {
                if (step.action().equals("private") || step.action().equals("public")) {
                    boolean nowPrivate = step.action().equals("private");
                    f.shutter.operator().setPrivate(id(step.me()), nowPrivate).get();
                    model.setPrivate(step.me(), nowPrivate);
                } else {
                    Either<Failure, Edge> actual = f.shutter
                            .relationships()
                            .change(
                                    callers.get(step.me()),
                                    new ChangeRelationshipCommand(id(step.them()), step.action()));
                    Either<Class<?>, Edge> expected = model.act(step.me(), step.them(), step.action());
                    assertThat(actual.mapLeft(Object::getClass)).as("%s", step).isEqualTo(expected);
                }
                for (int me = 0; me < USERS; me++) {
                    for (int them = 0; them < USERS; them++) {
                        if (me != them) {
                            assertThat(f.shutter
                                            .relationships()
                                            .read(callers.get(me), id(them))
                                            .get())
                                    .as("after %s, %d -> %d", step, me, them)
                                    .isEqualTo(model.view(me, them));
                        }
                    }
                }
            }
        }
    }

    private static String id(int i) {
        return Integer.toString(2001 + i);
    }

    /** Section 5, written out plainly. */
    static final class Model {
        final Map<List<Integer>, Edge> edges = new HashMap<>();
        final Set<List<Integer>> blocks = new HashSet<>();
        final Set<Integer> privateUsers = new HashSet<>();

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
