package dev.shutter.domain;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import java.util.Set;

/**
 * The architecture rules of the domain, as values other modules' tests can copy or call. Each is shown
 * to fail on a deliberately broken class in {@code dev.shutter.domain.archfixture}.
 */
public final class DomainRules {

    /** The domain's package and everything under it. */
    public static final String DOMAIN = "dev.shutter.domain..";

    /**
     * The domain depends on the JDK, Vavr and itself only. {@code javax.crypto} is named because it is part
     * of the JDK's {@code java.base} module (HMAC for signed requests and CSRF tokens), not a library.
     */
    public static final ArchRule DEPENDS_ONLY_ON_JAVA_AND_VAVR = classes()
            .that()
            .resideInAPackage(DOMAIN)
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage("java..", "javax.crypto..", "io.vavr..", DOMAIN)
            .because("the domain is pure: java.* and io.vavr only (CONTRIBUTING.md)");

    /** The domain never reads the wall clock; time comes in as an argument. */
    public static final ArchRule READS_NO_CLOCK = noClasses()
            .that()
            .resideInAPackage(DOMAIN)
            .should()
            .accessTargetWhere(readingTheClock())
            .because("time comes from the Clock port, never from the domain itself");

    /** The domain draws no randomness; random bytes come in as arguments. */
    public static final ArchRule DRAWS_NO_RANDOMNESS = noClasses()
            .that()
            .resideInAPackage(DOMAIN)
            .should()
            .accessTargetWhere(drawingRandomness())
            .because("randomness comes from a port, never from the domain itself");

    private static final Set<String> RANDOM_SOURCES =
            Set.of("java.util.Random", "java.security.SecureRandom", "java.util.SplittableRandom");

    private DomainRules() {}

    /**
     * {@code now()} on any java.time type (or {@code now(ZoneId)}, which reads the wall clock too; only
     * {@code now(Clock)} is left, for an injected clock), {@code System.currentTimeMillis()}, {@code
     * System.nanoTime()}, and {@code Clock.system*()}. Calls and method references alike.
     */
    private static DescribedPredicate<JavaAccess<?>> readingTheClock() {
        return DescribedPredicate.describe("read the wall clock", access -> {
            AccessTarget target = access.getTarget();
            String owner = target.getOwner().getName();
            String name = target.getName();
            if (owner.startsWith("java.time.") && name.equals("now")) {
                return !parameters(target).equals(List.of("java.time.Clock"));
            }
            if (owner.equals("java.lang.System")) {
                return name.equals("currentTimeMillis") || name.equals("nanoTime");
            }
            return owner.equals("java.time.Clock") && name.startsWith("system");
        });
    }

    /**
     * {@code new Random(...)}, {@code new SecureRandom(...)}, {@code SecureRandom.getInstance*()}, {@code
     * ThreadLocalRandom.current()}, {@code UUID.randomUUID()} and {@code Math.random()}.
     */
    private static DescribedPredicate<JavaAccess<?>> drawingRandomness() {
        return DescribedPredicate.describe("draw randomness", access -> {
            AccessTarget target = access.getTarget();
            String owner = target.getOwner().getName();
            String name = target.getName();
            return (RANDOM_SOURCES.contains(owner) && name.equals("<init>"))
                    || (owner.equals("java.security.SecureRandom") && name.startsWith("getInstance"))
                    || (owner.equals("java.util.concurrent.ThreadLocalRandom") && name.equals("current"))
                    || (owner.equals("java.util.UUID") && name.equals("randomUUID"))
                    || ((owner.equals("java.lang.Math") || owner.equals("java.lang.StrictMath"))
                            && name.equals("random"));
        });
    }

    private static List<String> parameters(AccessTarget target) {
        return target instanceof AccessTarget.CodeUnitAccessTarget codeUnit
                ? codeUnit.getRawParameterTypes().stream()
                        .map(JavaClass::getName)
                        .toList()
                : List.of();
    }
}
