package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every Java block of the README and docs/ is a region of compiled code, marked {@code // docs:BEGIN} and
 * {@code // docs:END}, word for word, with its imports: a region that holds none is shown after the imports
 * of its file that it uses (those whose simple name it names), so that a reader can copy it. A test runs each
 * (SnippetsRunTest here, EmbeddingExampleTest and FollowRequestNotifierTest in adapters-inmemory). A region no
 * page shows is a leftover.
 */
class JavaBlocksTest {

    private static final Pattern REGION = Pattern.compile("// docs:BEGIN\\n(.*?)\\n[ \\t]*// docs:END", Pattern.DOTALL);

    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?[\\w.]+\\.(\\w+);$", Pattern.MULTILINE);

    /** Each marked region of the repository's Java sources, by where it is. */
    static Map<String, String> regions(Path root) {
        Map<String, String> regions = new LinkedHashMap<>();
        for (Path file : Repository.files(root)) {
            if (file.toString().endsWith(".java")) {
                String source = Repository.read(file);
                Matcher m = REGION.matcher(source);
                while (m.find()) {
                    regions.put(root.relativize(file) + "@" + m.start(), withImports(source, dedent(m.group(1))));
                }
            }
        }
        return regions;
    }

    /** {@code region} after the imports of {@code source} it uses, unless it holds its own. */
    static String withImports(String source, String region) {
        if (region.startsWith("import ")) {
            return region;
        }
        List<String> used = new ArrayList<>();
        Matcher imports = IMPORT.matcher(source);
        while (imports.find()) {
            if (Pattern.compile("\\b" + Pattern.quote(imports.group(1)) + "\\b")
                    .matcher(region)
                    .find()) {
                used.add(imports.group());
            }
        }
        return used.isEmpty() ? region : String.join("\n", used) + "\n\n" + region;
    }

    /** The text without the indentation its lines share, and without blank lines around it. */
    static String dedent(String text) {
        List<String> lines = List.of(text.strip().isEmpty() ? new String[0] : text.split("\n", -1));
        int indent = lines.stream()
                .filter(line -> !line.isBlank())
                .mapToInt(line -> line.length() - line.stripLeading().length())
                .min()
                .orElse(0);
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            out.add(line.isBlank() ? "" : line.substring(indent).stripTrailing());
        }
        return String.join("\n", out).strip();
    }

    @Test
    @DisplayName("every Java block of the README and docs/ is compiled code, word for word")
    void everyBlockIsCompiled() {
        // given
        Map<String, String> regions = regions(Repository.ROOT);
        List<String> blocks = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (Path page : Repository.pages()) {
            for (Markdown.Block block : new Markdown(Repository.read(page)).blocks("java")) {
                blocks.add(dedent(block.text()));
                // when
                if (!regions.containsValue(dedent(block.text()))) {
                    missing.add(Repository.name(page) + ":" + block.line());
                }
            }
        }
        // then
        assertThat(blocks).hasSizeGreaterThanOrEqualTo(5);
        assertThat(missing).as("Java blocks with no // docs:BEGIN region").isEmpty();
    }

    @Test
    @DisplayName("every marked region is shown by a page")
    void everyRegionIsShown() {
        List<String> blocks = new ArrayList<>();
        for (Path page : Repository.pages()) {
            new Markdown(Repository.read(page)).blocks("java").forEach(b -> blocks.add(dedent(b.text())));
        }
        Map<String, String> regions = regions(Repository.ROOT);

        assertThat(regions).hasSizeGreaterThanOrEqualTo(5);
        regions.forEach((where, code) -> assertThat(blocks).as(where).contains(code));
    }

    @Test
    @DisplayName("a block that differs from its region by one word, or lacks its imports, is not found")
    void aChangedBlockIsNotFound() {
        Map<String, String> regions = regions(Repository.ROOT);
        String readme = new Markdown(Repository.read(Repository.ROOT.resolve("README.md")))
                .blocks("java")
                .get(0)
                .text();

        assertThat(regions).containsValue(dedent(readme));
        assertThat(regions).doesNotContainValue(dedent(readme.replace("\"alice\"", "\"alicia\"")));
        assertThat(regions)
                .as("the block without its imports")
                .doesNotContainValue(dedent(readme.lines()
                        .filter(line -> !line.startsWith("import "))
                        .collect(java.util.stream.Collectors.joining("\n"))));
    }
}
