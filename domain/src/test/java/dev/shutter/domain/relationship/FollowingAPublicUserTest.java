package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.act;
import static dev.shutter.domain.relationship.Pairs.publicPair;
import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Following a public user")
class FollowingAPublicUserTest {

    @Test
    @DisplayName("a stranger who is public is followed at once")
    void strangerIsFollowedAtOnce() {
        // given
        PairState before = PairState.strangers(false);

        // when
        Either<Failure, PairState> after = act(before, RelationshipAction.FOLLOW);

        // then
        assertThat(after.get()).isEqualTo(publicPair(Edge.FOLLOWS, Edge.NONE));
        assertThat(after.get().outgoingStatus()).isEqualTo(Edge.FOLLOWS);
    }

    @Test
    @DisplayName("following someone I already follow changes nothing")
    void followingAgainChangesNothing() {
        // given
        PairState before = publicPair(Edge.FOLLOWS, Edge.FOLLOWS);

        // when
        Either<Failure, PairState> after = act(before, RelationshipAction.FOLLOW);

        // then
        assertThat(after.get()).isEqualTo(before);
    }

    @Test
    @DisplayName("following back someone who follows me leaves their follow as it was")
    void followingBackKeepsTheirFollow() {
        // given
        PairState before = publicPair(Edge.NONE, Edge.FOLLOWS);

        // when
        PairState after = act(before, RelationshipAction.FOLLOW).get();

        // then
        assertThat(after.mine()).isEqualTo(Edge.FOLLOWS);
        assertThat(after.theirs()).isEqualTo(Edge.FOLLOWS);
        assertThat(after.incomingStatus()).isEqualTo(IncomingStatus.FOLLOWED_BY);
    }

    @Test
    @DisplayName("following back someone who asked to follow me does not answer their request")
    void followingBackLeavesTheirRequestPending() {
        // given: they are public now, I am private and they asked me
        PairState before = publicPair(Edge.NONE, Edge.REQUESTED);

        // when
        PairState after = act(before, RelationshipAction.FOLLOW).get();

        // then
        assertThat(after.mine()).isEqualTo(Edge.FOLLOWS);
        assertThat(after.theirs()).isEqualTo(Edge.REQUESTED);
    }
}
