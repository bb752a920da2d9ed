package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each module's public types are the ones its {@code public-types.txt} lists: what a host may call, reviewed
 * by whoever widened it. A type made public without being added there, and a listed type that is no longer
 * public (or no longer exists), fail this test, which names them and the file to change.
 */
class PublicTypesTest {

    /** Where a class was read from: a module's own build output, or its installed jar. */
    private static final Pattern FOLDER = Pattern.compile("/([a-z0-9-]+)/target/classes/");

    private static final Pattern JAR = Pattern.compile("/shutter-([a-z0-9-]+?)-\\d[^/]*\\.jar!");

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("-tests.jar")) // test kits, as in a reactor build
                .importPackages("dev.shutter");
    }

    @Test
    @DisplayName("every module of the hexagon lists its public types, and this module reads its classes")
    void everyModuleHasItsList() {
        Map<String, SortedSet<String>> found = publicTypes(classes);
        for (String module : modules()) {
            assertThat(Files.isRegularFile(list(module)))
                    .as("%s has no public-types.txt: write one (see this test's Javadoc)", module)
                    .isTrue();
            assertThat(found)
                    .as("docs-check does not depend on %s (test scope), so its classes cannot be checked", module)
                    .containsKey(module);
        }
    }

    @Test
    @DisplayName("every public type of every module is listed in its public-types.txt, and nothing else is")
    void publicTypesAreTheListedOnes() {
        Map<String, SortedSet<String>> found = publicTypes(classes);
        StringBuilder problems = new StringBuilder();
        for (String module : modules()) {
            problems.append(difference(
                    module, found.getOrDefault(module, new TreeSet<>()), listed(Repository.read(list(module)))));
        }
        assertThat(problems.toString()).as("public types").isEmpty();
    }

    @Test
    @DisplayName("a type made public without review, or a listed one gone, is named with its module")
    void catchesAnUnreviewedType() {
        SortedSet<String> reviewed = listed("# reviewed\ndev.shutter.ports.Shutter\ndev.shutter.ports.Gone\n");
        SortedSet<String> nowPublic =
                new TreeSet<>(List.of("dev.shutter.ports.Shutter", "dev.shutter.ports.service.RelationshipService"));

        String problems = difference("ports", nowPublic, reviewed);

        assertThat(problems)
                .contains("ports: public but not reviewed: dev.shutter.ports.service.RelationshipService")
                .contains("ports: listed but not public: dev.shutter.ports.Gone");
        assertThat(difference("ports", reviewed, reviewed)).isEmpty();
    }

    @Test
    @DisplayName("a nested type counts as public only when every type around it is public")
    void nestedTypesCountWhenReachable() {
        JavaClasses own = new ClassFileImporter().importPackages("dev.shutter.docs.surface");

        assertThat(reachable(own.get("dev.shutter.docs.surface.Outer$Inner"))).isTrue();
        assertThat(reachable(own.get("dev.shutter.docs.surface.Hidden$Inner"))).isFalse();
    }

    /** The public types found, by module, with nested ones as {@code Outer.Inner}. */
    static Map<String, SortedSet<String>> publicTypes(JavaClasses classes) {
        Map<String, SortedSet<String>> byModule = new TreeMap<>();
        for (JavaClass type : classes) {
            if (!reachable(type)) {
                continue;
            }
            String module = module(type);
            byModule.computeIfAbsent(module, m -> new TreeSet<>())
                    .add(type.getName().replace('$', '.'));
        }
        return byModule;
    }

    /** Whether code outside the type's package can name it: public, and so is every type around it. */
    static boolean reachable(JavaClass type) {
        if (type.isAnonymousClass()
                || type.isLocalClass()
                || !type.getModifiers().contains(JavaModifier.PUBLIC)) {
            return false;
        }
        return type.getEnclosingClass().map(PublicTypesTest::reachable).orElse(true);
    }

    /** What to change, one line each: types public but not listed, and types listed but not public. */
    static String difference(String module, SortedSet<String> found, SortedSet<String> listed) {
        StringBuilder problems = new StringBuilder();
        for (String type : found) {
            if (!listed.contains(type)) {
                problems.append(module)
                        .append(": public but not reviewed: ")
                        .append(type)
                        .append(" (make it package-private, or add it to ")
                        .append(module)
                        .append("/public-types.txt)\n");
            }
        }
        for (String type : listed) {
            if (!found.contains(type)) {
                problems.append(module)
                        .append(": listed but not public: ")
                        .append(type)
                        .append(" (remove it from ")
                        .append(module)
                        .append("/public-types.txt)\n");
            }
        }
        return problems.toString();
    }

    /** The types a list names: one per line; blank lines and lines starting with {@code #} are comments. */
    static SortedSet<String> listed(String text) {
        SortedSet<String> types = new TreeSet<>();
        for (String line : text.split("\n")) {
            String type = line.strip();
            if (!type.isEmpty() && !type.startsWith("#")) {
                types.add(type);
            }
        }
        return types;
    }

    private static String module(JavaClass type) {
        String uri = type.getSource().map(source -> source.getUri().toString()).orElse("");
        Matcher folder = FOLDER.matcher(uri);
        if (folder.find()) {
            return folder.group(1);
        }
        Matcher jar = JAR.matcher(uri);
        return jar.find() ? jar.group(1) : "unknown: " + uri;
    }

    private static List<String> modules() {
        return ModuleGraphTest.hexagon(Repository.ROOT);
    }

    private static Path list(String module) {
        return Repository.ROOT.resolve(module).resolve("public-types.txt");
    }
}
