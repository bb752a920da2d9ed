package dev.shutter.examples.spring;

import org.junit.jupiter.api.DisplayName;
import org.springframework.boot.test.context.SpringBootTest;

/** The application as configured: H2 in memory, in H2's own mode, Shutter in its schema {@code shutter}. */
@DisplayName("The Spring Boot host on H2")
@SpringBootTest(properties = "spring.datasource.url=jdbc:h2:mem:host-h2-test;DB_CLOSE_DELAY=-1")
class HostOnH2Test extends FollowingThroughTheHost {}
