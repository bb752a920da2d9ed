package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.act;
import static dev.shutter.domain.relationship.Pairs.privatePair;
import static dev.shutter.domain.relationship.Pairs.publicPair;
import static dev.shutter.domain.relationship.Pairs.state;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Blocking a user")
class BlockingAUserTest {

    @Test
    @DisplayName("removes both follows")
    void removesBothFollows() {
        // given
        PairState before = publicPair(Edge.FOLLOWS, Edge.FOLLOWS);

        // when
        PairState after = act(before, RelationshipAction.BLOCK).get();

        // then
        assertThat(after).isEqualTo(state(Edge.NONE, Edge.NONE, true, false, false));
        assertThat(after.incomingStatus()).isEqualTo(IncomingStatus.BLOCKED_BY_YOU);
        assertThat(after.outgoingStatus()).isEqualTo(Edge.NONE);
    }

    @Test
    @DisplayName("removes pending requests both ways")
    void removesRequests() {
        // given
        PairState before = privatePair(Edge.REQUESTED, Edge.REQUESTED);

        // when
        PairState after = act(before, RelationshipAction.BLOCK).get();

        // then
        assertThat(after).isEqualTo(state(Edge.NONE, Edge.NONE, true, false, true));
    }

    @Test
    @DisplayName("is idempotent")
    void isIdempotent() {
        // given
        PairState blocked = act(publicPair(Edge.FOLLOWS, Edge.NONE), RelationshipAction.BLOCK)
                .get();

        // when
        PairState again = act(blocked, RelationshipAction.BLOCK).get();

        // then
        assertThat(again).isEqualTo(blocked);
    }

    @Test
    @DisplayName("keeps their block on me: both blocks may stand")
    void keepsTheirBlock() {
        // given
        PairState before = state(Edge.NONE, Edge.NONE, false, true, false);

        // when
        PairState after = act(before, RelationshipAction.BLOCK).get();

        // then
        assertThat(after.iBlock()).isTrue();
        assertThat(after.theyBlock()).isTrue();
    }
}
