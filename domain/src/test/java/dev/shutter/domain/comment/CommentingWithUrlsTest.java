package dev.shutter.domain.comment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A URL is a run of non-space characters starting with http://, https:// or www., in any case. */
@DisplayName("Commenting with URLs")
class CommentingWithUrlsTest {

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "see http://a.example/x",
                "see https://a.example",
                "see www.a.example",
                "see HTTPS://a.example",
                "see Www.a.example and ftp://b.example",
                "see https://a.example and mailto:b@b.example",
                "see https://a.example,https://b.example as one run",
                "no links at all"
            })
    @DisplayName("one URL is accepted")
    void oneAccepted(String text) {
        assertThat(CommentText.parse(text).isRight()).isTrue();
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "http://a.example https://b.example",
                "see www.a.example and www.b.example",
                "see HTTP://a.example and Www.b.example",
                "see hTtPs://a.example and wWw.b.example",
                "one https://a.example\ntwo https://b.example",
                "no-break space https://a.example\u00A0https://b.example",
                "ideographic space https://a.example\u3000https://b.example",
            })
    @DisplayName("two URLs are refused, whatever their case and whatever space separates them")
    void twoRefused(String text) {
        assertThat(CommentText.parse(text).getLeft()).isEqualTo(new Failure.CommentTooManyUrls());
    }
}
