package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.ports.Shutter;
import dev.shutter.spring.host.HostApplication;
import dev.shutter.spring.host.Members;
import dev.shutter.spring.host.Notifications;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A Spring Boot application on the real PostgreSQL, with the starter and nothing else of Shutter's configured
 * but its schema: the host's DataSource in a fresh schema of the test's (its connections' current schema), the
 * host's own Flyway migration beside Shutter's, a host bean calling {@code shutter.as(token)}. Skipped without
 * PostgreSQL, failed without it on CI.
 */
@DisplayName("A Spring Boot host on PostgreSQL")
@SpringBootTest(classes = HostApplication.class)
@DirtiesContext
class HostOnPostgresTest {

    private static String hostSchema;

    @Autowired
    private Members members;

    @Autowired
    private Shutter shutter;

    @Autowired
    private Notifications notifications;

    @Autowired
    private MeterRegistry registry;

    @Autowired
    private JdbcTemplate jdbc;

    @Autowired
    private ApplicationEventsBridge events;

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

    /** Stops the application's event reads before its schemas are dropped (the context closes after that). */
    @AfterEach
    void stopTheEventReads() {
        events.stop();
    }

    @AfterAll
    static void dropSchemas() {
        if (hostSchema != null) {
            PostgresTestDatabase.dropSchema(hostSchema + "_shutter");
            PostgresTestDatabase.dropSchema(hostSchema);
        }
    }

    @Test
    @DisplayName("a member follows another through the host's bean; the host's tables, history, metrics and events")
    void memberFollowsAnother() {
        // given two members of the host, and Alice's token for an app she approved
        var alice = members.join("alice@example.com", "alice");
        var bob = members.join("bob@example.com", "bob");
        String token = Tokens.of(shutter, alice);

        // when Alice follows Bob through the host's service
        Edge edge = members.follow(token, "bob@example.com");

        // then Shutter stored the follow, in its own schema
        assertThat(edge).isEqualTo(Edge.FOLLOWS);
        assertThat(shutter.as(token)
                        .relationships()
                        .status(bob.id())
                        .join()
                        .orElseThrow()
                        .outgoingStatus())
                .isEqualTo(Edge.FOLLOWS);
        assertThat(jdbc.queryForList(
                        "SELECT username FROM " + hostSchema + "_shutter.shutter_users ORDER BY username",
                        String.class))
                .containsExactly("alice", "bob");

        // and the host's table and Flyway history are the host's alone; Shutter's history is its own
        assertThat(jdbc.queryForList("SELECT email FROM members ORDER BY email", String.class))
                .containsExactly("alice@example.com", "bob@example.com");
        assertThat(jdbc.queryForList(
                        "SELECT script FROM " + hostSchema + ".flyway_schema_history WHERE type = 'SQL'", String.class))
                .containsExactly("V1__host_members.sql");
        assertThat(jdbc.queryForObject(
                        "SELECT COUNT(*) FROM " + hostSchema + "_shutter.shutter_schema_history WHERE success",
                        Integer.class))
                .isPositive();

        // and the follow is counted in the application's registry and heard by the host's listener
        assertThat(registry.get("shutter.relationship.actions")
                        .tag("action", "follow")
                        .counter()
                        .count())
                .isEqualTo(1.0);
        await().atMost(Duration.ofSeconds(15)).until(() -> !notifications.sent().isEmpty());
        assertThat(notifications.sent()).singleElement().satisfies(followed -> {
            assertThat(followed.from()).isEqualTo(alice.id());
            assertThat(followed.to()).isEqualTo(bob.id());
        });
    }
}
