package dev.shutter.adapters.jdbc;

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
 * The JDBC adapter depends on ports, the domain, Vavr, the JDK and its libraries only (Flyway, HikariCP,
 * Micrometer, and Vert.x's PostgreSQL client for the optional event-loop reads); and the rule is seen to catch
 * classes that do not.
 */
class JdbcArchitectureTest {

    static final String[] LIBRARIES = {
        "javax..", "org.flywaydb..", "com.zaxxer.hikari..", "io.micrometer..", "io.vertx.."
    };

    @Test
    @DisplayName("the JDBC adapter depends on ports, the domain, Vavr, Flyway, HikariCP, Micrometer and Vert.x only")
    void staysApart() {
        JavaClasses production = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.shutter.adapters.jdbc");
        assertThat(production.contain(JdbcStorage.class)).isTrue();
        ArchitectureRules.adapterStaysApart("dev.shutter.adapters.jdbc", LIBRARIES)
                .check(production);
    }

    @Test
    @DisplayName("the rule catches a JDBC class that imports another adapter or a test library")
    void catchesBrokenClasses() {
        JavaClasses broken = new ClassFileImporter().importPackages("dev.shutter.adapters.jdbc.archfixture");
        ArchRule rule = ArchitectureRules.adapterStaysApart("dev.shutter.adapters.jdbc.archfixture", LIBRARIES);
        EvaluationResult result = rule.evaluate(broken);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("otheradapter.OtherAdapterStore"))
                .anyMatch(line -> line.contains("org.junit.jupiter.api.Assertions"));
    }
}
