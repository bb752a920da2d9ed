package dev.shutter.domain.comment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * All caps: the text has letters with a case and none of them is lower case. Letters without case (CJK,
 * for one) neither make nor break the rule: a comment wholly in Japanese is not shouting, and one in
 * Japanese with a shouted English word is. That is the documented choice of {@link
 * CommentTextRule#NOT_ALL_CAPS}.
 */
@DisplayName("Commenting in capital letters")
class CommentingInCapitalLettersTest {

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"HELLO", "GREAT SHOT!!!", "ÉCOLE", "ΓΕΙΑ", "OK 👍", "ABC123", "東京 TOKYO"})
    @DisplayName("text whose cased letters are all capitals is refused")
    void allCapsRefused(String text) {
        assertThat(CommentText.parse(text).getLeft()).isEqualTo(new Failure.CommentAllCaps());
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"Hello", "GREAT shot", "12345", "!!! ???", "👍👍", "東京タワー", "東京 Tokyo", "ß"})
    @DisplayName("text with a lower-case letter, or with no cased letter at all, is accepted")
    void accepted(String text) {
        assertThat(CommentText.parse(text).isRight()).isTrue();
    }
}
