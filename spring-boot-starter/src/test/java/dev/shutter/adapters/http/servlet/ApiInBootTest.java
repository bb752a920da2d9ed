package dev.shutter.adapters.http.servlet;

import dev.shutter.ports.Shutter;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link ApiOnEveryBindingTest} against a Spring Boot application with the starter on Tomcat ({@link ServedByBoot},
 * at the root and in a context at {@code /social}, each started once for the class): every {@code /v1} request gives
 * the very answer the Undertow binding gives, the spent budget's 429 and the deletion included.
 */
@DisplayName("The API answers in a Spring Boot application with the starter as on the Undertow binding")
class ApiInBootTest extends ApiOnEveryBindingTest {

    @Override
    Map<String, Served> servers(Shutter shutter) {
        return ServedByBoot.servers(shutter);
    }

    @Override
    Stream<Arguments> mounts() {
        return ServedByBoot.mounts();
    }

    @Override
    @ParameterizedTest(name = "{0}")
    @MethodSource("containers")
    @Disabled("the starter registers no plain-HTTP surface: a Boot application's TLS and ports are the host's")
    void plainHttp(String container) {}
}
