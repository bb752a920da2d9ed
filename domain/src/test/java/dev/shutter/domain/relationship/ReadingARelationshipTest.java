package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.state;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("Reading a relationship (GET)")
class ReadingARelationshipTest {

    @ParameterizedTest(name = "their edge {0}, I block {1}, they block {2} -> {3}")
    @CsvSource({
        "FOLLOWS,   false, false, FOLLOWED_BY",
        "REQUESTED, false, false, REQUESTED_BY",
        "NONE,      false, false, NONE",
        "NONE,      true,  false, BLOCKED_BY_YOU",
        "FOLLOWS,   true,  false, BLOCKED_BY_YOU",
        "REQUESTED, true,  true,  BLOCKED_BY_YOU",
        "NONE,      false, true,  NONE",
    })
    @DisplayName("incoming_status puts my block first, then their follow, then their request")
    void incomingStatusPriority(Edge theirs, boolean iBlock, boolean theyBlock, IncomingStatus expected) {
        // given: some of these states break the invariants; the priority must hold regardless
        PairState pair = state(Edge.NONE, theirs, iBlock, theyBlock, false);

        // when
        IncomingStatus incoming = pair.incomingStatus();

        // then
        assertThat(incoming).isEqualTo(expected);
    }

    @Test
    @DisplayName("the view carries outgoing_status, incoming_status and target_user_is_private")
    void view() {
        // given
        PairState pair = state(Edge.REQUESTED, Edge.FOLLOWS, false, false, true);

        // when
        RelationshipView view = RelationshipView.of(pair);

        // then
        assertThat(view).isEqualTo(new RelationshipView(Edge.REQUESTED, IncomingStatus.FOLLOWED_BY, true));
        assertThat(view.outgoingStatus().wireName()).isEqualTo("requested");
        assertThat(view.incomingStatus().wireName()).isEqualTo("followed_by");
    }

    @Test
    @DisplayName("wire names are those of the specification")
    void wireNames() {
        assertThat(Edge.NONE.wireName()).isEqualTo("none");
        assertThat(Edge.REQUESTED.wireName()).isEqualTo("requested");
        assertThat(Edge.FOLLOWS.wireName()).isEqualTo("follows");
        assertThat(IncomingStatus.FOLLOWED_BY.wireName()).isEqualTo("followed_by");
        assertThat(IncomingStatus.REQUESTED_BY.wireName()).isEqualTo("requested_by");
        assertThat(IncomingStatus.BLOCKED_BY_YOU.wireName()).isEqualTo("blocked_by_you");
        assertThat(IncomingStatus.NONE.wireName()).isEqualTo("none");
    }

    @Test
    @DisplayName("a pair never holds a null edge")
    void noNullEdges() {
        assertThatThrownBy(() -> new PairState(null, Edge.NONE, false, false, false))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PairState(Edge.NONE, null, false, false, false))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("invariantsHold spots an edge across a block and a request to a public user")
    void invariantsHold() {
        assertThat(state(Edge.FOLLOWS, Edge.REQUESTED, false, false, false).invariantsHold(true))
                .isTrue();
        assertThat(state(Edge.FOLLOWS, Edge.NONE, false, true, false).invariantsHold(false))
                .as("my follow across their block")
                .isFalse();
        assertThat(state(Edge.NONE, Edge.FOLLOWS, true, false, false).invariantsHold(false))
                .as("their follow across my block")
                .isFalse();
        assertThat(state(Edge.REQUESTED, Edge.NONE, false, false, false).invariantsHold(false))
                .as("my request to a public user")
                .isFalse();
        assertThat(state(Edge.NONE, Edge.REQUESTED, false, false, false).invariantsHold(false))
                .as("their request to me while I am public")
                .isFalse();
    }
}
