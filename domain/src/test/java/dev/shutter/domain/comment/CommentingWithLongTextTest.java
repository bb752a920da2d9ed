package dev.shutter.domain.comment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Length is counted in code points (docs/spec/DECISIONS.md section 2), so an emoji counts once. */
@DisplayName("Commenting with long text")
class CommentingWithLongTextTest {

    private static final String EMOJI = "\uD83D\uDE00"; // U+1F600, two UTF-16 chars

    @Test
    @DisplayName("300 characters are accepted")
    void threeHundredAccepted() {
        // given
        String text = "a".repeat(300);

        // when / then
        assertThat(CommentText.parse(text).get().value()).isEqualTo(text);
    }

    @Test
    @DisplayName("301 characters are too long")
    void threeHundredAndOneRefused() {
        // given
        String text = "a".repeat(301);

        // when / then
        assertThat(CommentText.parse(text).getLeft()).isEqualTo(new Failure.CommentTooLong());
    }

    @Test
    @DisplayName("300 emoji (600 UTF-16 chars) are accepted: a surrogate pair counts once")
    void threeHundredEmojiAccepted() {
        // given
        String text = EMOJI.repeat(300);

        // when / then
        assertThat(text.length()).isEqualTo(600);
        assertThat(CommentText.parse(text).isRight()).isTrue();
    }

    @Test
    @DisplayName("301 emoji are too long")
    void threeHundredAndOneEmojiRefused() {
        assertThat(CommentText.parse(EMOJI.repeat(301)).getLeft()).isEqualTo(new Failure.CommentTooLong());
    }

    @Test
    @DisplayName("299 letters and one emoji make 300 and are accepted")
    void mixed() {
        assertThat(CommentText.parse("a".repeat(299) + EMOJI).isRight()).isTrue();
        assertThat(CommentText.parse("a".repeat(300) + EMOJI).getLeft()).isEqualTo(new Failure.CommentTooLong());
    }

    @Test
    @DisplayName("the rule alone says nothing about short text")
    void ruleAlone() {
        assertThat(CommentTextRule.NOT_TOO_LONG.check(EMOJI.repeat(300)).isEmpty())
                .isTrue();
        assertThat(CommentTextRule.NOT_TOO_LONG.check(EMOJI.repeat(301)).get()).isEqualTo(new Failure.CommentTooLong());
    }
}
