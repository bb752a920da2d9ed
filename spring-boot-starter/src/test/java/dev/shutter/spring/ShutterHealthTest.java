package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.zaxxer.hikari.HikariDataSource;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.adapters.jdbc.PostgresProxy;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.domain.limit.RateBucket;
import dev.shutter.ports.contract.ForwardingStorage;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Spent;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageUnavailableException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.autoconfigure.registry.HealthContributorRegistryAutoConfiguration;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthContributor;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.health.registry.HealthContributorRegistry;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.datasource.DelegatingDataSource;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * The {@code shutter} contributor in the application's health: whether Shutter's storage answers, and nothing
 * more when it does not. The PostgreSQL cases are skipped without PostgreSQL, failed without it on CI.
 */
@DisplayName("Shutter's health in the application's health")
class ShutterHealthTest {

    private static final String SECRET = "a-password-never-shown";

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(
                    HealthContributorRegistryAutoConfiguration.class,
                    ShutterStorageAutoConfiguration.class,
                    ShutterAutoConfiguration.class))
            .withPropertyValues("shutter.events.publish=false", "shutter.housekeeping.enabled=false");

    /** The health of the contributor the application's registry holds under the name {@code shutter}. */
    private static Health shutter(ApplicationContext context) {
        HealthContributor contributor =
                context.getBean(HealthContributorRegistry.class).getContributor("shutter");
        assertThat(contributor).isInstanceOf(HealthIndicator.class);
        return ((HealthIndicator) contributor).health();
    }

    @Test
    @DisplayName("in memory the storage is up, under the name shutter")
    void upInMemory() {
        runner.withPropertyValues("shutter.storage=memory").run(context -> {
            Health health = shutter(context);

            assertThat(health.getStatus()).isEqualTo(Status.UP);
            assertThat(health.getDetails()).containsExactly(entry("storage", "up"));
        });
    }

    @Test
    @DisplayName("on the application's PostgreSQL the storage is up")
    void upOnPostgres() {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        try {
            runner.withConfiguration(AutoConfigurations.of(DataSourceAutoConfiguration.class))
                    .withPropertyValues(
                            "spring.datasource.url=" + PostgresTestDatabase.urlFor(schema),
                            "shutter.schema=" + schema + "_shutter")
                    .run(context -> assertThat(shutter(context).getStatus()).isEqualTo(Status.UP));
        } finally {
            PostgresTestDatabase.dropSchema(schema + "_shutter");
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("when the application's PostgreSQL stops answering, down, saying unreachable and nothing more")
    void downWhenTheDatabaseIsGone() {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        DelegatingDataSource dataSource =
                new DelegatingDataSource(new DriverManagerDataSource(PostgresTestDatabase.urlFor(schema)));
        try {
            runner.withBean(DataSource.class, () -> dataSource)
                    .withPropertyValues("shutter.schema=" + schema + "_shutter")
                    .run(context -> {
                        // given Shutter up on the application's database
                        assertThat(shutter(context).getStatus()).isEqualTo(Status.UP);

                        // when the application's connections go to a port where nothing listens, with a password
                        dataSource.setTargetDataSource(new DriverManagerDataSource("jdbc:postgresql://127.0.0.1:"
                                + closedPort() + "/test?user=root&password=" + SECRET + "&connectTimeout=2"));
                        Health health = shutter(context);

                        // then Shutter is down, and says no more than that its storage is unreachable
                        assertThat(health.getStatus()).isEqualTo(Status.DOWN);
                        assertThat(health.getDetails()).containsExactly(entry("storage", "unreachable"));
                    });
        } finally {
            PostgresTestDatabase.dropSchema(schema + "_shutter");
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("when the application's PostgreSQL takes connections and never answers, down long before the pool's"
            + " 30 s wait for a connection runs out, and up again once it answers")
    void downInTimeWhenTheDatabaseFreezes() throws IOException {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        try (PostgresProxy proxy = PostgresProxy.toTestDatabase(null)) {
            runner.withConfiguration(AutoConfigurations.of(DataSourceAutoConfiguration.class))
                    .withPropertyValues(
                            "spring.datasource.url=" + proxy.through(PostgresTestDatabase.urlFor(schema)),
                            "shutter.schema=" + schema + "_shutter")
                    .run(context -> {
                        // given Shutter up on the application's own pool, which waits 30 s for a connection
                        assertThat(context.getBean(HikariDataSource.class).getConnectionTimeout())
                                .isEqualTo(30_000);
                        assertThat(shutter(context).getStatus()).isEqualTo(Status.UP);
                        try {
                            // when its PostgreSQL stops answering: connections are taken, nothing comes back
                            proxy.freeze();

                            // then the health answers within 5 s (the pool alone would hold it 30 s): down, unreachable
                            Health health = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> shutter(context));
                            assertThat(health.getStatus()).isEqualTo(Status.DOWN);
                            assertThat(health.getDetails()).containsExactly(entry("storage", "unreachable"));

                            // and once PostgreSQL answers again, up
                            proxy.thaw();
                            await().atMost(Duration.ofSeconds(20))
                                    .until(() -> shutter(context).getStatus().equals(Status.UP));
                        } finally {
                            proxy.thaw();
                        }
                    });
        } finally {
            PostgresTestDatabase.dropSchema(schema + "_shutter");
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("a storage failing otherwise is down with the class of the failure, never its message")
    void downWithoutTheMessage() {
        Storage failing = new ForwardingStorage(new InMemoryStorage()) {
            @Override
            public void checkReachable() {
                throw new IllegalStateException("SELECT 1 failed for root:" + SECRET + "@db.example");
            }
        };
        runner.withBean(Storage.class, () -> failing).run(context -> {
            Health health = shutter(context);

            assertThat(health.getStatus()).isEqualTo(Status.DOWN);
            assertThat(health.getDetails())
                    .containsExactly(entry("storage", "failed"), entry("error", IllegalStateException.class.getName()));
            assertThat(health.toString()).doesNotContain(SECRET, "SELECT", "db.example");
        });
    }

    @Test
    @DisplayName("counts kept apart from the storage that do not answer make it down too")
    void downWhenTheCountsAreGone() {
        runner.withPropertyValues("shutter.storage=memory")
                .withBean(RateCounters.class, UnreachableCounts::new)
                .run(context ->
                        assertThat(shutter(context).getDetails()).containsExactly(entry("storage", "unreachable")));
    }

    @Test
    @DisplayName("shutter.health.enabled=false leaves it out, and so does an application without Boot's health")
    void absent() {
        runner.withPropertyValues("shutter.storage=memory", "shutter.health.enabled=false")
                .run(context -> {
                    assertThat(context).doesNotHaveBean("shutterHealthContributor");
                    assertThat(context.getBean(HealthContributorRegistry.class).getContributor("shutter"))
                            .isNull();
                });
        new ApplicationContextRunner()
                .withConfiguration(
                        AutoConfigurations.of(ShutterStorageAutoConfiguration.class, ShutterAutoConfiguration.class))
                .withClassLoader(new FilteredClassLoader(HealthIndicator.class))
                .withPropertyValues("shutter.storage=memory", "shutter.events.publish=false")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).doesNotHaveBean("shutterHealthContributor");
                });
    }

    @Test
    @DisplayName("a host's own shutterHealthContributor bean wins")
    void hostsOwnWins() {
        HealthIndicator hosts = () -> Health.outOfService().build();
        runner.withPropertyValues("shutter.storage=memory")
                .withBean("shutterHealthContributor", HealthIndicator.class, () -> hosts)
                .run(context -> assertThat(shutter(context).getStatus()).isEqualTo(Status.OUT_OF_SERVICE));
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** Counts in a store that no longer answers, such as a Redis that went away: every call fails. */
    private static final class UnreachableCounts implements RateCounters {

        @Override
        public List<RateBucket> since(String key, Instant oldest) {
            throw gone();
        }

        @Override
        public List<RateBucket> count(String key, Instant minute) {
            throw gone();
        }

        @Override
        public Spent spend(List<String> keys, List<Long> limits, Instant minute) {
            throw gone();
        }

        @Override
        public void uncount(String key, Instant minute) {
            throw gone();
        }

        @Override
        public void checkReachable() {
            throw gone();
        }

        private static StorageUnavailableException gone() {
            return new StorageUnavailableException("the counts' store does not answer");
        }
    }
}
