package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.act;
import static dev.shutter.domain.relationship.Pairs.privatePair;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Following a private user")
class FollowingAPrivateUserTest {

    @Test
    @DisplayName("a private stranger gets a follow request, not a follow")
    void privateStrangerGetsARequest() {
        // given
        PairState before = PairState.strangers(true);

        // when
        PairState after = act(before, RelationshipAction.FOLLOW).get();

        // then
        assertThat(after).isEqualTo(privatePair(Edge.REQUESTED, Edge.NONE));
        assertThat(after.outgoingStatus().wireName()).isEqualTo("requested");
    }

    @Test
    @DisplayName("asking again while the request is pending changes nothing")
    void askingAgainChangesNothing() {
        // given
        PairState before = privatePair(Edge.REQUESTED, Edge.NONE);

        // when
        PairState after = act(before, RelationshipAction.FOLLOW).get();

        // then
        assertThat(after).isEqualTo(before);
    }

    @Test
    @DisplayName("a follow that began before they turned private stays a follow")
    void existingFollowStays() {
        // given
        PairState before = privatePair(Edge.FOLLOWS, Edge.NONE);

        // when
        PairState after = act(before, RelationshipAction.FOLLOW).get();

        // then
        assertThat(after.mine()).isEqualTo(Edge.FOLLOWS);
    }

    @Test
    @DisplayName("two private users may each have a request pending towards the other")
    void requestsBothWays() {
        // given: they asked me (I am private too)
        PairState before = privatePair(Edge.NONE, Edge.REQUESTED);

        // when
        PairState after = act(before, RelationshipAction.FOLLOW).get();

        // then
        assertThat(after).isEqualTo(privatePair(Edge.REQUESTED, Edge.REQUESTED));
        assertThat(after.incomingStatus()).isEqualTo(IncomingStatus.REQUESTED_BY);
    }
}
