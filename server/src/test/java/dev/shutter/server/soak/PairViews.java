package dev.shutter.server.soak;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.domain.relationship.PairState;

/** A pair of the soak's members as the threads' models keep it (from its first side) and as the API shows it. */
final class PairViews {

    private PairViews() {}

    /** The model's key of the pair (a, b), a before b. */
    static String key(int a, int b) {
        return a + "-" + b;
    }

    /** The same pair seen from the other side; {@code otherIsPrivate} is whether the first side is. */
    static PairState flip(PairState state, boolean otherIsPrivate) {
        return new PairState(state.theirs(), state.mine(), state.theyBlock(), state.iBlock(), otherIsPrivate);
    }

    /** Whether a GET relationship's data says what {@code state} says. */
    static boolean agrees(JsonNode data, PairState state) {
        return data.path("outgoing_status")
                        .asText()
                        .equals(state.outgoingStatus().wireName())
                && data.path("incoming_status")
                        .asText()
                        .equals(state.incomingStatus().wireName())
                && data.path("target_user_is_private").asBoolean() == state.theyArePrivate()
                && data.path("target_user_is_private").isBoolean();
    }
}
