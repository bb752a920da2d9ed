package dev.shutter.adapters.bcrypt;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.EvaluationResult;
import dev.shutter.ports.arch.ArchitectureRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bcrypt adapter depends on ports, the domain, the JDK and bcrypt only; the rule is seen to catch one that does not. */
class BcryptArchitectureTest {

    static final String[] LIBRARIES = {"at.favre.lib.crypto.bcrypt.."};

    @Test
    @DisplayName("the bcrypt adapter depends on ports, the domain, Vavr and bcrypt only")
    void staysApart() {
        JavaClasses production = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.shutter.adapters.bcrypt");
        assertThat(production.contain(BcryptPasswordHashing.class)).isTrue();
        ArchitectureRules.adapterStaysApart("dev.shutter.adapters.bcrypt", LIBRARIES)
                .check(production);
    }

    @Test
    @DisplayName("the rule catches a bcrypt adapter class that reaches for a test library")
    void catchesBrokenClass() {
        JavaClasses broken = new ClassFileImporter().importPackages("dev.shutter.adapters.bcrypt.archfixture");
        EvaluationResult result = ArchitectureRules.adapterStaysApart(
                        "dev.shutter.adapters.bcrypt.archfixture", LIBRARIES)
                .evaluate(broken);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("org.junit"));
    }
}
