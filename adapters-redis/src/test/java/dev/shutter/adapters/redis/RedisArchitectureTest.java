package dev.shutter.adapters.redis;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.EvaluationResult;
import dev.shutter.ports.arch.ArchitectureRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Redis adapter depends on ports, the domain, the JDK, Lettuce and Lettuce's Netty (a storage's event loops
 * are Netty's) only; the rule is seen to catch one that does not.
 */
class RedisArchitectureTest {

    static final String[] LIBRARIES = {"io.lettuce..", "io.netty.."};

    @Test
    @DisplayName("the Redis adapter depends on ports, the domain, Vavr, Lettuce and Netty only")
    void staysApart() {
        JavaClasses production = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.shutter.adapters.redis");
        assertThat(production.contain(RedisRateCounters.class)).isTrue();
        ArchitectureRules.adapterStaysApart("dev.shutter.adapters.redis", LIBRARIES)
                .check(production);
    }

    @Test
    @DisplayName("the rule catches a Redis class that imports another adapter")
    void catchesBrokenClass() {
        JavaClasses broken = new ClassFileImporter().importPackages("dev.shutter.adapters.redis.archfixture");
        EvaluationResult result = ArchitectureRules.adapterStaysApart(
                        "dev.shutter.adapters.redis.archfixture", LIBRARIES)
                .evaluate(broken);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("otheradapter.OtherAdapterStore"));
    }
}
