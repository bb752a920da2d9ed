package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.out.Storage;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two writes on one pair at once, through the use cases, end as if one had run after the other: for each of
 * {@value #TRIES} seeded tries, two fresh users (the second private or public by the seed) are brought to a
 * random state one step at a time, then two random steps race, started together: a follow, unfollow, block,
 * unblock, approve or deny of either user on the other, or either user turning private or public (which
 * approves the requests to them). Both answers and the pair as each user then reads it must be what the
 * reference model of docs/spec/DECISIONS.md section 5 ({@link RelationshipModelDriver.Model}) gives for one order
 * of the two steps or the other. Every state the model reaches keeps the section's invariants (no edge across a
 * block, a request only towards a private user, follows exactly when followed by), so the stored state keeps
 * them too. The base seed is fixed; {@code -Dshutter.seed=N} explores others.
 */
public abstract class PairRaceContract {

    private static final int TRIES = 60;
    private static final int MAX_SETUP_STEPS = 5;
    private static final List<String> ACTIONS =
            List.of("follow", "follow", "unfollow", "block", "unblock", "approve", "deny", "private", "public");

    /** A new, empty storage, for all the tries. */
    protected abstract Storage newStorage();

    /** One user's step: an action on the other user, or a privacy switch of their own. */
    private record Step(int me, String action) {

        boolean switchesPrivacy() {
            return action.equals("private") || action.equals("public");
        }

        @Override
        public String toString() {
            return me + " " + action;
        }
    }

    /** What a step answered (the edge, or the failure's class), the privacy switches answering nothing. */
    private record Outcome(Object first, Object second, RelationshipView zeroSeesOne, RelationshipView oneSeesZero) {}

    @Test
    @DisplayName("two writes racing on one pair end as one order or the other of the model")
    void racesEndAsOneOrderOrTheOther() throws Exception {
        long base = Long.getLong("shutter.seed", 20_261_128L);
        try (Storage storage = newStorage()) {
            Fixtures f = Fixtures.on(storage);
            AppCreated app = f.liveApp("race");
            int raced = 0;
            for (int t = 0; t < TRIES; t++) {
                long seed = base + t * 0x9E37_79B9_7F4A_7C15L;
                try {
                    race(f, app, t, new Random(seed));
                    raced++;
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError("try " + t + " (seed " + seed + ") failed: " + e.getMessage(), e);
                }
            }
            assertThat(raced).isEqualTo(TRIES);
        }
    }

    private static void race(Fixtures f, AppCreated app, int t, Random random) throws Exception {
        // given: two fresh users, the second private or not, in a random state reached one step at a time
        RelationshipModelDriver.Model model = new RelationshipModelDriver.Model();
        boolean secondPrivate = random.nextBoolean();
        User[] users = {
            f.user(String.valueOf(5001 + 2 * t), "racer" + 2 * t, false),
            f.user(String.valueOf(5002 + 2 * t), "racer" + (2 * t + 1), secondPrivate)
        };
        if (secondPrivate) {
            model.privateUsers.add(1);
        }
        Caller[] callers = {
            f.callerFor(users[0], app, Endpoint.RELATIONSHIP_POST),
            f.callerFor(users[1], app, Endpoint.RELATIONSHIP_POST)
        };
        int setup = random.nextInt(MAX_SETUP_STEPS + 1);
        for (int s = 0; s < setup; s++) {
            Step step = step(random);
            assertThat(act(f, users, callers, step)).as("setup %s", step).isEqualTo(expect(model, step));
        }
        Step first = step(random);
        Step second = step(random);
        // when: both at once
        CyclicBarrier start = new CyclicBarrier(2);
        List<Object> answers = StorageContract.concurrently(2, i -> {
            start.await(10, TimeUnit.SECONDS);
            return act(f, users, callers, i == 0 ? first : second);
        });
        Outcome actual = new Outcome(
                answers.get(0), answers.get(1), view(f, callers[0], users[1]), view(f, callers[1], users[0]));
        // then: as the model after one order or the other
        Outcome firstThenSecond = ordered(model.copy(), first, second, false);
        Outcome secondThenFirst = ordered(model.copy(), second, first, true);
        assertThat(actual)
                .as(
                        "%s and %s raced from %s",
                        first, second, model.edges + " blocks " + model.blocks + " private " + model.privateUsers)
                .isIn(firstThenSecond, secondThenFirst);
    }

    private static Step step(Random random) {
        return new Step(random.nextInt(2), ACTIONS.get(random.nextInt(ACTIONS.size())));
    }

    /** The step done through the use cases: its edge or its failure's class; a privacy switch, its user's privacy. */
    private static Object act(Fixtures f, User[] users, Caller[] callers, Step step) {
        if (step.switchesPrivacy()) {
            return Commands.privacy(
                            f.shutter.operator(),
                            users[step.me()].id().value(),
                            step.action().equals("private"))
                    .get()
                    .isPrivate();
        }
        return f.shutter
                .relationships()
                .change(
                        callers[step.me()],
                        Commands.change(users[1 - step.me()].id().value(), step.action()))
                .mapLeft(Object::getClass);
    }

    /** What the model answers to the step, changing as it says. */
    private static Object expect(RelationshipModelDriver.Model model, Step step) {
        if (step.switchesPrivacy()) {
            boolean nowPrivate = step.action().equals("private");
            model.setPrivate(step.me(), nowPrivate);
            return nowPrivate;
        }
        return model.act(step.me(), 1 - step.me(), step.action());
    }

    private static Outcome ordered(RelationshipModelDriver.Model model, Step before, Step after, boolean swapped) {
        Object a = expect(model, before);
        Object b = expect(model, after);
        return new Outcome(swapped ? b : a, swapped ? a : b, model.view(0, 1), model.view(1, 0));
    }

    private static RelationshipView view(Fixtures f, Caller me, User them) {
        return Objects.requireNonNull(f.shutter
                .relationships()
                .read(me, new UserId(them.id().value()))
                .get());
    }
}
