package dev.shutter.adapters.http.servlet;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The servlet binding is thin: it reads and writes the surface's model through the Servlet API and asks the
 * surface ({@code Dispatch}) what answers. It names no handler, no representation, no port and no rule of the domain, so
 * that a route or a rule written here would be written twice.
 */
class ServletArchitectureTest {

    private static final String ROOT = "dev.shutter.adapters.http.servlet";

    private static ArchRule holdsNoRoute(String root) {
        return classes()
                .that()
                .resideInAPackage(root + "..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage(
                        "java..",
                        "jakarta.servlet..",
                        "io.vavr..",
                        "org.slf4j..",
                        "dev.shutter.adapters.http.web..",
                        root + "..")
                .because("a binding holds no route, rule or representation (issue 42, STYLE.md)");
    }

    /** The classes of {@code root} in this module's own class folders, with its tests or without. */
    private static JavaClasses imported(String root, boolean withTests) {
        ClassFileImporter importer =
                new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS);
        return (withTests ? importer : importer.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS))
                .importPackages(root);
    }

    @Test
    @DisplayName("the binding depends on the surface's web model, the Servlet API, Vavr and the SLF4J API only")
    void holdsNoRoute() {
        holdsNoRoute(ROOT).check(imported(ROOT, false));
    }

    @Test
    @DisplayName("the rule catches a class that answers a route of the catalogue itself")
    void catchesARuleInTheBinding() {
        EvaluationResult result = holdsNoRoute(ROOT + ".archfixture").evaluate(imported(ROOT + ".archfixture", true));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("AnswersARouteItself") && line.contains("dev.shutter.domain.Failure"))
                .anyMatch(line -> line.contains("AnswersARouteItself") && line.contains("api.Envelope"));
    }
}
