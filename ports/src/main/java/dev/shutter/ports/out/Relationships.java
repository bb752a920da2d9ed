package dev.shutter.ports.out;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/** Follow edges and blocks between users. */
public interface Relationships {

    /** The edge from {@code from} to {@code to}; {@link Edge#NONE} when there is none. */
    Edge edge(UserId from, UserId to);

    /**
     * Sets the edge from {@code from} to {@code to}; {@link Edge#NONE} removes it. {@code at} is when it took
     * this state, and orders the lists; setting the state it already has changes nothing.
     */
    void setEdge(UserId from, UserId to, Edge edge, Instant at);

    /** Whether {@code blocker} blocks {@code blocked}. */
    boolean blocks(UserId blocker, UserId blocked);

    /** Adds or removes the block of {@code blocker} on {@code blocked}. */
    void setBlock(UserId blocker, UserId blocked, boolean blocking);

    /**
     * Both edges and both blocks between {@code me} and {@code them}, read together: what a relationship
     * action starts from. A store over a network answers it in one round trip.
     */
    default PairLinks between(UserId me, UserId them) {
        return new PairLinks(edge(me, them), edge(them, me), blocks(me, them), blocks(them, me));
    }

    /** Every user with a pending request to {@code user}. */
    List<UserId> requestersOf(UserId user);

    /**
     * One page of the edges of {@code user} in {@code direction} with state {@code edge}, newest first,
     * strictly after {@code after}, at most {@code limit} entries; {@code among}, when given, keeps only
     * those other users. A keyset query: a deep page costs what the first does.
     */
    List<EdgeEntry> page(
            UserId user,
            Direction direction,
            Edge edge,
            Option<EdgeCursor> after,
            int limit,
            Option<Set<UserId>> among);

    /** Every user whom {@code blocker} blocks. */
    List<UserId> blockedBy(UserId blocker);

    /** Removes every edge and block of {@code user}, in both directions. */
    void removeAllOf(UserId user);
}
