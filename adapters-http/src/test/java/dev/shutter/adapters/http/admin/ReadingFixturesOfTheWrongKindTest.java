package dev.shutter.adapters.http.admin;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A fixtures document that is valid JSON but not an object (a fuzzing finding): the refusal says what was
 * expected, and never names a Java class, as Jackson's own sentence did.
 */
@DisplayName("Reading fixtures of the wrong kind")
class ReadingFixturesOfTheWrongKindTest {

    @Test
    @DisplayName("a string, a number, a list or a boolean is refused as not an object, naming no Java type")
    void notAnObject() {
        for (String document : new String[] {"\"enforce_signed_requests\"", "1", "[]", "true"}) {
            // given a document of the wrong kind; when it is read
            var read = FixturesReader.read(document.getBytes(StandardCharsets.UTF_8));

            // then it is refused with a sentence in the operator's words
            assertThat(read.getLeft())
                    .as(document)
                    .startsWith("the document")
                    .contains("object")
                    .doesNotContain("dev.shutter")
                    .doesNotContain("`");
        }
    }

    @Test
    @DisplayName("bytes that look like UTF-32 but are not are refused as not UTF-8, not with an exception")
    void notUtf8() {
        // given a document starting with NULs, which Jackson takes for UTF-32 (a fuzzing finding)
        byte[] document = {'"', 0, 0, 0, '(', 'q', 'u', 'e', 'e', 1, 0, ';', 't', '"'};

        // when it is read, then it is refused with a sentence
        assertThat(FixturesReader.read(document).getLeft()).isEqualTo("not valid JSON: the text is not UTF-8");
    }
}
