package dev.shutter.ports.in;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.Failure;
import dev.shutter.domain.relationship.Edge;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a host reads from an operation's outcome: the result or the catalogue's entry, and the budget. */
class AnsweringWithAnOutcomeTest {

    @Test
    @DisplayName(
            "a refused outcome throws the failure, with the catalogue's message, when the host asks for the result")
    void refused() {
        // given
        Outcome<Edge> refused =
                new Outcome.Refused<>(new Failure.NotAllowedToFollow(), Option.some(new RateStatus(60, 12)));

        // then
        assertThatThrownBy(refused::orElseThrow)
                .isInstanceOfSatisfying(
                        OperationRefusedException.class,
                        e -> assertThat(e.failure()).isEqualTo(new Failure.NotAllowedToFollow()))
                .hasMessage("you cannot follow this user");
        assertThat(refused.isDone()).isFalse();
        assertThat(refused.<Integer>fold(Failure::code, edge -> 200)).isEqualTo(400);
        assertThat(refused.rate()).contains(new RateStatus(60, 12));
    }

    @Test
    @DisplayName("a done outcome gives its result and its budget")
    void done() {
        // given
        Outcome<Edge> done = new Outcome.Done<>(Edge.REQUESTED, new RateStatus(5000, 4999));

        // then
        assertThat(done.orElseThrow()).isEqualTo(Edge.REQUESTED);
        assertThat(done.isDone()).isTrue();
        assertThat(done.either().get()).isEqualTo(Edge.REQUESTED);
        assertThat(done.<String>fold(Failure::errorType, Edge::wireName)).isEqualTo("requested");
        assertThat(done.rate()).contains(new RateStatus(5000, 4999));
    }
}
