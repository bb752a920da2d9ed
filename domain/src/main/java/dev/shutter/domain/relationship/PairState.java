package dev.shutter.domain.relationship;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;

/**
 * Everything the relationship rules know about an ordered pair (me, them), docs/spec/DECISIONS.md section 5: my edge
 * to them, their edge to me, the blocks each way, and whether they are private.
 */
public record PairState(Edge mine, Edge theirs, boolean iBlock, boolean theyBlock, boolean theyArePrivate) {

    public PairState {
        if (mine == null || theirs == null) {
            throw new IllegalArgumentException("edges are never null; use Edge.NONE");
        }
    }

    /** Two strangers: no edges, no blocks. */
    public static PairState strangers(boolean theyArePrivate) {
        return new PairState(Edge.NONE, Edge.NONE, false, false, theyArePrivate);
    }

    /** {@code outgoing_status}: my edge. */
    public Edge outgoingStatus() {
        return mine;
    }

    /** {@code incoming_status}: a block of mine first, then their follow, then their request. */
    public IncomingStatus incomingStatus() {
        if (iBlock) {
            return IncomingStatus.BLOCKED_BY_YOU;
        }
        return switch (theirs) {
            case FOLLOWS -> IncomingStatus.FOLLOWED_BY;
            case REQUESTED -> IncomingStatus.REQUESTED_BY;
            case NONE -> IncomingStatus.NONE;
        };
    }

    /**
     * The state after {@code action}, or why it is refused. Acting on oneself is checked by {@link
     * Relationship#change}, which knows both ids.
     */
    public Either<Failure, PairState> apply(RelationshipAction action) {
        return switch (action) {
            case FOLLOW -> follow();
            case UNFOLLOW -> Either.right(withMine(Edge.NONE));
            case BLOCK -> Either.right(new PairState(Edge.NONE, Edge.NONE, true, theyBlock, theyArePrivate));
            case UNBLOCK -> Either.right(new PairState(mine, theirs, false, theyBlock, theyArePrivate));
            case APPROVE -> answerRequest(Edge.FOLLOWS);
            case DENY -> answerRequest(Edge.NONE);
        };
    }

    /** The same pair after they turned public: my pending request to them is approved. */
    public PairState afterTheyTurnPublic() {
        Edge approved = mine == Edge.REQUESTED ? Edge.FOLLOWS : mine;
        return new PairState(approved, theirs, iBlock, theyBlock, false);
    }

    /**
     * Whether the invariants of section 5 hold, given whether I am private: no edge across a block, and a
     * request only towards a private user.
     */
    public boolean invariantsHold(boolean iAmPrivate) {
        boolean blocked = iBlock || theyBlock;
        boolean noEdgeAcrossBlock = !blocked || (mine == Edge.NONE && theirs == Edge.NONE);
        boolean myRequestToPrivate = mine != Edge.REQUESTED || theyArePrivate;
        boolean theirRequestToPrivate = theirs != Edge.REQUESTED || iAmPrivate;
        return noEdgeAcrossBlock && myRequestToPrivate && theirRequestToPrivate;
    }

    private Either<Failure, PairState> follow() {
        if (iBlock || theyBlock) {
            return Either.left(new Failure.NotAllowedToFollow());
        }
        if (mine != Edge.NONE) {
            return Either.right(this);
        }
        return Either.right(withMine(theyArePrivate ? Edge.REQUESTED : Edge.FOLLOWS));
    }

    private Either<Failure, PairState> answerRequest(Edge answer) {
        if (theirs != Edge.REQUESTED) {
            return Either.left(new Failure.NoPendingRequest());
        }
        return Either.right(new PairState(mine, answer, iBlock, theyBlock, theyArePrivate));
    }

    private PairState withMine(Edge edge) {
        return new PairState(edge, theirs, iBlock, theyBlock, theyArePrivate);
    }
}
