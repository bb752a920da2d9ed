package dev.shutter.domain.comment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The rules run in the catalogue's order and the first rejection wins. */
@DisplayName("Commenting while breaking several rules")
class CommentingBreakingSeveralRulesTest {

    private static final String FIVE_TAGS = "#a #b #c #d #e";
    private static final String TWO_URLS = "http://a.example http://b.example";

    @Test
    @DisplayName("the rules are, in order: blank, control characters, length, hashtags, URLs, capitals")
    void order() {
        assertThat(CommentTextRule.ALL)
                .isEqualTo(List.of(
                        CommentTextRule.NOT_BLANK,
                        CommentTextRule.NO_CONTROL_CHARACTERS,
                        CommentTextRule.NOT_TOO_LONG,
                        CommentTextRule.NOT_TOO_MANY_HASHTAGS,
                        CommentTextRule.NOT_TOO_MANY_URLS,
                        CommentTextRule.NOT_ALL_CAPS));
    }

    @Test
    @DisplayName("a control character wins over length")
    void controlBeforeLength() {
        Failure failure = CommentText.parse("a\t" + "b".repeat(400)).getLeft();
        assertThat(failure).isInstanceOf(Failure.InvalidParameter.class);
    }

    @Test
    @DisplayName("length wins over hashtags, URLs and capitals")
    void lengthFirst() {
        String text = FIVE_TAGS.toUpperCase() + " " + TWO_URLS.toUpperCase() + " " + "X".repeat(300);
        assertThat(CommentText.parse(text).getLeft()).isEqualTo(new Failure.CommentTooLong());
    }

    @Test
    @DisplayName("hashtags win over URLs and capitals")
    void hashtagsBeforeUrls() {
        String text = (FIVE_TAGS + " " + TWO_URLS).toUpperCase();
        assertThat(CommentText.parse(text).getLeft()).isEqualTo(new Failure.CommentTooManyTags());
    }

    @Test
    @DisplayName("URLs win over capitals")
    void urlsBeforeCaps() {
        assertThat(CommentText.parse(TWO_URLS.toUpperCase()).getLeft()).isEqualTo(new Failure.CommentTooManyUrls());
    }

    @Test
    @DisplayName("each rule alone judges only its own concern")
    void rulesAlone() {
        String shouting = "HELLO";
        assertThat(CommentTextRule.NOT_TOO_MANY_HASHTAGS.check(shouting).isEmpty())
                .isTrue();
        assertThat(CommentTextRule.NOT_TOO_MANY_URLS.check(shouting).isEmpty()).isTrue();
        assertThat(CommentTextRule.NOT_ALL_CAPS.check(shouting).get()).isEqualTo(new Failure.CommentAllCaps());
        assertThat(CommentTextRule.firstFailure("hello").isEmpty()).isTrue();
    }

    @Test
    @DisplayName("text that passes is kept exactly as written")
    void keptAsWritten() {
        // given
        String text = "  Nice #shot at www.a.example \n😀  ";

        // when
        CommentText parsed = CommentText.parse(text).get();

        // then
        assertThat(parsed.value()).isEqualTo(text);
        assertThat(parsed).isEqualTo(CommentText.trusted(text));
        assertThat(parsed.toString()).isEqualTo(text);
    }
}
