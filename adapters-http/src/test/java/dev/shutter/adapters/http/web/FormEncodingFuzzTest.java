package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.vavr.control.Either;

/**
 * Form encoding and parameters over any text the fuzzer makes: decoding and parsing never throw, a
 * refusal is a sentence, what decodes encodes and decodes back to itself, and well-formed text survives
 * the round trip.
 */
class FormEncodingFuzzTest {

    @FuzzTest
    void decodingAndParsingAnyText(@NotNull String raw) {
        Either<String, String> decoded = FormEncoding.decode(raw);
        decoded.forEach(text ->
                assertThat(FormEncoding.decode(FormEncoding.encode(text))).isEqualTo(Either.right(text)));

        Parameters.parse(raw, "query string").peekLeft(why -> assertThat(why).startsWith("the query string has"));

        boolean wellFormed = raw.codePoints().noneMatch(cp -> cp >= 0xD800 && cp <= 0xDFFF);
        if (wellFormed) {
            assertThat(FormEncoding.decode(FormEncoding.encode(raw))).isEqualTo(Either.right(raw));
        }
    }
}
