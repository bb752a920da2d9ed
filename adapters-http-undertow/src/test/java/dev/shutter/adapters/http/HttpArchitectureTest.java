package dev.shutter.adapters.http;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import dev.shutter.ports.arch.ArchitectureRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The HTTP adapter depends on ports, the domain, Undertow, Jackson and the SLF4J API, never on a storage
 * adapter or on the bundled server; the handlers never read the clock or draw randomness; a class that knows
 * Undertow holds no rule, route or representation of the API (it asks the surface). Each rule is seen to catch a
 * broken class.
 */
class HttpArchitectureTest {

    private static final String ROOT = "dev.shutter.adapters.http";
    // The binding's own packages; the surface's (the routes, /v1 among them) are checked in adapters-http
    // (SurfaceArchitectureTest).
    private static final String[] HANDLER_PACKAGES = {"undertow", "web"};

    private static ArchRule staysApart(String root) {
        return ArchitectureRules.adapterStaysApart(
                root,
                "io.undertow..",
                "org.xnio..",
                "com.fasterxml.jackson..",
                // the facade only: a host's own logging gets the incidents
                "org.slf4j..");
    }

    /** What a host mounts never reaches the bundled server: it would bring the server's libraries along. */
    private static ArchRule neverReachesTheServer(String root) {
        return noClasses()
                .that()
                .resideInAPackage(root + "..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("dev.shutter.server..")
                .because("a host that mounts ShutterHttp must not inherit the bundled server (issue 23)");
    }

    private static final DescribedPredicate<JavaClass> KNOWS_UNDERTOW = DescribedPredicate.describe(
            "read or write Undertow's exchange",
            type -> type.getDirectDependenciesFromSelf().stream()
                    .map(dependency -> dependency.getTargetClass().getPackageName())
                    .anyMatch(name -> name.startsWith("io.undertow") || name.startsWith("org.xnio")));

    /** The binding is thin: what reads or writes Undertow's exchange names no class of the API and no rule. */
    private static ArchRule bindingHoldsNoRule(String root) {
        return noClasses()
                .that()
                .resideInAPackage(root + "..")
                .and(KNOWS_UNDERTOW)
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(ROOT + ".api..", "dev.shutter.domain..")
                .because("a binding holds no route, rule or representation (issue 42, STYLE.md)");
    }

    private static JavaClasses production;

    private static synchronized JavaClasses production() {
        if (production == null) {
            production = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                    .importPackages(ROOT);
        }
        return production;
    }

    @Test
    @DisplayName("the HTTP adapter depends on ports, the domain and its libraries only")
    void staysApart() {
        staysApart(ROOT).check(production());
    }

    @Test
    @DisplayName("the HTTP adapter never depends on the bundled server")
    void neverReachesTheServer() {
        neverReachesTheServer(ROOT).check(production());
    }

    @Test
    @DisplayName("the rule catches an HTTP class that names a class of the server")
    void catchesAClassThatReachesTheServer() {
        JavaClasses broken = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages(ROOT + ".archfixture");

        EvaluationResult result = neverReachesTheServer(ROOT + ".archfixture").evaluate(broken);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("ReachesIntoTheServer") && line.contains("dev.shutter.server"));
    }

    @Test
    @DisplayName("the Undertow binding names no class of the API and no rule of the domain")
    void bindingHoldsNoRule() {
        bindingHoldsNoRule(ROOT).check(production());
    }

    @Test
    @DisplayName("the rule catches an Undertow handler that answers a rule of the API itself")
    void catchesARuleInTheBinding() {
        JavaClasses broken = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages(ROOT + ".archfixture");

        EvaluationResult result = bindingHoldsNoRule(ROOT + ".archfixture").evaluate(broken);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("AnswersTheApiItself") && line.contains("api.Envelope"))
                .anyMatch(line -> line.contains("AnswersTheApiItself") && line.contains("dev.shutter.domain.Failure"));
    }

    @Test
    @DisplayName("handlers get time and randomness from the composition root")
    void handlersDoNotReadTheClock() {
        for (String handlers : HANDLER_PACKAGES) {
            ArchitectureRules.noClockOrRandomnessIn(ROOT + "." + handlers).check(production());
        }
    }

    @Test
    @DisplayName("the rules catch a class that names a storage adapter, and one that reads the clock")
    void catchBrokenClasses() {
        JavaClasses broken = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages(ROOT + ".archfixture");

        EvaluationResult apart = staysApart(ROOT + ".archfixture").evaluate(broken);
        EvaluationResult clock =
                ArchitectureRules.noClockOrRandomnessIn(ROOT + ".archfixture").evaluate(broken);

        assertThat(apart.hasViolation()).isTrue();
        assertThat(apart.getFailureReport().getDetails()).anyMatch(line -> line.contains("adapters.inmemory"));
        assertThat(clock.hasViolation()).isTrue();
        assertThat(clock.getFailureReport().getDetails()).anyMatch(line -> line.contains("Instant.now"));
    }
}
