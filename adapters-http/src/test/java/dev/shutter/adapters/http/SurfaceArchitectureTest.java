package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import dev.shutter.ports.arch.ArchitectureRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The surface is written once for every web server: it depends on ports, the domain, Jackson and the SLF4J
 * API, never on Undertow, a Servlet API or any other server's classes; its handlers never read the clock.
 */
class SurfaceArchitectureTest {

    private static final String ROOT = "dev.shutter.adapters.http";

    private static ArchRule knowsNoWebServer(String root) {
        return ArchitectureRules.adapterStaysApart(root, "com.fasterxml.jackson..", "org.slf4j..");
    }

    private static JavaClasses classes(String root, ImportOption... options) {
        ClassFileImporter importer =
                new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS);
        for (ImportOption option : options) {
            importer = importer.withImportOption(option);
        }
        return importer.importPackages(root);
    }

    @Test
    @DisplayName("the surface depends on ports, the domain, Jackson and the SLF4J API only")
    void knowsNoWebServer() {
        knowsNoWebServer(ROOT).check(classes(ROOT, ImportOption.Predefined.DO_NOT_INCLUDE_TESTS));
    }

    @Test
    @DisplayName("the surface's handlers get time and randomness from the composition root")
    void readsNoClock() {
        ArchitectureRules.noClockOrRandomnessIn(ROOT)
                .check(classes(ROOT, ImportOption.Predefined.DO_NOT_INCLUDE_TESTS));
    }

    @Test
    @DisplayName("the rule catches a class that reads Undertow's exchange")
    void catchesAClassThatNamesAWebServer() {
        EvaluationResult result = knowsNoWebServer(ROOT + ".archfixture").evaluate(classes(ROOT + ".archfixture"));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("NamesAWebServer") && line.contains("io.undertow"));
    }
}
