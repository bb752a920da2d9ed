package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each example builds the same copied out of the repository (docs/embedding.md says so): its POM takes nothing
 * from the tree around it. The examples stay in the reactor through examples/pom.xml's module list.
 */
class StandAlonePomTest {

    private static final Path EXAMPLES = Repository.ROOT.resolve("examples");
    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    /** The folders of examples/ that hold a POM: the examples. */
    static Set<String> examples() {
        try (Stream<Path> folders = Files.list(EXAMPLES)) {
            return folders.filter(folder -> Files.isRegularFile(folder.resolve("pom.xml")))
                    .map(folder -> folder.getFileName().toString())
                    .collect(Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    @DisplayName("no example's POM takes a parent, a relativePath, a property, a version or a plugin from the tree")
    void everyExampleStandsAlone() {
        // given
        Set<String> examples = examples();
        assertThat(examples).contains("jetty-host", "spring-boot-host", "undertow-host");
        // when
        Map<String, List<String>> problems = new LinkedHashMap<>();
        for (String example : examples) {
            List<String> found = StandAlonePom.problems(Repository.read(EXAMPLES.resolve(example + "/pom.xml")));
            if (!found.isEmpty()) {
                problems.put("examples/" + example + "/pom.xml", found);
            }
        }
        // then
        assertThat(problems).isEmpty();
    }

    @Test
    @DisplayName("every example is a module of examples/pom.xml, so the reactor builds and tests it")
    void everyExampleIsInTheReactor() {
        Set<String> modules = new TreeSet<>();
        Matcher module = MODULE.matcher(Repository.read(EXAMPLES.resolve("pom.xml")));
        while (module.find()) {
            modules.add(module.group(1));
        }

        assertThat(modules).isEqualTo(examples());
    }

    @Test
    @DisplayName("a child of the never-installed shutter-examples aggregator fails the check")
    void aShutterParentFails() {
        assertThat(StandAlonePom.problems(fixture("shutter-parent.xml")))
                .containsExactly(
                        "its parent is Shutter's own dev.shutter:shutter-examples, which a copy cannot find",
                        "its parent dev.shutter:shutter-examples has no empty <relativePath/>, so Maven looks in"
                                + " ../pom.xml first");
    }

    @Test
    @DisplayName("a parent looked for in the tree, and a property the tree defines, fail the check")
    void aRelativePathAndAnUndefinedPropertyFail() {
        assertThat(StandAlonePom.problems(fixture("parent-in-the-tree.xml")))
                .containsExactly(
                        "it names the relativePath ../pom.xml, a file in the tree around it",
                        "it uses ${shutter.version}, which it does not define");
    }

    @Test
    @DisplayName("without a parent, a version no imported BOM manages and a plugin left unpinned fail the check")
    void unmanagedVersionsFail() {
        assertThat(StandAlonePom.problems(fixture("no-parent-unpinned.xml")))
                .containsExactly(
                        "it uses ${undertow.version}, which it does not define",
                        "its dependency dev.shutter:shutter-adapters-http-undertow has no version, and no BOM it"
                                + " imports manages it",
                        "its plugin spotless-maven-plugin has no version",
                        "it pins no version of maven-surefire-plugin, so Maven's own default, an old one, builds it");
    }

    private static String fixture(String name) {
        try (InputStream in = StandAlonePomTest.class.getResourceAsStream("poms/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
