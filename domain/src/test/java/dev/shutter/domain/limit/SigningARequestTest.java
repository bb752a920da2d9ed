package dev.shutter.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Signing a request")
class SigningARequestTest {

    private static final String SECRET = "6dc1787668c64c939929c17683d7cb74";
    private static final String TOKEN = "fb2e77d.47a0479900504cb3ab4a1f626d174d2d";
    private static final String VECTOR_SIG = "cbf5a1f41db44412506cb6563a3218b50f45a710c7a8a65a3e9b18315bb338bf";

    @Test
    @DisplayName("the vector of docs/spec/DECISIONS.md section 7")
    void vector() {
        // given
        Map<String, String> params = Map.of("access_token", TOKEN);

        // when / then
        assertThat(SignedRequest.message("/users/self", params))
                .isEqualTo("/users/self|access_token=fb2e77d.47a0479900504cb3ab4a1f626d174d2d");
        assertThat(SignedRequest.sign(SECRET, "/users/self", params)).isEqualTo(VECTOR_SIG);
        assertThat(SignedRequest.check(Option.some(VECTOR_SIG), SECRET, "/users/self", params)
                        .isEmpty())
                .isTrue();
    }

    @Test
    @DisplayName("parameters are sorted by key, whatever order they came in")
    void sorted() {
        // given
        Map<String, String> params = new LinkedHashMap<>();
        params.put("count", "10");
        params.put("access_token", TOKEN);
        params.put("cursor", "abc");

        // when / then
        assertThat(SignedRequest.message("/users/self/follows", params))
                .isEqualTo("/users/self/follows|access_token=" + TOKEN + "|count=10|cursor=abc");
    }

    @Test
    @DisplayName("sig itself is left out of the message, so a request can carry its own signature")
    void sigExcluded() {
        // given
        Map<String, String> withSig = new LinkedHashMap<>();
        withSig.put("sig", VECTOR_SIG);
        withSig.put("access_token", TOKEN);

        // when / then
        assertThat(SignedRequest.message("/users/self", withSig))
                .isEqualTo(SignedRequest.message("/users/self", Map.of("access_token", TOKEN)));
        assertThat(SignedRequest.check(Option.some(VECTOR_SIG), SECRET, "/users/self", withSig)
                        .isEmpty())
                .isTrue();
    }

    @Test
    @DisplayName("a missing or empty sig is 'Missing required parameter'")
    void missing() {
        Map<String, String> params = Map.of("access_token", TOKEN);
        assertThat(SignedRequest.check(Option.none(), SECRET, "/users/self", params))
                .isEqualTo(Option.some(new Failure.SignatureMissing()));
        assertThat(SignedRequest.check(Option.some(""), SECRET, "/users/self", params))
                .isEqualTo(Option.some(new Failure.SignatureMissing()));
    }

    @Test
    @DisplayName("a sig for another secret, path or parameter does not match")
    void mismatch() {
        Map<String, String> params = Map.of("access_token", TOKEN);
        Failure mismatch = new Failure.SignatureMismatch();
        assertThat(SignedRequest.check(Option.some(VECTOR_SIG), "another-secret", "/users/self", params))
                .isEqualTo(Option.some(mismatch));
        assertThat(SignedRequest.check(Option.some(VECTOR_SIG), SECRET, "/users/self.json", params))
                .isEqualTo(Option.some(mismatch));
        assertThat(SignedRequest.check(
                        Option.some(VECTOR_SIG), SECRET, "/users/self", Map.of("access_token", TOKEN, "count", "1")))
                .isEqualTo(Option.some(mismatch));
        assertThat(SignedRequest.check(Option.some(VECTOR_SIG.substring(1)), SECRET, "/users/self", params))
                .isEqualTo(Option.some(mismatch));
    }

    @Test
    @DisplayName("upper-case hex is accepted")
    void upperCaseHex() {
        assertThat(SignedRequest.check(
                                Option.some(VECTOR_SIG.toUpperCase(Locale.ROOT)),
                                SECRET,
                                "/users/self",
                                Map.of("access_token", TOKEN))
                        .isEmpty())
                .isTrue();
    }

    @Test
    @DisplayName("an empty secret signs as HMAC does with an empty key, instead of throwing (a fuzzing finding)")
    void emptySecret() {
        // given an app whose secret is empty
        Map<String, String> params = Map.of("count", "2");

        // when it signs, then the sig is HMAC-SHA256 with an empty key, and it checks
        String sig = SignedRequest.sign("", "/users/self", params);
        assertThat(sig).isEqualTo("5c23f86c3dc75967c7756da2592c72cc901b6c9b48a769ff72c0d549c9429db8");
        assertThat(SignedRequest.check(Option.some(sig), "", "/users/self", params))
                .isEmpty();
    }
}
