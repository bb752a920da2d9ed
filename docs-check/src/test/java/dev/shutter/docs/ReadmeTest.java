package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The README is the front door: a page a newcomer reads in five minutes, with the two commands near its top. */
class ReadmeTest {

    private static final List<String> LINES =
            Repository.read(Repository.ROOT.resolve("README.md")).lines().toList();

    @Test
    @DisplayName("the README is at most 250 lines")
    void atMost250Lines() {
        assertThat(LINES).hasSizeLessThanOrEqualTo(250);
    }

    @Test
    @DisplayName(
            "the command that runs the server with demo data and the one that runs the tests are in its first 40 lines")
    void twoCommandsNearTheTop() {
        List<String> top = LINES.subList(0, Math.min(40, LINES.size()));

        assertThat(top)
                .anySatisfy(line -> assertThat(line).contains("java -jar server/target/shutter-server.jar --demo"));
        assertThat(top).contains("mvn -B verify");
    }

    @Test
    @DisplayName(
            "the README's embedding goes from nothing to a first API call in at most 20 lines with its imports, and names"
                    + " no endpoint, path or wire string")
    void firstCallInTwentyLines() {
        String block =
                new Markdown(String.join("\n", LINES)).blocks("java").get(0).text();
        List<String> lines = block.strip().lines().toList();

        assertThat(lines).hasSizeLessThanOrEqualTo(20);
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("import "));
        assertThat(block)
                .contains("shutter.as(token).relationships().follow(")
                .doesNotContain("Endpoint", "AuthenticateCommand", "/users/", "/v1", "\"follow\"");
    }

    @Test
    @DisplayName("the README's table of contents links every page of docs/")
    void linksEveryPage() {
        String readme = String.join("\n", LINES);

        for (var page : Repository.pages()) {
            String name = Repository.name(page);
            if (name.startsWith("docs/")) {
                assertThat(readme).as(name).contains("](" + name + ")");
            }
        }
    }
}
