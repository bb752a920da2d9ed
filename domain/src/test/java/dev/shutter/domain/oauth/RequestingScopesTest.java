package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Requesting scopes")
class RequestingScopesTest {

    @ParameterizedTest(name = "[{0}]")
    @NullAndEmptySource
    @ValueSource(strings = {" ", "+", " + ", "basic"})
    @DisplayName("no scope, or only basic, means basic")
    void emptyMeansBasic(String raw) {
        assertThat(Scopes.parse(raw).get()).isEqualTo(Scopes.basic());
        assertThat(Scopes.parse(raw).get().values()).containsExactly(Scope.BASIC);
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "comments relationships",
                "comments+relationships",
                "  comments ++ relationships  ",
                "relationships comments comments",
                "basic comments relationships"
            })
    @DisplayName("names are separated by spaces or '+', and basic is always there")
    void separators(String raw) {
        assertThat(Scopes.parse(raw).get().values())
                .containsExactlyInAnyOrder(Scope.BASIC, Scope.COMMENTS, Scope.RELATIONSHIPS);
    }

    @Test
    @DisplayName("every known scope parses")
    void everyKnownScope() {
        // when
        Scopes all = Scopes.parse("basic comments relationships likes follower_list public_content")
                .get();

        // then
        assertThat(all.values()).isEqualTo(EnumSet.allOf(Scope.class));
        assertThat(all.wireForm()).isEqualTo("basic comments relationships likes follower_list public_content");
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"comments unknown", "Comments", "comments,likes", "photos"})
    @DisplayName("an unknown name is reported, names being case-sensitive")
    void unknown(String raw) {
        // when
        String unknown = Scopes.parse(raw).getLeft();

        // then
        assertThat(raw).contains(unknown);
        assertThat(Scope.byWireName(unknown).isEmpty()).isTrue();
    }

    @Test
    @DisplayName("basic is in every set, however it is built")
    void basicAlwaysPresent() {
        assertThat(Scopes.basic().contains(Scope.BASIC)).isTrue();
        assertThat(Scopes.of(List.of()).values()).containsExactly(Scope.BASIC);
        assertThat(Scopes.of(List.of(Scope.LIKES)).values()).containsExactly(Scope.BASIC, Scope.LIKES);
        assertThat(new Scopes(Set.of(Scope.COMMENTS)).values()).containsExactly(Scope.BASIC, Scope.COMMENTS);
    }

    @Test
    @DisplayName("the set cannot be changed from outside")
    void unmodifiable() {
        // given
        Set<Scope> source = EnumSet.of(Scope.COMMENTS);
        Scopes scopes = new Scopes(source);

        // when
        source.add(Scope.LIKES);

        // then
        assertThat(scopes.contains(Scope.LIKES)).isFalse();
        assertThatThrownBy(() -> scopes.values().add(Scope.LIKES)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    @DisplayName("containsAll compares grants")
    void containsAll() {
        Scopes granted = Scopes.of(List.of(Scope.COMMENTS, Scope.RELATIONSHIPS));
        assertThat(granted.containsAll(Scopes.of(List.of(Scope.COMMENTS)))).isTrue();
        assertThat(granted.containsAll(Scopes.basic())).isTrue();
        assertThat(granted.containsAll(Scopes.of(List.of(Scope.LIKES)))).isFalse();
    }
}
