package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.user.User;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Many threads at once through the use cases: acting on overlapping pairs, then the invariants of
 * docs/spec/DECISIONS.md section 5 checked on the stored state. (Spending one token's budget at once is in {@link
 * RateCountersContract}.)
 */
public abstract class ConcurrencyContract extends StorageContract {

    static final String[] ACTIONS = {"follow", "follow", "unfollow", "block", "unblock", "approve", "deny"};

    /** How many actions each thread performs; adapters over a network may lower it. */
    protected int actionsPerThread() {
        return 300;
    }

    @Test
    @DisplayName("concurrent actions on overlapping pairs leave every invariant intact")
    void invariantsHoldUnderConcurrency() throws Exception {
        // given
        Fixtures f = Fixtures.on(storage);
        var app = f.liveApp("demo");
        List<User> users = new ArrayList<>();
        List<Caller> callers = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            User user = f.user(Integer.toString(1001 + i), "user" + i, i % 2 == 1);
            users.add(user);
            callers.add(f.callerFor(user, app, Endpoint.RELATIONSHIP_POST));
        }
        // when
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<Integer>> done = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            long seed = t;
            done.add(pool.submit(() -> {
                Random random = new Random(seed);
                int accepted = 0;
                for (int i = 0; i < actionsPerThread(); i++) {
                    Caller me = callers.get(random.nextInt(callers.size()));
                    User them = users.get(random.nextInt(users.size()));
                    String action = ACTIONS[random.nextInt(ACTIONS.length)];
                    if (f.shutter
                            .relationships()
                            .change(me, new ChangeRelationshipCommand(them.id().value(), action))
                            .isRight()) {
                        accepted++;
                    }
                }
                return accepted;
            }));
        }
        pool.shutdown();
        assertThat(pool.awaitTermination(5, TimeUnit.MINUTES)).isTrue();
        int accepted = 0;
        for (Future<Integer> future : done) {
            accepted += future.get();
        }
        // then
        assertThat(accepted).isPositive();
        for (User me : users) {
            for (User them : users) {
                if (me.equals(them)) {
                    continue;
                }
                PairState pair = new PairState(
                        storage.relationships().edge(me.id(), them.id()),
                        storage.relationships().edge(them.id(), me.id()),
                        storage.relationships().blocks(me.id(), them.id()),
                        storage.relationships().blocks(them.id(), me.id()),
                        them.isPrivate());
                assertThat(pair.invariantsHold(me.isPrivate()))
                        .as("%s -> %s: %s", me.username(), them.username(), pair)
                        .isTrue();
                boolean follows = pair.outgoingStatus() == Edge.FOLLOWS;
                assertThat(follows)
                        .isEqualTo(storage
                                .relationships()
                                .page(
                                        them.id(),
                                        dev.shutter.ports.out.Direction.INCOMING,
                                        Edge.FOLLOWS,
                                        io.vavr.control.Option.none(),
                                        10,
                                        io.vavr.control.Option.none())
                                .stream()
                                .anyMatch(e -> e.other().equals(me.id())));
            }
        }
    }
}
