package dev.shutter.domain.comment;

import dev.shutter.domain.Failure;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One rule on comment text (docs/spec/DECISIONS.md sections 2 and 6). The rules run in {@link #ALL}'s order and the
 * first rejection wins.
 */
@FunctionalInterface
interface CommentTextRule {

    /** Most code points a comment may have. */
    int MAX_CODE_POINTS = 300;

    /** Most hashtags a comment may have. */
    int MAX_HASHTAGS = 4;

    /** Most URLs a comment may have. */
    int MAX_URLS = 1;

    /** {@code #} then one or more letters, digits or underscores. */
    Pattern HASHTAG = Pattern.compile("#[\\p{L}\\p{N}_]+");

    /**
     * A run of non-space characters starting with http://, https:// or www. Space as Unicode has it, so a
     * no-break or ideographic space between two URLs does not make them one.
     */
    Pattern URL = Pattern.compile("(?<!\\S)(?i:https?://|www\\.)\\S*", Pattern.UNICODE_CHARACTER_CLASS);

    /** The failure, if {@code text} breaks this rule. */
    Option<Failure> check(String text);

    /** Blank: nothing but white space, the no-break and ideographic spaces included. */
    CommentTextRule NOT_BLANK = text ->
            text == null || text.codePoints().allMatch(c -> Character.isWhitespace(c) || Character.isSpaceChar(c))
                    ? Option.some(Failure.InvalidParameter.missing("text"))
                    : Option.none();

    CommentTextRule NO_CONTROL_CHARACTERS =
            text -> text.codePoints().anyMatch(c -> c != '\n' && Character.getType(c) == Character.CONTROL)
                    ? Option.some(new Failure.InvalidParameter(
                            "text", "the parameter 'text' must not contain control characters other than newline"))
                    : Option.none();

    CommentTextRule NOT_TOO_LONG = text -> text.codePointCount(0, text.length()) > MAX_CODE_POINTS
            ? Option.some(new Failure.CommentTooLong())
            : Option.none();

    CommentTextRule NOT_TOO_MANY_HASHTAGS =
            text -> count(HASHTAG, text) > MAX_HASHTAGS ? Option.some(new Failure.CommentTooManyTags()) : Option.none();

    CommentTextRule NOT_TOO_MANY_URLS =
            text -> count(URL, text) > MAX_URLS ? Option.some(new Failure.CommentTooManyUrls()) : Option.none();

    /**
     * Letters that have a case, and none of them lower case. Letters without case (CJK, for one) neither
     * make nor break the rule, or every comment in Japanese would count as shouting.
     */
    CommentTextRule NOT_ALL_CAPS = text -> {
        boolean anyUpper = text.codePoints().anyMatch(c -> Character.isUpperCase(c) || Character.isTitleCase(c));
        boolean anyLower = text.codePoints().anyMatch(Character::isLowerCase);
        return anyUpper && !anyLower ? Option.some(new Failure.CommentAllCaps()) : Option.none();
    };

    /** Every rule, in the order the error catalogue checks them. */
    List<CommentTextRule> ALL = List.of(
            NOT_BLANK, NO_CONTROL_CHARACTERS, NOT_TOO_LONG, NOT_TOO_MANY_HASHTAGS, NOT_TOO_MANY_URLS, NOT_ALL_CAPS);

    /** The first failure of {@link #ALL} on {@code text}, if any. */
    static Option<Failure> firstFailure(String text) {
        return ALL.iterator()
                .map(rule -> rule.check(text))
                .find(Option::isDefined)
                .flatMap(f -> f);
    }

    private static int count(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        int found = 0;
        while (matcher.find()) {
            found++;
        }
        return found;
    }
}
