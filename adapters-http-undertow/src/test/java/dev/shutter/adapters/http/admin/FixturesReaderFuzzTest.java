package dev.shutter.adapters.http.admin;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import dev.shutter.ports.in.Seed;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;

/**
 * The fixtures reader over any document: it answers a seed or one sentence naming what is wrong, never an
 * exception, and the sentence never shows a Java class, package or exception name.
 */
class FixturesReaderFuzzTest {

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
            assertThat(read.getLeft())
                    .isNotBlank()
                    .doesNotContainPattern("\\b(?:java|com\\.fasterxml|dev\\.shutter|io\\.vavr)\\.[a-z]")
                    .doesNotContainPattern("[A-Za-z]+(?:Exception|Error)\\b");
            return;
        }
        Seed seed = read.get();
        assertThat(seed.users()).doesNotContainNull();
        assertThat(seed.apps()).doesNotContainNull();
        assertThat(seed.comments()).doesNotContainNull();
    }
}
