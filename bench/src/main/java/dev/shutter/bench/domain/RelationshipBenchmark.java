package dev.shutter.bench.domain;

import dev.shutter.domain.Failure;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.relationship.Relationship;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** One relationship transition (docs/spec/DECISIONS.md section 5), as POST relationship runs it. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RelationshipBenchmark {

    private UserId me;
    private UserId them;
    private PairState strangers;
    private PairState followingWithTheirRequest;
    private PairState blocked;

    @Setup
    public void setUp() {
        me = new UserId("1001");
        them = new UserId("1004");
        strangers = PairState.strangers(false);
        followingWithTheirRequest = new PairState(Edge.FOLLOWS, Edge.REQUESTED, false, false, true);
        blocked = new PairState(Edge.NONE, Edge.NONE, false, true, false);
    }

    /** Following a public stranger: a new edge. */
    @Benchmark
    public Either<Failure, PairState> followAStranger() {
        return Relationship.change(me, them, strangers, RelationshipAction.FOLLOW);
    }

    /** Unfollowing. */
    @Benchmark
    public Either<Failure, PairState> unfollow() {
        return Relationship.change(me, them, followingWithTheirRequest, RelationshipAction.UNFOLLOW);
    }

    /** Approving their pending request. */
    @Benchmark
    public Either<Failure, PairState> approve() {
        return Relationship.change(me, them, followingWithTheirRequest, RelationshipAction.APPROVE);
    }

    /** A refusal: following someone who blocks me. */
    @Benchmark
    public Either<Failure, PairState> followAcrossABlock() {
        return Relationship.change(me, them, blocked, RelationshipAction.FOLLOW);
    }

    /** The whole of what the service does with the wire word: parse the action, then the transition. */
    @Benchmark
    public Either<Failure, PairState> parseAndFollow() {
        return RelationshipAction.parse("follow").flatMap(action -> Relationship.change(me, them, strangers, action));
    }
}
