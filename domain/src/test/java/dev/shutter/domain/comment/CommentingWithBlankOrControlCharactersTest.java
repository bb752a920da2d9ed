package dev.shutter.domain.comment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Commenting with blank text or control characters")
class CommentingWithBlankOrControlCharactersTest {

    @ParameterizedTest(name = "[{0}]")
    @NullAndEmptySource
    @ValueSource(strings = {" ", "   ", "\n\n", " \n ", "\u00A0", " \u00A0\u3000\u2007 "})
    @DisplayName("blank text, no-break and ideographic spaces included, is a missing 'text' parameter")
    void blankRefused(String text) {
        // when
        Failure failure = CommentText.parse(text).getLeft();

        // then
        assertThat(failure).isEqualTo(Failure.InvalidParameter.missing("text"));
        assertThat(failure.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(failure.message()).contains("'text'");
    }

    @Test
    @DisplayName("a newline is allowed")
    void newlineAllowed() {
        assertThat(CommentText.parse("line one\nline two").get().value()).isEqualTo("line one\nline two");
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"a\tb", "a\r\nb", "a\rb", "a\u0000b", "a\u007Fb", "a\u0085b", "a\u001Bb"})
    @DisplayName("other control characters (tab, carriage return, NUL, DEL...) are refused, naming 'text'")
    void controlCharactersRefused(String text) {
        // when
        Failure failure = CommentText.parse(text).getLeft();

        // then
        assertThat(failure).isInstanceOf(Failure.InvalidParameter.class);
        assertThat(((Failure.InvalidParameter) failure).parameter()).isEqualTo("text");
        assertThat(failure.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(failure.message()).contains("'text'");
    }
}
