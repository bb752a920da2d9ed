package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;

/**
 * Redirect-URI registration and matching (DECISIONS section 4) over any text the fuzzer makes: parsing
 * and matching never throw, a registrable URI matches itself, and what matches a registered URI is never
 * one with a fragment or user info, nor of another scheme.
 */
class RedirectUriFuzzTest {

    @FuzzTest
    void registeringAndMatchingAnyText(@NotNull String registered, String requested) {
        var parsed = RedirectUri.parse(registered);
        if (parsed.isEmpty()) {
            return;
        }
        RedirectUri uri = parsed.get();
        assertThat(uri.matches(registered))
                .as("a registered URI matches itself")
                .isTrue();
        if (uri.matches(requested)) {
            assertThat(requested).doesNotContain("#").doesNotContain("@");
            String scheme = registered.substring(0, registered.indexOf(':'));
            assertThat(requested.substring(0, requested.indexOf(':'))).isEqualToIgnoringCase(scheme);
            assertThat(RedirectUri.parse(requested))
                    .as("what matches is registrable itself")
                    .isNotEmpty();
        }
    }
}
