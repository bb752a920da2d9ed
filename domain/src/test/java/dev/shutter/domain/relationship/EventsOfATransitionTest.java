package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.ME;
import static dev.shutter.domain.relationship.Pairs.THEM;
import static dev.shutter.domain.relationship.Pairs.privatePair;
import static dev.shutter.domain.relationship.Pairs.publicPair;
import static dev.shutter.domain.relationship.Pairs.state;
import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.event.Blocked;
import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.FollowRequested;
import dev.shutter.domain.event.Followed;
import dev.shutter.domain.event.RequestDenied;
import dev.shutter.domain.event.RequestWithdrawn;
import dev.shutter.domain.event.Unblocked;
import dev.shutter.domain.event.Unfollowed;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The events of a relationship transition")
class EventsOfATransitionTest {

    private static List<DomainEvent> eventsOf(PairState before, RelationshipAction action) {
        return Relationship.transition(ME, THEM, before, action).get().events();
    }

    @Test
    @DisplayName("a follow of a public user is Followed, of a private one FollowRequested")
    void follow() {
        assertThat(eventsOf(publicPair(Edge.NONE, Edge.NONE), RelationshipAction.FOLLOW))
                .containsExactly(new Followed(ME, THEM));
        assertThat(eventsOf(privatePair(Edge.NONE, Edge.NONE), RelationshipAction.FOLLOW))
                .containsExactly(new FollowRequested(ME, THEM));
    }

    @Test
    @DisplayName("a follow that changes nothing raises nothing")
    void secondFollow() {
        assertThat(eventsOf(privatePair(Edge.REQUESTED, Edge.NONE), RelationshipAction.FOLLOW))
                .isEmpty();
        assertThat(eventsOf(publicPair(Edge.FOLLOWS, Edge.NONE), RelationshipAction.FOLLOW))
                .isEmpty();
    }

    @Test
    @DisplayName("unfollowing is Unfollowed, or RequestWithdrawn for a pending request, or nothing")
    void unfollow() {
        assertThat(eventsOf(publicPair(Edge.FOLLOWS, Edge.NONE), RelationshipAction.UNFOLLOW))
                .containsExactly(new Unfollowed(ME, THEM));
        assertThat(eventsOf(privatePair(Edge.REQUESTED, Edge.NONE), RelationshipAction.UNFOLLOW))
                .containsExactly(new RequestWithdrawn(ME, THEM));
        assertThat(eventsOf(publicPair(Edge.NONE, Edge.NONE), RelationshipAction.UNFOLLOW))
                .isEmpty();
    }

    @Test
    @DisplayName("approving their request is their Followed; denying it is RequestDenied")
    void answers() {
        assertThat(eventsOf(publicPair(Edge.NONE, Edge.REQUESTED), RelationshipAction.APPROVE))
                .containsExactly(new Followed(THEM, ME));
        assertThat(eventsOf(publicPair(Edge.NONE, Edge.REQUESTED), RelationshipAction.DENY))
                .containsExactly(new RequestDenied(THEM, ME));
    }

    @Test
    @DisplayName("a block is one Blocked event, whatever edges it ends; a second block is nothing")
    void block() {
        assertThat(eventsOf(privatePair(Edge.REQUESTED, Edge.FOLLOWS), RelationshipAction.BLOCK))
                .containsExactly(new Blocked(ME, THEM));
        assertThat(eventsOf(state(Edge.NONE, Edge.NONE, true, false, false), RelationshipAction.BLOCK))
                .isEmpty();
    }

    @Test
    @DisplayName("unblocking is Unblocked, and nothing when I did not block")
    void unblock() {
        assertThat(eventsOf(state(Edge.NONE, Edge.NONE, true, true, false), RelationshipAction.UNBLOCK))
                .containsExactly(new Unblocked(ME, THEM));
        assertThat(eventsOf(state(Edge.NONE, Edge.NONE, false, true, false), RelationshipAction.UNBLOCK))
                .isEmpty();
    }

    @Test
    @DisplayName("a refused action has no transition at all")
    void refused() {
        assertThat(Relationship.transition(ME, THEM, publicPair(Edge.NONE, Edge.NONE), RelationshipAction.APPROVE)
                        .isLeft())
                .isTrue();
    }

    @Test
    @DisplayName("turning public approves a pending request with Followed, and leaves a follow alone")
    void turningPublic() {
        // given: I asked to follow them while they were private
        PairState requested = privatePair(Edge.REQUESTED, Edge.NONE);
        PairState following = privatePair(Edge.FOLLOWS, Edge.NONE);

        // when
        Transition approved = Relationship.afterTurningPublic(ME, THEM, requested);
        Transition unchanged = Relationship.afterTurningPublic(ME, THEM, following);

        // then
        assertThat(approved.events()).containsExactly(new Followed(ME, THEM));
        assertThat(approved.after().mine()).isEqualTo(Edge.FOLLOWS);
        assertThat(unchanged.events()).isEmpty();
    }
}
