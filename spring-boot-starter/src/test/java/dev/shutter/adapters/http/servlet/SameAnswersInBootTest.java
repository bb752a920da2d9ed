package dev.shutter.adapters.http.servlet;

import dev.shutter.ports.Shutter;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link SameAnswersOnEveryBindingTest} against a Spring Boot application with the starter on Tomcat ({@link
 * ServedByBoot}, at the root and in a context at {@code /social}, each started once for the class): the OAuth
 * endpoints and pages, the operator API, the metadata and the OpenAPI document give the very answers the Undertow
 * binding gives.
 */
@DisplayName("The same answers in a Spring Boot application with the starter as on the Undertow binding")
class SameAnswersInBootTest extends SameAnswersOnEveryBindingTest {

    @Override
    Map<String, Served> servers(Shutter shutter) {
        return ServedByBoot.servers(shutter);
    }

    @Override
    Stream<Arguments> mounts() {
        return ServedByBoot.mounts();
    }

    /**
     * The paths the starter does not map, which are the application's: {@code /health} is the host's (its actuator's,
     * if it has one), and a path outside the surface's gets the application's own 404.
     */
    @Override
    Set<String> notAsked() {
        return Set.of("GET /health", "GET /health [X-Pad]", "GET /nowhere/a%20b");
    }

    @Override
    @ParameterizedTest(name = "{0} at \"{1}\"")
    @MethodSource("mounts")
    @Disabled("it asks /health and /nowhere, which are the application's in a Boot application (see notAsked); the"
            + " metadata's, the OpenAPI document's and the operator API's answers are compared in sameAnswer")
    void answersOfTheSurface(String container, String mount) {}
}
