package dev.shutter.adapters.inmemory.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The embedding example of docs/embedding.md is this very code, and it runs. */
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

    @Test
    @DisplayName("docs/embedding.md shows the example exactly as it is compiled here")
    void readmeShowsIt() throws IOException {
        Path source = Path.of("src/test/java/dev/shutter/adapters/inmemory/example/EmbeddingExample.java");
        String code = Files.readString(source);
        String example = code.substring(
                code.indexOf("// README:BEGIN\n") + "// README:BEGIN\n".length(), code.indexOf("// README:END"));
        String readme = Files.readString(Path.of("../docs/embedding.md"));
        assertThat(readme).contains(example.strip());
    }
}
