package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.act;
import static dev.shutter.domain.relationship.Pairs.privatePair;
import static dev.shutter.domain.relationship.Pairs.publicPair;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Unfollowing, or withdrawing a request")
class UnfollowingTest {

    @Test
    @DisplayName("ends my follow and leaves theirs")
    void endsMyFollow() {
        // given
        PairState before = publicPair(Edge.FOLLOWS, Edge.FOLLOWS);

        // when
        PairState after = act(before, RelationshipAction.UNFOLLOW).get();

        // then
        assertThat(after).isEqualTo(publicPair(Edge.NONE, Edge.FOLLOWS));
    }

    @Test
    @DisplayName("withdraws a pending request")
    void withdrawsARequest() {
        // given
        PairState before = privatePair(Edge.REQUESTED, Edge.REQUESTED);

        // when
        PairState after = act(before, RelationshipAction.UNFOLLOW).get();

        // then
        assertThat(after).isEqualTo(privatePair(Edge.NONE, Edge.REQUESTED));
    }

    @Test
    @DisplayName("is idempotent: unfollowing someone I do not follow succeeds and changes nothing")
    void isIdempotent() {
        // given
        PairState before = publicPair(Edge.NONE, Edge.FOLLOWS);

        // when
        PairState once = act(before, RelationshipAction.UNFOLLOW).get();
        PairState twice = act(once, RelationshipAction.UNFOLLOW).get();

        // then
        assertThat(once).isEqualTo(before);
        assertThat(twice).isEqualTo(before);
    }
}
