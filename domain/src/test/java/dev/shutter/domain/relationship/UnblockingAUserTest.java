package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.act;
import static dev.shutter.domain.relationship.Pairs.publicPair;
import static dev.shutter.domain.relationship.Pairs.state;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Unblocking a user")
class UnblockingAUserTest {

    @Test
    @DisplayName("lifts the block and brings back none of the follows the block removed")
    void nothingComesBack() {
        // given
        PairState blocked = act(publicPair(Edge.FOLLOWS, Edge.FOLLOWS), RelationshipAction.BLOCK)
                .get();

        // when
        PairState after = act(blocked, RelationshipAction.UNBLOCK).get();

        // then
        assertThat(after).isEqualTo(publicPair(Edge.NONE, Edge.NONE));
        assertThat(after.incomingStatus()).isEqualTo(IncomingStatus.NONE);
    }

    @Test
    @DisplayName("is idempotent: unblocking someone I do not block succeeds and changes nothing")
    void isIdempotent() {
        // given
        PairState before = publicPair(Edge.FOLLOWS, Edge.NONE);

        // when
        PairState after = act(before, RelationshipAction.UNBLOCK).get();

        // then
        assertThat(after).isEqualTo(before);
    }

    @Test
    @DisplayName("does not lift their block on me")
    void keepsTheirBlock() {
        // given
        PairState before = state(Edge.NONE, Edge.NONE, true, true, false);

        // when
        PairState after = act(before, RelationshipAction.UNBLOCK).get();

        // then
        assertThat(after).isEqualTo(state(Edge.NONE, Edge.NONE, false, true, false));
    }
}
