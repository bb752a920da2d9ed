package dev.shutter.adapters.http.servlet;

import dev.shutter.ports.Shutter;
import dev.shutter.spring.web.WebHostApplication;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A Spring Boot application with the starter on its embedded Tomcat ({@link WebHostApplication}, a controller of its
 * own beside Shutter), on an ephemeral port of 127.0.0.1: the starter registers its servlet at the application's root
 * as it does for any host, and builds the surface from the properties. Its {@link Shutter} is the suite's own (a bean
 * the host gives, which the starter's auto-configuration keeps), so that the suite's world is the one it serves.
 */
final class ServedByBoot {

    private ServedByBoot() {}

    /**
     * The suites' servers: the application at the root ({@code Boot}), and one whose servlet context is at {@code
     * /social} ({@code Boot in /social}): the starter maps the surface's own paths, a prefix is the host's context.
     */
    static Map<String, Served> servers(Shutter shutter) {
        return Map.of("Boot", serving(shutter, ""), "Boot in /social", serving(shutter, "/social"));
    }

    /** Each application at its context's root. */
    static Stream<Arguments> mounts() {
        return Stream.of(Arguments.of("Boot", ""), Arguments.of("Boot in /social", "/social"));
    }

    /** The application serving {@code shutter} in the context at {@code contextPath}, with the suites' admin token. */
    static Served serving(Shutter shutter, String contextPath) {
        ApplicationContextInitializer<ConfigurableApplicationContext> theSuitesShutter =
                context -> context.getBeanFactory().registerSingleton("shutter", shutter);
        ConfigurableApplicationContext application = new SpringApplicationBuilder(WebHostApplication.class)
                .initializers(theSuitesShutter)
                .properties(
                        "server.address=127.0.0.1",
                        "server.port=0",
                        "server.servlet.context-path=" + contextPath,
                        // as the other containers of the suites: above the surface's own limit (docs/web-servers.md)
                        "server.max-http-request-header-size=" + Served.HEADER_LIMIT + "B",
                        "shutter.admin-token=" + SameAnswersOnEveryBindingTest.TOKEN,
                        // the suite's world is fixed (an expired token among it): no purge runs beside the cases
                        "shutter.housekeeping.enabled=false",
                        "spring.main.banner-mode=off",
                        "spring.autoconfigure.exclude="
                                + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
                                + "org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration")
                .run();
        int port = Integer.parseInt(application.getEnvironment().getRequiredProperty("local.server.port"));
        return new Served.Running(port, application::close);
    }
}
