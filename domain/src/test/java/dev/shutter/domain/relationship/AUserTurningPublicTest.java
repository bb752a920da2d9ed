package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.privatePair;
import static dev.shutter.domain.relationship.Pairs.publicPair;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Seen from me, when they turn from private to public. */
@DisplayName("A user turning public")
class AUserTurningPublicTest {

    @Test
    @DisplayName("approves my pending request to them")
    void approvesMyRequest() {
        // given
        PairState before = privatePair(Edge.REQUESTED, Edge.NONE);

        // when
        PairState after = before.afterTheyTurnPublic();

        // then
        assertThat(after).isEqualTo(publicPair(Edge.FOLLOWS, Edge.NONE));
        assertThat(RelationshipView.of(after).targetUserIsPrivate()).isFalse();
    }

    @Test
    @DisplayName("leaves follows, their edge to me and nothing-at-all as they were")
    void leavesTheRest() {
        // given
        PairState following = privatePair(Edge.FOLLOWS, Edge.REQUESTED);
        PairState stranger = privatePair(Edge.NONE, Edge.FOLLOWS);

        // when
        PairState followingAfter = following.afterTheyTurnPublic();
        PairState strangerAfter = stranger.afterTheyTurnPublic();

        // then
        assertThat(followingAfter).isEqualTo(publicPair(Edge.FOLLOWS, Edge.REQUESTED));
        assertThat(strangerAfter).isEqualTo(publicPair(Edge.NONE, Edge.FOLLOWS));
    }

    @Test
    @DisplayName("keeps blocks")
    void keepsBlocks() {
        // given
        PairState before = new PairState(Edge.NONE, Edge.NONE, true, true, true);

        // when
        PairState after = before.afterTheyTurnPublic();

        // then
        assertThat(after).isEqualTo(new PairState(Edge.NONE, Edge.NONE, true, true, false));
    }
}
