package dev.shutter.examples.spring;

import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The application on PostgreSQL: the host in a fresh schema of the test's (its connections' current
 * schema, as a host's would be), Shutter in another, both made for this test and dropped after it.
 */
@DisplayName("The Spring Boot host on PostgreSQL")
@SpringBootTest
@DirtiesContext
class HostOnPostgresTest extends FollowingThroughTheHost {

    private static String hostSchema;

    @BeforeAll
    static void reachable() {
        PostgresTestDatabase.requireReachable();
        hostSchema = PostgresTestDatabase.createSchema();
    }

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> PostgresTestDatabase.urlFor(hostSchema));
        registry.add("shutter.schema", () -> hostSchema + "_shutter");
    }

    @AfterAll
    static void dropSchemas() {
        if (hostSchema != null) {
            PostgresTestDatabase.dropSchema(hostSchema + "_shutter");
            PostgresTestDatabase.dropSchema(hostSchema);
        }
    }
}
