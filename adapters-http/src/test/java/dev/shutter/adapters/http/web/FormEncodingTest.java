package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Either;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The strict decoder and the parameter parser over seeded random input: any input is either read or
 * refused, never an exception. {@link FormEncodingFuzzTest} lets Jazzer choose the input.
 */
@DisplayName("Form encoding")
class FormEncodingTest {

    private static final int TRIES = 1_000;

    @Test
    @DisplayName("whatever is encoded decodes back to itself")
    void roundTrip() {
        tries(random -> {
            // given any well-formed text, astral characters included
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(40);
            for (int i = 0; i < length; i++) {
                int cp = random.nextInt(4) == 0 ? random.nextInt(0x110000) : random.nextInt(0x80);
                if (cp < 0xD800 || cp > 0xDFFF) {
                    text.appendCodePoint(cp);
                }
            }
            // when encoded, then it decodes back
            assertThat(FormEncoding.decode(FormEncoding.encode(text.toString())))
                    .isEqualTo(Either.right(text.toString()));
        });
    }

    @Test
    @DisplayName("any query string is parsed or refused with a sentence, never an exception")
    void totalOverQueries() {
        tries(random -> {
            // given printable ASCII, with many % = & + among it
            StringBuilder query = new StringBuilder();
            int length = random.nextInt(200);
            for (int i = 0; i < length; i++) {
                query.append(
                        random.nextInt(3) == 0
                                ? "%=&+".charAt(random.nextInt(4))
                                : (char) (' ' + random.nextInt('~' - ' ' + 1)));
            }
            // when parsed, then read or refused with a sentence
            Either<String, Parameters> parsed = Parameters.parse(query.toString(), "query string");
            parsed.peekLeft(why -> assertThat(why).startsWith("the query string has"));
        });
    }

    @Test
    @DisplayName("a % not followed by two hex digits, or escapes of invalid UTF-8, are refused")
    void brokenEscapes() {
        tries(random -> {
            // given a lower-case prefix
            StringBuilder prefix = new StringBuilder();
            int length = random.nextInt(21);
            for (int i = 0; i < length; i++) {
                prefix.append((char) ('a' + random.nextInt(26)));
            }
            // then a broken escape after it is refused
            assertThat(FormEncoding.decode(prefix + "%").isLeft()).isTrue();
            assertThat(FormEncoding.decode(prefix + "%g1").isLeft()).isTrue();
            assertThat(FormEncoding.decode(prefix + "%C3%28").isLeft()).isTrue();
        });
    }

    @Test
    @DisplayName("an escape's two hex digits are ASCII: fullwidth or Arabic-Indic digits after a % are refused")
    void asciiHexOnly() {
        assertThat(FormEncoding.decode("%4a%4A")).isEqualTo(Either.right("JJ"));
        // fullwidth 4 and A, Arabic-Indic 4 and 1: Character.digit reads each as a hex digit
        for (String escape : new String[] {"%\uff14\uff21", "%4\uff21", "%\u0664\u0661", "%\u0664a"}) {
            assertThat(FormEncoding.decode(escape).isLeft()).as(escape).isTrue();
        }
    }

    private static void tries(Consumer<Random> check) {
        long base = Long.getLong("shutter.seed", 20_151_117L);
        for (int i = 0; i < TRIES; i++) {
            long seed = base + i * 0x9E37_79B9_7F4A_7C15L;
            try {
                check.accept(new Random(seed));
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("try " + i + " (seed " + seed + ") failed: " + e.getMessage(), e);
            }
        }
    }
}
