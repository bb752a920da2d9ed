package dev.shutter.domain.relationship;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Acting on oneself")
class ActingOnOneselfTest {

    @ParameterizedTest(name = "{0}")
    @EnumSource(RelationshipAction.class)
    @DisplayName("is refused for every action, even one that would otherwise succeed")
    void isRefused(RelationshipAction action) {
        // given: a state in which every action would succeed between two users
        UserId me = new UserId("1001");
        PairState anything = new PairState(Edge.NONE, Edge.REQUESTED, false, false, false);

        // when
        Either<Failure, PairState> after = Relationship.change(me, new UserId("1001"), anything, action);

        // then
        assertThat(after.getLeft()).isEqualTo(new Failure.ActionOnSelf());
        assertThat(after.getLeft().errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(after.getLeft().message()).isEqualTo("you cannot perform this action on yourself");
        assertThat(Relationship.change(me, new UserId("1002"), anything, action).isRight())
                .as("the same action on someone else")
                .isTrue();
    }
}
