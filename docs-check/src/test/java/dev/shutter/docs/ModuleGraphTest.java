package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The README's picture of the modules draws the dependencies the POMs declare, no more and no less. */
class ModuleGraphTest {

    /** Modules that stand outside the hexagon: the build settings, the BOM, hosts, tools, tests and this module. */
    private static final Set<String> OUTSIDE = Set.of(
            "build-parent",
            "bom",
            "examples",
            "docs-check",
            "bench",
            "fuzz",
            "test-support",
            "spring-boot-starter-4.1-tests");

    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");
    private static final Pattern DEPENDENCY = Pattern.compile("<dependency>(.*?)</dependency>", Pattern.DOTALL);
    private static final Pattern NODE = Pattern.compile("(?m)^\\s*(\\w+)\\[\"([^\"]+)\"\\]\\s*$");
    private static final Pattern ARROW = Pattern.compile("(?m)^\\s*(\\w+) (-->|-\\.->) (\\w+)\\s*$");

    /** The modules of the hexagon, in the parent POM's order: its modules but those {@link #OUTSIDE}. */
    static List<String> hexagon(Path root) {
        List<String> hexagon = new ArrayList<>();
        String parent = Repository.read(root.resolve("pom.xml"));
        Matcher modules = MODULE.matcher(parent.substring(0, parent.indexOf("</modules>")));
        while (modules.find()) {
            if (!OUTSIDE.contains(modules.group(1))) {
                hexagon.add(modules.group(1));
            }
        }
        return hexagon;
    }

    /** Every dependency of one module of the hexagon on another: {@code a --> b}, or {@code a -.-> b} at run time. */
    static Set<String> declared(Path root) {
        Set<String> arrows = new TreeSet<>();
        for (String module : hexagon(root)) {
            String pom = Repository.read(root.resolve(module).resolve("pom.xml"))
                    .replaceAll("(?s)<dependencyManagement>.*?</dependencyManagement>", "");
            Matcher dependency = DEPENDENCY.matcher(pom);
            while (dependency.find()) {
                String d = dependency.group(1);
                String artifact = tag(d, "artifactId");
                String scope = tag(d, "scope");
                if (!"dev.shutter".equals(tag(d, "groupId"))
                        || !artifact.startsWith("shutter-")
                        || "test".equals(scope)
                        || tag(d, "type") != null) {
                    continue;
                }
                String target = artifact.substring("shutter-".length());
                assertThat(Files.isDirectory(root.resolve(target))).as(target).isTrue();
                arrows.add(module + ("runtime".equals(scope) ? " -.-> " : " --> ") + target);
            }
        }
        return arrows;
    }

    /** The arrows of the Mermaid block marked {@code %% modules}, with each node's label for its id. */
    static Set<String> drawn(String readme) {
        String block = StateDiagram.block(readme, "modules");
        Map<String, String> labels = new HashMap<>();
        Matcher node = NODE.matcher(block);
        while (node.find()) {
            labels.put(node.group(1), node.group(2));
        }
        Set<String> arrows = new TreeSet<>();
        Matcher arrow = ARROW.matcher(block);
        while (arrow.find()) {
            arrows.add(labels.getOrDefault(arrow.group(1), "?" + arrow.group(1)) + " " + arrow.group(2) + " "
                    + labels.getOrDefault(arrow.group(3), "?" + arrow.group(3)));
        }
        return arrows;
    }

    private static String tag(String xml, String name) {
        Matcher m =
                Pattern.compile("<" + name + ">\\s*([^<]+?)\\s*</" + name + ">").matcher(xml);
        return m.find() ? m.group(1) : null;
    }

    @Test
    @DisplayName("the README's module picture has exactly the arrows of the POMs")
    void pictureIsThePoms() {
        Set<String> declared = declared(Repository.ROOT);

        assertThat(declared).contains("ports --> domain");
        assertThat(drawn(Repository.read(Repository.ROOT.resolve("README.md")))).isEqualTo(declared);
    }

    @Test
    @DisplayName("an arrow the POMs lack, or a dependency the picture lacks, makes them differ")
    void aWrongPictureDiffers() {
        // given: an adapter drawn depending on another, and the domain's arrow gone
        String readme = Repository.read(Repository.ROOT.resolve("README.md"));
        String wrong = readme.replace("    ports --> domain\n", "    jdbc --> inmemory\n");
        // when
        Set<String> drawn = drawn(wrong);
        // then
        assertThat(drawn).contains("adapters-jdbc --> adapters-inmemory").doesNotContain("ports --> domain");
        assertThat(List.copyOf(drawn)).isNotEqualTo(List.copyOf(declared(Repository.ROOT)));
    }
}
