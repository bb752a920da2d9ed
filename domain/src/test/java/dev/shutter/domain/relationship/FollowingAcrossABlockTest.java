package dev.shutter.domain.relationship;

import static dev.shutter.domain.relationship.Pairs.act;
import static dev.shutter.domain.relationship.Pairs.state;
import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("Following across a block")
class FollowingAcrossABlockTest {

    @ParameterizedTest(name = "I block them: {0}, they block me: {1}, they are private: {2}")
    @CsvSource({
        "true, false, false",
        "false, true, false",
        "true, true, false",
        "true, false, true",
        "false, true, true",
    })
    @DisplayName("is refused whichever side blocks, and changes nothing")
    void isRefused(boolean iBlock, boolean theyBlock, boolean theyArePrivate) {
        // given
        PairState before = state(Edge.NONE, Edge.NONE, iBlock, theyBlock, theyArePrivate);

        // when
        Either<Failure, PairState> after = act(before, RelationshipAction.FOLLOW);

        // then
        assertThat(after.getLeft()).isEqualTo(new Failure.NotAllowedToFollow());
        assertThat(after.getLeft().errorType()).isEqualTo("APINotAllowedError");
        assertThat(after.getLeft().message()).isEqualTo("you cannot follow this user");
    }

    @Test
    @DisplayName("works again once my block is lifted")
    void worksAfterUnblock() {
        // given
        PairState blocked = state(Edge.NONE, Edge.NONE, true, false, false);

        // when
        PairState after = act(blocked, RelationshipAction.UNBLOCK)
                .flatMap(unblocked -> act(unblocked, RelationshipAction.FOLLOW))
                .get();

        // then
        assertThat(after.mine()).isEqualTo(Edge.FOLLOWS);
        assertThat(after.iBlock()).isFalse();
    }
}
