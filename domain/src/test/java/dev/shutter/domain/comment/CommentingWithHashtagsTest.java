package dev.shutter.domain.comment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A hashtag is '#' followed by one or more letters, digits or '_' (docs/spec/DECISIONS.md section 6). */
@DisplayName("Commenting with hashtags")
class CommentingWithHashtagsTest {

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "#one #two #three #four",
                "lovely #sunset at #the_beach, #2015 #été",
                "# # # # # # a lone hash is not a tag",
                "#one #two #three #four #-dash #!bang",
                "C# and F# are languages #1 #2 #3"
            })
    @DisplayName("up to 4 hashtags are accepted")
    void upToFour(String text) {
        assertThat(CommentText.parse(text).isRight()).isTrue();
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "#one #two #three #four #five",
                "#a#b#c#d#e",
                "#été #日本 #١٢٣ #under_score #x",
            })
    @DisplayName("5 hashtags are refused, whatever letters or digits they use")
    void fiveRefused(String text) {
        assertThat(CommentText.parse(text).getLeft()).isEqualTo(new Failure.CommentTooManyTags());
    }
}
