package dev.shutter.adapters.inmemory.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The embedding example of docs/embedding.md, compiled here (docs-check finds it in the page word for word), and
 * it runs.
 */
class EmbeddingExampleTest {

    @Test
    @DisplayName("the embedding example follows a user and prints the outgoing status")
    void runs() {
        // given
        PrintStream original = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        // when
        try {
            EmbeddingExample.main(new String[0]);
        } finally {
            System.setOut(original);
        }
        // then
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("alice -> bob: follows");
    }
}
