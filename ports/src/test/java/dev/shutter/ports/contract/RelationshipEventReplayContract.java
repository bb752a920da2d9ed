package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.event.Blocked;
import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.FollowRequested;
import dev.shutter.domain.event.Followed;
import dev.shutter.domain.event.PairEvent;
import dev.shutter.domain.event.RequestDenied;
import dev.shutter.domain.event.RequestWithdrawn;
import dev.shutter.domain.event.Unblocked;
import dev.shutter.domain.event.Unfollowed;
import dev.shutter.domain.event.UserPrivacyChanged;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.out.PairLinks;
import dev.shutter.ports.out.Storage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The events say everything that changed: random sequences of relationship actions and privacy switches
 * among four users, through the use cases; after every step the events so far, replayed onto an empty
 * model, give the store's edges, blocks and privacy. Replaying also checks that each event describes a
 * change (an {@code Unfollowed} of an edge that was a follow, a {@code Blocked} of a pair not blocked).
 * A seeded loop: a failure names its seed, and {@code -Dshutter.replay.seed=N} runs that one alone.
 */
public abstract class RelationshipEventReplayContract {

    static final int USERS = 4;
    static final int SEQUENCES = 12;
    static final int STEPS = 30;
    static final List<String> ACTIONS =
            List.of("follow", "unfollow", "block", "unblock", "approve", "deny", "ignore", "private", "public");

    /** A new, empty storage for each sequence. */
    protected abstract Storage newStorage();

    @Test
    @DisplayName("after every step, the events replayed onto an empty model give the store's state")
    void eventsReplayToTheStoresState() {
        String only = System.getProperty("shutter.replay.seed");
        long first = only != null ? Long.parseLong(only) : 1;
        long last = only != null ? first : SEQUENCES;
        for (long seed = first; seed <= last; seed++) {
            try (Storage storage = newStorage()) {
                runSequence(storage, seed);
            }
        }
    }

    private void runSequence(Storage storage, long seed) {
        Random random = new Random(seed);
        Fixtures f = Fixtures.on(storage);
        AppCreated app = f.liveApp("demo");
        List<Caller> callers = new ArrayList<>();
        for (int i = 0; i < USERS; i++) {
            callers.add(f.callerFor(f.user(id(i), "user" + i), app, Endpoint.RELATIONSHIP_POST));
        }
        EventProbe probe = EventProbe.on(f, "2999");
        Replayed model = new Replayed();
        for (int step = 0; step < STEPS; step++) {
            int me = random.nextInt(USERS);
            int them = random.nextInt(USERS);
            String action = ACTIONS.get(random.nextInt(ACTIONS.size()));
            String where = "seed " + seed + ", step " + step + ": " + me + " " + action + " " + them;
            if (action.equals("private") || action.equals("public")) {
                Commands.privacy(f.shutter.operator(), id(me), action.equals("private"))
                        .get();
            } else {
                f.shutter.relationships().change(callers.get(me), Commands.change(id(them), action));
            }
            for (DomainEvent event : probe.newEvents()) {
                model.apply(event, where);
            }
            for (int a = 0; a < USERS; a++) {
                UserId user = new UserId(id(a));
                assertThat(storage.users().find(user).get().isPrivate())
                        .as("%s: privacy of %s", where, user)
                        .isEqualTo(model.privateUsers.contains(user));
                for (int b = 0; b < USERS; b++) {
                    if (a != b) {
                        UserId other = new UserId(id(b));
                        assertThat(storage.relationships().between(user, other))
                                .as("%s: %s -> %s", where, user, other)
                                .isEqualTo(model.links(user, other));
                    }
                }
            }
        }
    }

    private static String id(int i) {
        return Integer.toString(2001 + i);
    }

    /** What the events alone say: edges, blocks and private users, from nothing. */
    static final class Replayed {
        final Map<List<UserId>, Edge> edges = new HashMap<>();
        final Set<List<UserId>> blocks = new HashSet<>();
        final Set<UserId> privateUsers = new HashSet<>();

        PairLinks links(UserId me, UserId them) {
            return new PairLinks(
                    edge(me, them),
                    edge(them, me),
                    blocks.contains(List.of(me, them)),
                    blocks.contains(List.of(them, me)));
        }

        void apply(DomainEvent event, String where) {
            if (event instanceof UserPrivacyChanged changed) {
                assertThat(privateUsers.contains(changed.user()))
                        .as("%s: %s changes the privacy", where, event)
                        .isNotEqualTo(changed.isPrivate());
                if (changed.isPrivate()) {
                    privateUsers.add(changed.user());
                } else {
                    privateUsers.remove(changed.user());
                }
                return;
            }
            PairEvent pair = (PairEvent) event;
            UserId from = pair.from();
            UserId to = pair.to();
            Edge before = edge(from, to);
            if (event instanceof FollowRequested) {
                expect(before == Edge.NONE && privateUsers.contains(to), event, where);
                setEdge(from, to, Edge.REQUESTED);
            } else if (event instanceof Followed) {
                expect(before != Edge.FOLLOWS, event, where);
                setEdge(from, to, Edge.FOLLOWS);
            } else if (event instanceof Unfollowed) {
                expect(before == Edge.FOLLOWS, event, where);
                setEdge(from, to, Edge.NONE);
            } else if (event instanceof RequestWithdrawn || event instanceof RequestDenied) {
                expect(before == Edge.REQUESTED, event, where);
                setEdge(from, to, Edge.NONE);
            } else if (event instanceof Blocked) {
                expect(blocks.add(List.of(from, to)), event, where);
                setEdge(from, to, Edge.NONE);
                setEdge(to, from, Edge.NONE);
            } else if (event instanceof Unblocked) {
                expect(blocks.remove(List.of(from, to)), event, where);
            } else {
                throw new AssertionError(where + ": not a relationship event: " + event);
            }
        }

        private Edge edge(UserId from, UserId to) {
            return edges.getOrDefault(List.of(from, to), Edge.NONE);
        }

        private void setEdge(UserId from, UserId to, Edge edge) {
            if (edge == Edge.NONE) {
                edges.remove(List.of(from, to));
            } else {
                edges.put(List.of(from, to), edge);
            }
        }

        private static void expect(boolean changes, DomainEvent event, String where) {
            assertThat(changes).as("%s: %s describes a change", where, event).isTrue();
        }
    }
}
