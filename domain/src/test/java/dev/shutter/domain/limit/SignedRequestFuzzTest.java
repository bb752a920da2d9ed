package dev.shutter.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Signed-request messages (docs/spec/DECISIONS.md section 7) over any path, parameters and secret: the message never
 * holds {@code sig}, a request's own signature passes in either case, and changing or adding a parameter
 * makes it fail.
 */
class SignedRequestFuzzTest {

    @FuzzTest
    void signingAnyRequest(
            @NotNull String secret, @NotNull String path, @NotNull Map<@NotNull String, @NotNull String> params) {
        Map<String, String> withSig = new HashMap<>(params);
        withSig.put("sig", "ignored");
        assertThat(SignedRequest.message(path, withSig)).isEqualTo(SignedRequest.message(path, params));
        assertThat(SignedRequest.message(path, params)).startsWith(path);

        String sig = SignedRequest.sign(secret, path, params);
        assertThat(sig).matches("[0-9a-f]{64}");
        assertThat(SignedRequest.check(Option.some(sig), secret, path, params)).isEmpty();
        assertThat(SignedRequest.check(Option.some(sig.toUpperCase(Locale.ROOT)), secret, path, params))
                .isEmpty();
        assertThat(SignedRequest.check(Option.none(), secret, path, params)).isNotEmpty();

        Map<String, String> more = new HashMap<>(params);
        more.merge("zz_added", "1", (old, one) -> old + "1");
        assertThat(SignedRequest.check(Option.some(sig), secret, path, more)).isNotEmpty();
    }
}
