package dev.shutter.domain.comment;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.shutter.domain.Failure;

/**
 * The comment text rules (docs/spec/DECISIONS.md sections 2 and 6) over any text: a comment is accepted or refused
 * with a catalogued failure, never an exception; an accepted one is kept as sent and keeps every rule,
 * each checked here plainly, without the rules' own code.
 */
class CommentTextFuzzTest {

    @FuzzTest
    void anyCommentText(String raw) {
        var parsed = CommentText.parse(raw);
        if (parsed.isLeft()) {
            assertThat(parsed.getLeft())
                    .isInstanceOfAny(
                            Failure.InvalidParameter.class,
                            Failure.CommentTooLong.class,
                            Failure.CommentTooManyTags.class,
                            Failure.CommentTooManyUrls.class,
                            Failure.CommentAllCaps.class);
            return;
        }
        String text = parsed.get().value();
        assertThat(text).isEqualTo(raw);
        assertThat(text.codePointCount(0, text.length())).isBetween(1, 300);
        assertThat(text.codePoints().anyMatch(c -> !Character.isWhitespace(c) && !Character.isSpaceChar(c)))
                .as("not blank")
                .isTrue();
        assertThat(text.codePoints().filter(c -> c != '\n').noneMatch(Character::isISOControl))
                .as("no control character but newline")
                .isTrue();
        boolean anyUpper = text.codePoints().anyMatch(c -> Character.isUpperCase(c) || Character.isTitleCase(c));
        boolean anyLower = text.codePoints().anyMatch(Character::isLowerCase);
        assertThat(anyUpper && !anyLower).as("not all capitals").isFalse();
    }
}
