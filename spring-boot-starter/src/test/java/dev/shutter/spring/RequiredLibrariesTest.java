package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The lowest versions Shutter needs")
class RequiredLibrariesTest {

    @Test
    @DisplayName("a Flyway below 11.14 is refused with a sentence naming it, its lowest version and the one found")
    void oldFlywayRefused() {
        RequiredLibraries libraries = new RequiredLibraries(
                library -> library == RequiredLibraries.FLYWAY ? Optional.of("10.22.0") : Optional.of("99.0"));

        assertThatThrownBy(() -> libraries.require(RequiredLibraries.FLYWAY, RequiredLibraries.LETTUCE))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("Shutter needs Flyway 11.14 or later (org.flywaydb:flyway-core), and the application has"
                        + " 10.22.0. Raise the version in the build (Spring Boot's managed versions are enough).");
    }

    @Test
    @DisplayName("a Spring Boot 3 application is refused with a sentence naming Spring Boot 4.0")
    void oldBootRefused() {
        RequiredLibraries libraries = new RequiredLibraries(
                library -> library == RequiredLibraries.SPRING_BOOT ? Optional.of("3.5.7") : Optional.of("99.0"));

        assertThatThrownBy(() -> libraries.require(RequiredLibraries.SPRING_BOOT))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("Shutter needs Spring Boot 4.0 or later (org.springframework.boot:spring-boot), and the"
                        + " application has 3.5.7. Raise the version in the build (Spring Boot's managed versions are"
                        + " enough).");
    }

    @Test
    @DisplayName("the libraries of this class path, Spring Boot's managed versions, are read and accepted")
    void bootsVersionsAccepted() {
        // the versions are really read from the jars: each is found, at Boot's line or later
        for (var library : new RequiredLibraries.Library[] {
            RequiredLibraries.SPRING_BOOT,
            RequiredLibraries.FLYWAY,
            RequiredLibraries.HIBERNATE_VALIDATOR,
            RequiredLibraries.POSTGRESQL,
            RequiredLibraries.LETTUCE,
            RequiredLibraries.MICROMETER
        }) {
            assertThat(RequiredLibraries.versionOnTheClassPath(library))
                    .as(library.name())
                    .hasValueSatisfying(v -> assertThat(RequiredLibraries.compare(v, library.lowest()))
                            .isGreaterThanOrEqualTo(0));
        }
        assertThatCode(() -> RequiredLibraries.onTheClassPath()
                        .require(
                                RequiredLibraries.SPRING_BOOT,
                                RequiredLibraries.FLYWAY,
                                RequiredLibraries.HIBERNATE_VALIDATOR,
                                RequiredLibraries.POSTGRESQL,
                                RequiredLibraries.LETTUCE,
                                RequiredLibraries.MICROMETER))
                .doesNotThrowAnyException();
    }

    @Test
    @DisplayName("versions compare number by number, past qualifiers")
    void comparing() {
        assertThat(RequiredLibraries.compare("11.14.1", "11.14")).isZero();
        assertThat(RequiredLibraries.compare("11.9.0", "11.14")).isNegative();
        assertThat(RequiredLibraries.compare("6.8.2.RELEASE", "6.8")).isZero();
        assertThat(RequiredLibraries.compare("9.0.1.Final", "9.1")).isNegative();
        assertThat(RequiredLibraries.compare("13.12.0", "11.14")).isPositive();
    }
}
