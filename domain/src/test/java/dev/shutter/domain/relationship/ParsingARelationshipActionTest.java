package dev.shutter.domain.relationship;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Parsing the action parameter")
class ParsingARelationshipActionTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "follow, FOLLOW",
        "unfollow, UNFOLLOW",
        "block, BLOCK",
        "unblock, UNBLOCK",
        "approve, APPROVE",
        "deny, DENY",
        "ignore, DENY",
    })
    @DisplayName("knows the six actions and the 'ignore' alias")
    void knownActions(String raw, RelationshipAction expected) {
        assertThat(RelationshipAction.parse(raw).get()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(RelationshipAction.class)
    @DisplayName("reads back its own wire name")
    void wireNameRoundTrip(RelationshipAction action) {
        assertThat(RelationshipAction.parse(action.wireName()).get()).isEqualTo(action);
    }

    @ParameterizedTest(name = "[{0}]")
    @NullAndEmptySource
    @DisplayName("a missing action is a missing parameter named 'action'")
    void missing(String raw) {
        // when
        Either<Failure, RelationshipAction> parsed = RelationshipAction.parse(raw);

        // then
        assertThat(parsed.getLeft()).isEqualTo(Failure.InvalidParameter.missing("action"));
        assertThat(parsed.getLeft().errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(parsed.getLeft().message()).contains("'action'");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"befriend", "FOLLOW", "Follow", " follow", "follow "})
    @DisplayName("an unknown action, capitals and spaces included, is an invalid parameter named 'action'")
    void unknown(String raw) {
        // when
        Either<Failure, RelationshipAction> parsed = RelationshipAction.parse(raw);

        // then
        assertThat(parsed.getLeft()).isInstanceOf(Failure.InvalidParameter.class);
        assertThat(((Failure.InvalidParameter) parsed.getLeft()).parameter()).isEqualTo("action");
        assertThat(parsed.getLeft().code()).isEqualTo(400);
        assertThat(parsed.getLeft().message()).contains("'action'");
    }

    @Test
    @DisplayName("wire names are lower case")
    void wireNames() {
        assertThat(RelationshipAction.UNFOLLOW.wireName()).isEqualTo("unfollow");
    }
}
