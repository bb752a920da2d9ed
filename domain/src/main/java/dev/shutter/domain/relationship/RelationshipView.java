package dev.shutter.domain.relationship;

/** What GET relationship answers. */
public record RelationshipView(Edge outgoingStatus, IncomingStatus incomingStatus, boolean targetUserIsPrivate) {

    /** The view of {@code state} from its first user. */
    public static RelationshipView of(PairState state) {
        return new RelationshipView(state.outgoingStatus(), state.incomingStatus(), state.theyArePrivate());
    }
}
