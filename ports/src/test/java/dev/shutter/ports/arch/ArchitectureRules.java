package dev.shutter.ports.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.lang.ArchRule;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZonedDateTime;
import java.util.Random;
import java.util.UUID;

/**
 * The layer rules of CONTRIBUTING.md ("The architecture rules") as ArchUnit rules, shared through the ports test-jar so
 * every module checks itself with the same definitions. Each is shown to catch a broken class in {@code
 * ArchitectureRulesTest} and in each adapter's own architecture test.
 */
public final class ArchitectureRules {

    private ArchitectureRules() {}

    /** No reading of the system clock and no drawing of randomness in {@code packageRoot}: both are injected. */
    public static ArchRule noClockOrRandomnessIn(String packageRoot) {
        return noClasses()
                .that()
                .resideInAPackage(packageRoot + "..")
                .should()
                .callMethod(Instant.class, "now")
                .orShould()
                .callMethod(LocalDate.class, "now")
                .orShould()
                .callMethod(LocalDateTime.class, "now")
                .orShould()
                .callMethod(ZonedDateTime.class, "now")
                .orShould()
                .callMethod(System.class, "currentTimeMillis")
                .orShould()
                .callMethod(System.class, "nanoTime")
                .orShould()
                .callMethod(Clock.class, "systemUTC")
                .orShould()
                .callMethod(Clock.class, "systemDefaultZone")
                .orShould()
                .callMethod(Math.class, "random")
                .orShould()
                .callMethod(UUID.class, "randomUUID")
                .orShould()
                .callConstructor(Random.class)
                .orShould()
                .callConstructor(SecureRandom.class)
                .because("time and randomness are injected through the TimeSource and Randomness ports");
    }

    /** Classes of {@code packageRoot} depend only on these packages (and their own). */
    public static ArchRule onlyDependOn(String packageRoot, String... allowed) {
        String[] all = new String[allowed.length + 2];
        all[0] = "java..";
        all[1] = packageRoot + "..";
        System.arraycopy(allowed, 0, all, 2, allowed.length);
        return classes()
                .that()
                .resideInAPackage(packageRoot + "..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage(all)
                .because("CONTRIBUTING.md fixes what each module may depend on");
    }

    /** A storage adapter depends on ports, the domain and its own libraries, never on another adapter. */
    public static ArchRule adapterStaysApart(String adapterRoot, String... libraries) {
        String[] allowed = new String[libraries.length + 3];
        allowed[0] = "dev.shutter.ports..";
        allowed[1] = "dev.shutter.domain..";
        allowed[2] = "io.vavr..";
        System.arraycopy(libraries, 0, allowed, 3, libraries.length);
        return onlyDependOn(adapterRoot, allowed);
    }
}
