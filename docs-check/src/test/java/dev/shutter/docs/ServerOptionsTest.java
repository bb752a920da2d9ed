package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.OptionsParser;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The server's options as the pages name them are the ones {@code --help} prints, and the reverse. */
class ServerOptionsTest {

    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--([a-z][a-z0-9-]*)");
    private static final Pattern HELP_LINE = Pattern.compile("(?m)^  --([a-z][a-z0-9-]*)");
    /** Lines about the project's scripts, whose options are their own. */
    private static final Pattern SCRIPT = Pattern.compile("bench/run|bench/pgbench|fuzz/run|cluster/run");

    /** What {@code --help} prints, without the dashes. */
    static Set<String> help() {
        return names(HELP_LINE.matcher(OptionsParser.help()));
    }

    /** Every {@code --option} a page names, except on a line about a script. */
    static Set<String> named(String page) {
        return page.lines()
                .filter(line -> !SCRIPT.matcher(line).find())
                .flatMap(line -> names(OPTION.matcher(line)).stream())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** The options in the first column of the options table of docs/server.md. */
    static Set<String> table(String serverPage) {
        String options = serverPage.substring(
                serverPage.indexOf("## Options"), serverPage.indexOf("\n## ", serverPage.indexOf("## Options") + 1));
        return options.lines()
                .filter(line -> line.startsWith("| `--"))
                .flatMap(line -> names(OPTION.matcher(line.substring(0, line.indexOf(" |", 2)))).stream())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> names(Matcher m) {
        Set<String> names = new TreeSet<>();
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    private static List<Path> docs() {
        return Repository.pages().stream()
                .filter(page -> !page.getFileName().toString().equals("CONTRIBUTING.md"))
                .toList();
    }

    @Test
    @DisplayName("every option the README and docs name is one --help prints")
    void everyNamedOptionExists() {
        Set<String> help = help();

        for (Path page : docs()) {
            assertThat(help).as(Repository.name(page)).containsAll(named(Repository.read(page)));
        }
        assertThat(help).contains("storage", "demo", "help");
    }

    @Test
    @DisplayName("every option --help prints has its row in the options table of docs/server.md")
    void everyOptionIsDocumented() {
        Set<String> table = table(Repository.read(Repository.ROOT.resolve("docs/server.md")));
        Set<String> help = new TreeSet<>(help());
        help.remove("help");

        assertThat(table).isEqualTo(help);
    }

    @Test
    @DisplayName("an option the server lacks is found, a script's is not, and a missing row shows")
    void mistakesShow() {
        String page = "Start it with `--storage memory --colour`.\n`bench/run --smoke` is the bench's own.\n";
        String table = "## Options\n\n| option |\n|---|\n| `--port` | 8443 |\n| `--storage` | h2 |\n\n## Next\n";

        assertThat(named(page)).containsExactly("colour", "storage");
        assertThat(help()).doesNotContain("colour");
        assertThat(table(table)).containsExactly("port", "storage").isNotEqualTo(help());
    }
}
