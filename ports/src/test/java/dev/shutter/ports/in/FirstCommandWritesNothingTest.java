package dev.shutter.ports.in;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.user.Username;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The first command a host builds starts the validator, in a JVM of its own (it starts once a JVM): with no
 * logging backend, {@code java.util.logging} writes on the host's standard error, and nothing must come out.
 */
class FirstCommandWritesNothingTest {

    /** A host's first command, alone in its JVM. */
    public static final class Host {
        public static void main(String[] args) {
            CreateUserCommand.withLogin(new Username("alice"), "correct horse").build();
            System.out.print("built");
        }
    }

    @Test
    @DisplayName(
            "building the first command prints nothing but what the host prints, not Hibernate Validator's version")
    void nothingOnTheHostsOutput() throws IOException, InterruptedException {
        // given: a JVM on the test's class path whose logging is java.util.logging's, as a host without a backend
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process host = new ProcessBuilder(List.of(
                        java.toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        "-Dorg.jboss.logging.provider=jdk",
                        Host.class.getName()))
                .redirectErrorStream(true)
                .start();

        // when
        String output = new String(host.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(host.waitFor(60, TimeUnit.SECONDS)).isTrue();

        // then
        assertThat(output).isEqualTo("built");
    }
}
