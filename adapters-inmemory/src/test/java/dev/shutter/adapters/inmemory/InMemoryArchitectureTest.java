package dev.shutter.adapters.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.shutter.ports.arch.ArchitectureRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The in-memory adapter depends on ports only, and the rule is seen to catch a class that does not. */
class InMemoryArchitectureTest {

    @Test
    @DisplayName("the in-memory adapter depends on ports, the domain and Vavr only")
    void staysApart() {
        JavaClasses production = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.shutter.adapters.inmemory");
        ArchitectureRules.adapterStaysApart("dev.shutter.adapters.inmemory").check(production);
    }

    @Test
    @DisplayName("the rule catches an in-memory class that imports another adapter")
    void catchesBrokenClass() {
        JavaClasses broken = new ClassFileImporter().importPackages("dev.shutter.adapters.inmemory.archfixture");
        var result = ArchitectureRules.adapterStaysApart("dev.shutter.adapters.inmemory.archfixture")
                .evaluate(broken);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("otheradapter"));
    }
}
