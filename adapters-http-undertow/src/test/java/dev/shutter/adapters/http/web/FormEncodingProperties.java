package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Either;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.StringLength;

/** The strict decoder and the parameter parser never throw: any input is either read or refused. */
class FormEncodingProperties {

    @Property
    @Label("whatever is encoded decodes back to itself")
    void roundTrip(@ForAll String text) {
        // Lone surrogates cannot be encoded as UTF-8; they are not text a client can send.
        boolean wellFormed = text.codePoints().noneMatch(cp -> cp >= 0xD800 && cp <= 0xDFFF);
        if (wellFormed) {
            assertThat(FormEncoding.decode(FormEncoding.encode(text))).isEqualTo(Either.right(text));
        }
    }

    @Property
    @Label("any query string is parsed or refused with a sentence, never an exception")
    void totalOverQueries(@ForAll @StringLength(max = 200) @CharRange(from = ' ', to = '~') String query) {
        Either<String, Parameters> parsed = Parameters.parse(query, "query string");
        parsed.peekLeft(why -> assertThat(why).startsWith("the query string has"));
    }

    @Property
    @Label("a % not followed by two hex digits is refused")
    void brokenEscapes(@ForAll @StringLength(max = 20) @CharRange(from = 'a', to = 'z') String prefix) {
        assertThat(FormEncoding.decode(prefix + "%").isLeft()).isTrue();
        assertThat(FormEncoding.decode(prefix + "%g1").isLeft()).isTrue();
        assertThat(FormEncoding.decode(prefix + "%C3%28").isLeft()).isTrue();
    }
}
