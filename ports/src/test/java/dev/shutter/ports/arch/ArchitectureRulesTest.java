package dev.shutter.ports.arch;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The ports module keeps its rules, and each rule is seen to catch a deliberately broken class. */
class ArchitectureRulesTest {

    private static final JavaClasses PRODUCTION = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.shutter.ports");

    private static final JavaClasses BROKEN = new ClassFileImporter().importPackages("dev.shutter.ports.archfixture");

    @Test
    @DisplayName("ports never read the clock or draw randomness")
    void portsInjectTimeAndRandomness() {
        ArchitectureRules.noClockOrRandomnessIn(
                        "dev.shutter.ports", "dev.shutter.ports.out.TimeSource", "dev.shutter.ports.out.Randomness")
                .check(PRODUCTION);
    }

    @Test
    @DisplayName("the clock rule catches a class that reads Instant.now() and one that makes a Random")
    void clockRuleCatchesBrokenClass() {
        var result = ArchitectureRules.noClockOrRandomnessIn("dev.shutter.ports.archfixture")
                .evaluate(BROKEN);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("Instant.now()"))
                .anyMatch(line -> line.contains("Random.<init>()"));
        // and naming the system sources exempts them alone, not a service beside them
        assertThat(ArchitectureRules.noClockOrRandomnessIn(
                                "dev.shutter.ports.archfixture",
                                "dev.shutter.ports.out.TimeSource",
                                "dev.shutter.ports.out.Randomness")
                        .evaluate(BROKEN)
                        .hasViolation())
                .isTrue();
    }

    @Test
    @DisplayName("ports depend only on java.*, the domain, Vavr and the Jakarta Validation API")
    void portsDependencies() {
        ports("dev.shutter.ports").check(PRODUCTION);
    }

    @Test
    @DisplayName("the ports rule catches a class that uses bcrypt or Hibernate Validator, which adapters bring")
    void portsRuleCatchesAdapterLibraries() {
        var result = ports("dev.shutter.ports.archfixture").evaluate(BROKEN);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("at.favre.lib.crypto.bcrypt.BCrypt"))
                .anyMatch(line -> line.contains("org.hibernate.validator"))
                .noneMatch(line -> line.contains("java.nio.charset.StandardCharsets"));
    }

    @Test
    @DisplayName("the dependency rule catches a ports class that reaches for a library outside the list")
    void dependencyRuleCatchesBrokenClass() {
        var rule = ArchitectureRules.onlyDependOn("dev.shutter.ports.archfixture", "dev.shutter.domain..");
        var result = rule.evaluate(BROKEN);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("org.junit"));
    }

    private static com.tngtech.archunit.lang.ArchRule ports(String packageRoot) {
        return ArchitectureRules.onlyDependOn(packageRoot, "dev.shutter.domain..", "io.vavr..", "jakarta.validation..");
    }
}
