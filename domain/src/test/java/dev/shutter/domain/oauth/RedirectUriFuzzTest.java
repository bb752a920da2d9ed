package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;

/**
 * Redirect-URI registration and matching (docs/spec/DECISIONS.md section 4) over any text the fuzzer makes: parsing
 * and matching never throw, a registrable URI matches itself, and what matches a registered URI is of
 * its scheme and registrable itself (so it has no fragment and no user info) unless its query holds a response
 * parameter, which the authorization request then refuses.
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
            String scheme = registered.substring(0, registered.indexOf(':'));
            assertThat(requested.substring(0, requested.indexOf(':'))).isEqualToIgnoringCase(scheme);
            assertThat(RedirectUri.parse(requested).isDefined()
                            || RedirectUri.responseParameterIn(requested).isDefined())
                    .as("what matches is registrable itself, or names a response parameter")
                    .isTrue();
        }
    }
}
