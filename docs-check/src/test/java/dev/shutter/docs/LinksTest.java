package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LinksTest {

    @Test
    @DisplayName("every relative link of the README and docs names a file that exists, and a heading it has")
    void everyLinkResolves() {
        // given
        List<Path> pages = Repository.pages();
        // when
        List<String> problems = new ArrayList<>();
        pages.forEach(page -> problems.addAll(Links.problems(page)));
        // then
        assertThat(pages).hasSizeGreaterThan(10);
        assertThat(problems).isEmpty();
    }

    @Test
    @DisplayName("a link to a missing file, or to a heading the page lacks, is found; code is not prose")
    void brokenLinksAreFound(@TempDir Path dir) throws Exception {
        // given
        Files.writeString(dir.resolve("other.md"), "# Other\n\n## Run the server, with `--demo`\n");
        Path page = dir.resolve("page.md");
        Files.writeString(
                page,
                "# Page\n\n[ok](other.md#run-the-server-with---demo) [self](#page) [web](https://example.com/x)\n"
                        + "[gone](missing.md) [no heading](other.md#nowhere) [no self](#nothing)\n"
                        + "`[code](not-a-link.md)`\n```\n[fenced](not-a-link-either.md)\n```\n");
        // when
        List<String> problems = Links.problems(page);
        // then
        assertThat(problems)
                .containsExactly(
                        "page.md: missing.md names no file",
                        "page.md: other.md#nowhere names no heading of other.md",
                        "page.md: #nothing names no heading of page.md");
    }
}
