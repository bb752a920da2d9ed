package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.act;
import static dev.shutter.domain.relationship.Pairs.publicPair;
import static dev.shutter.domain.relationship.Pairs.state;
import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** I am private; they asked to follow me. */
@DisplayName("Answering a follow request")
class AnsweringAFollowRequestTest {

    private static final PairState THEY_ASKED = publicPair(Edge.NONE, Edge.REQUESTED);

    @Test
    @DisplayName("approving turns their request into a follow and leaves my edge alone")
    void approving() {
        // when
        PairState after = act(THEY_ASKED, RelationshipAction.APPROVE).get();

        // then
        assertThat(after).isEqualTo(publicPair(Edge.NONE, Edge.FOLLOWS));
        assertThat(after.incomingStatus()).isEqualTo(IncomingStatus.FOLLOWED_BY);
    }

    @Test
    @DisplayName("denying removes their request")
    void denying() {
        // when
        PairState after = act(THEY_ASKED, RelationshipAction.DENY).get();

        // then
        assertThat(after).isEqualTo(publicPair(Edge.NONE, Edge.NONE));
        assertThat(after.incomingStatus()).isEqualTo(IncomingStatus.NONE);
    }

    @Test
    @DisplayName("'ignore', as python-instagram sends it, denies")
    void ignoreDenies() {
        // given
        RelationshipAction ignore = RelationshipAction.parse("ignore").get();

        // when
        PairState after = act(THEY_ASKED, ignore).get();

        // then
        assertThat(ignore).isEqualTo(RelationshipAction.DENY);
        assertThat(after).isEqualTo(publicPair(Edge.NONE, Edge.NONE));
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(
            value = RelationshipAction.class,
            names = {"APPROVE", "DENY"})
    @DisplayName("without a pending request is refused as not found")
    void withoutARequest(RelationshipAction answer) {
        // given: nothing from them, or a follow that is no longer a request
        PairState nothing = publicPair(Edge.FOLLOWS, Edge.NONE);
        PairState alreadyFollowing = publicPair(Edge.NONE, Edge.FOLLOWS);

        // when
        Either<Failure, PairState> onNothing = act(nothing, answer);
        Either<Failure, PairState> onFollow = act(alreadyFollowing, answer);

        // then
        assertThat(onNothing.getLeft()).isEqualTo(new Failure.NoPendingRequest());
        assertThat(onFollow.getLeft()).isEqualTo(new Failure.NoPendingRequest());
        assertThat(onNothing.getLeft().errorType()).isEqualTo("APINotFoundError");
        assertThat(onNothing.getLeft().message()).isEqualTo("no pending follow request from this user");
    }

    @Test
    @DisplayName("a request can be approved only once")
    void approvingTwice() {
        // given
        PairState approved = act(THEY_ASKED, RelationshipAction.APPROVE).get();

        // when
        Either<Failure, PairState> again = act(approved, RelationshipAction.APPROVE);

        // then
        assertThat(again.getLeft()).isEqualTo(new Failure.NoPendingRequest());
    }

    @Test
    @DisplayName("my own pending request to them is not theirs to me, and cannot be approved by me")
    void myOwnRequestIsNotAnswerable() {
        // given
        PairState iAsked = state(Edge.REQUESTED, Edge.NONE, false, false, true);

        // when
        Either<Failure, PairState> after = act(iAsked, RelationshipAction.APPROVE);

        // then
        assertThat(after.getLeft()).isEqualTo(new Failure.NoPendingRequest());
    }
}
