package dev.shutter.domain;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import dev.shutter.domain.archfixture.DependsOnATestLibrary;
import dev.shutter.domain.archfixture.DrawsItsOwnRandomness;
import dev.shutter.domain.archfixture.ReadsTheWallClock;
import dev.shutter.domain.archfixture.TakesTimeAndRandomnessAsArguments;
import dev.shutter.domain.relationship.PairState;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The domain's architecture rules hold on its production classes, and each of them fails on a
 * deliberately broken fixture class, so none of them can pass by looking at nothing.
 */
@DisplayName("The domain's architecture")
class DomainArchitectureTest {

    private static JavaClasses production;
    private static JavaClasses fixtures;

    @BeforeAll
    static void importClasses() {
        production = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.shutter.domain");
        fixtures = new ClassFileImporter().importPackages("dev.shutter.domain.archfixture");
    }

    /** The one fixture class, as imported (imported once: each import resolves from the class path). */
    private static JavaClasses fixture(Class<?> fixtureClass) {
        JavaClasses one = fixtures.that(JavaClass.Predicates.equivalentTo(fixtureClass));
        assertThat(one.size()).isEqualTo(1);
        return one;
    }

    @Test
    @DisplayName("the production import holds the domain and none of the test classes or fixtures")
    void productionImport() {
        assertThat(production.contain(PairState.class)).isTrue();
        assertThat(production.size()).isGreaterThan(40);
        assertThat(production.stream().map(JavaClass::getName))
                .noneMatch(name -> name.contains(".archfixture."))
                .noneMatch(name -> name.endsWith("Test"))
                .noneMatch(name -> name.equals(DomainRules.class.getName()));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"DEPENDS_ONLY_ON_JAVA_AND_VAVR", "READS_NO_CLOCK", "DRAWS_NO_RANDOMNESS"})
    @DisplayName("every rule holds on the production classes")
    void holdsOnProduction(String ruleName) throws ReflectiveOperationException {
        ArchRule rule = (ArchRule) DomainRules.class.getField(ruleName).get(null);
        rule.check(production);
    }

    @Test
    @DisplayName("the dependency whitelist fails on a class that uses a library outside it")
    void whitelistFailsOnFixture() {
        // when
        EvaluationResult result =
                DomainRules.DEPENDS_ONLY_ON_JAVA_AND_VAVR.evaluate(fixture(DependsOnATestLibrary.class));

        // then
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().toString()).contains("org.junit");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            classes = {
                ReadsTheWallClock.CallsInstantNow.class,
                ReadsTheWallClock.CallsLocalDateNow.class,
                ReadsTheWallClock.CallsLocalDateNowInAZone.class,
                ReadsTheWallClock.CallsLocalDateTimeNow.class,
                ReadsTheWallClock.CallsCurrentTimeMillis.class,
                ReadsTheWallClock.CallsNanoTime.class,
                ReadsTheWallClock.CallsClockSystemUtc.class,
                ReadsTheWallClock.CallsClockSystemDefaultZone.class,
                ReadsTheWallClock.ReferencesInstantNow.class
            })
    @DisplayName("the clock rule fails on each way of reading the wall clock")
    void clockRuleFailsOnFixture(Class<?> broken) {
        assertThat(DomainRules.READS_NO_CLOCK.evaluate(fixture(broken)).hasViolation())
                .isTrue();
        assertThat(DomainRules.DEPENDS_ONLY_ON_JAVA_AND_VAVR
                        .evaluate(fixture(broken))
                        .hasViolation())
                .as("it uses only java.*, so only the clock rule catches it")
                .isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            classes = {
                DrawsItsOwnRandomness.NewRandom.class,
                DrawsItsOwnRandomness.NewSecureRandom.class,
                DrawsItsOwnRandomness.SecureRandomInstance.class,
                DrawsItsOwnRandomness.ThreadLocalRandomCurrent.class,
                DrawsItsOwnRandomness.RandomUuid.class,
                DrawsItsOwnRandomness.MathRandom.class
            })
    @DisplayName("the randomness rule fails on each way of drawing randomness")
    void randomnessRuleFailsOnFixture(Class<?> broken) {
        assertThat(DomainRules.DRAWS_NO_RANDOMNESS.evaluate(fixture(broken)).hasViolation())
                .isTrue();
        assertThat(DomainRules.READS_NO_CLOCK.evaluate(fixture(broken)).hasViolation())
                .isFalse();
    }

    @Test
    @DisplayName("a class that takes time and random bytes as arguments, and uses Vavr, passes every rule")
    void wellBehavedFixturePasses() {
        JavaClasses wellBehaved = fixture(TakesTimeAndRandomnessAsArguments.class);
        assertThat(DomainRules.DEPENDS_ONLY_ON_JAVA_AND_VAVR
                        .evaluate(wellBehaved)
                        .hasViolation())
                .isFalse();
        assertThat(DomainRules.READS_NO_CLOCK.evaluate(wellBehaved).hasViolation())
                .isFalse();
        assertThat(DomainRules.DRAWS_NO_RANDOMNESS.evaluate(wellBehaved).hasViolation())
                .isFalse();
    }
}
