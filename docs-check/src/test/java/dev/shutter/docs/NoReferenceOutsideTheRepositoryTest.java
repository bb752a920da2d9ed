package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A clone holds the specification in docs/spec; a path into the folder beside the repository, where it was
 * once read from, is a dead end for every reader.
 */
class NoReferenceOutsideTheRepositoryTest {

    /** Written in two parts, so that this file does not name what it looks for. */
    private static final List<String> OUTSIDE = List.of(".." + "/shared", "shared" + "/spec");

    static List<String> references(Path root) {
        List<String> found = new ArrayList<>();
        for (Path file : Repository.files(root)) {
            String text;
            try {
                text = Files.readString(file);
            } catch (Exception notText) {
                continue; // a binary file names no path a reader follows
            }
            String[] lines = text.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                for (String outside : OUTSIDE) {
                    if (lines[i].contains(outside)) {
                        found.add(root.relativize(file) + ":" + (i + 1) + ": " + lines[i].strip());
                        break;
                    }
                }
            }
        }
        return found;
    }

    @Test
    @DisplayName("no file of the repository names a path outside it")
    void none() {
        assertThat(references(Repository.ROOT)).isEmpty();
    }

    @Test
    @DisplayName("the search finds such a path in any file, but not under target/")
    void found(@TempDir Path root) throws Exception {
        // given
        Files.createDirectories(root.resolve("src/main/java"));
        Files.createDirectories(root.resolve("target"));
        Files.writeString(root.resolve("src/main/java/A.java"), "/** See " + OUTSIDE.get(1) + "/x.md. */\n");
        Files.writeString(root.resolve("README.md"), "# A\n\nRules: `" + OUTSIDE.get(0) + "/spec/x.md`\n");
        Files.writeString(root.resolve("target/B.java"), OUTSIDE.get(0));
        // when
        List<String> found = references(root);
        // then
        assertThat(found)
                .containsExactly(
                        "README.md:3: Rules: `" + OUTSIDE.get(0) + "/spec/x.md`",
                        "src/main/java/A.java:1: /** See " + OUTSIDE.get(1) + "/x.md. */");
    }
}
