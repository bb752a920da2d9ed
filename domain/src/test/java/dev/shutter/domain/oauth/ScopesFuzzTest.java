package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * The {@code scope} parameter over any text: it is read or refused naming one unknown name, never an
 * exception; what is read always holds {@code basic} and reads back the same from its wire form.
 */
class ScopesFuzzTest {

    @FuzzTest
    void parsingAnyScopeParameter(String raw) {
        var parsed = Scopes.parse(raw);
        if (parsed.isLeft()) {
            assertThat(parsed.getLeft()).isNotEmpty().doesNotContain(" ").doesNotContain("+");
            assertThat(raw).contains(parsed.getLeft());
            assertThat(Scope.byWireName(parsed.getLeft())).isEmpty();
            return;
        }
        Scopes scopes = parsed.get();
        assertThat(scopes.contains(Scope.BASIC)).isTrue();
        assertThat(Scopes.parse(scopes.wireForm()).get()).isEqualTo(scopes);
        for (Scope scope : scopes.values()) {
            assertThat(raw == null ? "basic" : "basic " + raw).contains(scope.wireName());
        }
    }
}
