package dev.shutter.adapters.http.admin;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import dev.shutter.ports.in.Seed;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fixtures reader over any document: it answers a seed or one sentence naming what is wrong, never an
 * exception, and the sentence never shows a Java class, package or exception name that the document itself
 * did not hold (an unknown field is named as written).
 */
class FixturesReaderFuzzTest {

    private static final List<String> JAVA_NAMES = List.of(
            "\\b(?:java|com\\.fasterxml|dev\\.shutter|io\\.vavr)\\.[a-z]\\w*", "[A-Za-z]+(?:Exception|Error)\\b");

    @FuzzTest
    @DictionaryEntries({
        "{\"users\":[{\"id\":\"1001\",\"username\":\"alice\"}]}",
        "\"users\"",
        "\"media\"",
        "\"apps\"",
        "\"follows\"",
        "\"blocks\"",
        "\"comments\"",
        "\"id\"",
        "\"username\"",
        "\"password\"",
        "\"is_private\"",
        "\"owner\"",
        "\"client_id\"",
        "\"client_secret\"",
        "\"redirect_uris\"",
        "\"mode\"",
        "\"live\"",
        "\"sandbox\"",
        "\"unreviewed-live\"",
        "\"approved_scopes\"",
        "\"sandbox_users\"",
        "\"comment_write\"",
        "\"implicit\"",
        "\"enforce_signed_requests\"",
        "\"created_time\"",
        "\"from\"",
        "\"to\"",
        "\"status\"",
        "\"follows\"",
        "\"requested\"",
        "\"text\"",
        "\"2016-01-01T00:00:00Z\"",
        "\"1400000000\"",
        "\"https://app.example/cb\"",
        "true",
        "null",
        "[]",
        "{}"
    })
    void readingAnyDocument(@NotNull String json) {
        Either<String, Seed> read = FixturesReader.read(json.getBytes(StandardCharsets.UTF_8));
        if (read.isLeft()) {
            String sentence = read.getLeft();
            assertThat(sentence).isNotBlank();
            // A sentence may quote the document (an unknown field's name) but never adds a Java name of its own.
            for (String javaName : JAVA_NAMES) {
                Matcher found = Pattern.compile(javaName).matcher(sentence);
                while (found.find()) {
                    assertThat(json).as("'%s' in: %s", found.group(), sentence).contains(found.group());
                }
            }
            return;
        }
        Seed seed = read.get();
        assertThat(seed.users()).doesNotContainNull();
        assertThat(seed.apps()).doesNotContainNull();
        assertThat(seed.comments()).doesNotContainNull();
    }
}
