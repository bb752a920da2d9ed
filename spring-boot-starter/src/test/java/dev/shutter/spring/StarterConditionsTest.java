package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.adapters.jdbc.JdbcStorage;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.DomainCounts;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperationObserver;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Storage;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.DataSource;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

/** Which beans the starter makes, and which a host's own replace. */
@DisplayName("The starter's conditions")
class StarterConditionsTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(
                    DataSourceAutoConfiguration.class,
                    ShutterStorageAutoConfiguration.class,
                    ShutterAutoConfiguration.class));

    private static String h2() {
        return "spring.datasource.url=jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
    }

    @Test
    @DisplayName("on the application's DataSource, Shutter's tables are in the schema shutter, with their own history")
    void onTheDataSource() {
        runner.withPropertyValues(h2()).run(context -> {
            // given the application's DataSource
            assertThat(context).hasSingleBean(DataSource.class);

            // when the application asks for Shutter
            Shutter shutter = context.getBean(Shutter.class);
            Tokens.user(shutter, "alice");

            // then its storage is the JDBC one, its user stored in shutter.shutter_users
            assertThat(context.getBean(Storage.class)).isInstanceOf(JdbcStorage.class);
            JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
            assertThat(jdbc.queryForList("SELECT username FROM shutter.shutter_users", String.class))
                    .containsExactly("alice");
            assertThat(jdbc.queryForObject(
                            "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE LOWER(TABLE_SCHEMA) = 'shutter'"
                                    + " AND LOWER(TABLE_NAME) = 'shutter_schema_history'",
                            Integer.class))
                    .isEqualTo(1);
        });
    }

    @Test
    @DisplayName("shutter.schema names the schema of Shutter's tables")
    void schemaOfItsOwn() {
        runner.withPropertyValues(h2(), "shutter.schema=photos").run(context -> {
            Tokens.user(context.getBean(Shutter.class), "alice");

            JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
            assertThat(jdbc.queryForList("SELECT username FROM photos.shutter_users", String.class))
                    .containsExactly("alice");
        });
    }

    @Test
    @DisplayName("shutter.storage=memory keeps Shutter in memory, even beside a DataSource")
    void inMemory() {
        runner.withPropertyValues(h2(), "shutter.storage=memory").run(context -> {
            assertThat(context.getBean(Storage.class)).isInstanceOf(InMemoryStorage.class);
            Tokens.user(context.getBean(Shutter.class), "alice");

            JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
            assertThat(jdbc.queryForObject(
                            "SELECT COUNT(*) FROM INFORMATION_SCHEMA.SCHEMATA WHERE LOWER(SCHEMA_NAME) = 'shutter'",
                            Integer.class))
                    .isZero();
        });
    }

    @Test
    @DisplayName("without a DataSource and without shutter.storage=memory there is no Shutter")
    void noStorageNoShutter() {
        new ApplicationContextRunner()
                .withConfiguration(
                        AutoConfigurations.of(ShutterStorageAutoConfiguration.class, ShutterAutoConfiguration.class))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).doesNotHaveBean(Storage.class);
                    assertThat(context).doesNotHaveBean(Shutter.class);
                });
    }

    @Test
    @DisplayName("a host's own Shutter bean wins over the starter's")
    void hostsShutterWins() {
        runner.withPropertyValues("shutter.storage=memory")
                .withUserConfiguration(HostsOwnShutter.class)
                .run(context -> {
                    assertThat(context).hasSingleBean(Shutter.class);
                    assertThat(context.getBean(Shutter.class)).isSameAs(HostsOwnShutter.SHUTTER);
                });
    }

    @Test
    @DisplayName("a host's own Storage bean wins over the DataSource, and the Shutter is built on it")
    void hostsStorageWins() {
        runner.withPropertyValues(h2())
                .withUserConfiguration(HostsOwnStorage.class)
                .run(context -> {
                    assertThat(context).hasSingleBean(Storage.class);
                    Shutter shutter = context.getBean(Shutter.class);
                    var alice = Tokens.user(shutter, "alice");

                    assertThat(HostsOwnStorage.STORAGE.users().find(alice.id())).isNotEmpty();
                });
    }

    @Test
    @DisplayName("a host's ShutterBuilderCustomizer is applied to the builder")
    void customizerApplied() {
        List<Operation> seen = new CopyOnWriteArrayList<>();
        OperationObserver recorder = new OperationObserver() {
            @Override
            public void done(Operation operation, Object subject, Object result, long nanos) {
                seen.add(operation);
            }
        };
        runner.withPropertyValues("shutter.storage=memory", "shutter.events.publish=false")
                .withBean(ShutterBuilderCustomizer.class, () -> builder -> builder.observer(recorder))
                .run(context -> {
                    Tokens.user(context.getBean(Shutter.class), "alice");
                    assertThat(seen).containsExactly(Operation.USER_CREATE);
                });
    }

    @Test
    @DisplayName("the counts stay in the storage unless shutter.rate-counts=redis")
    void noRedisUnlessAsked() {
        runner.withPropertyValues("shutter.storage=memory", "spring.data.redis.url=redis://127.0.0.1:1")
                .run(context -> {
                    assertThat(context).doesNotHaveBean(RateCounters.class);
                    var follow = Tokens.aliceFollowsBob(context.getBean(Shutter.class));
                    assertThat(context.getBean(Storage.class)
                                    .relationships()
                                    .edge(follow.alice().id(), follow.bob().id()))
                            .isEqualTo(Edge.FOLLOWS);
                });
    }

    @Test
    @DisplayName("without a MeterRegistry there are no counters, and shutter.metrics.enabled=false turns them off")
    void noMetricsWithoutRegistry() {
        runner.withPropertyValues("shutter.storage=memory")
                .run(context -> assertThat(context).doesNotHaveBean(DomainCounts.class));
        runner.withPropertyValues("shutter.storage=memory", "shutter.metrics.enabled=false")
                .withBean(io.micrometer.core.instrument.simple.SimpleMeterRegistry.class)
                .run(context -> assertThat(context).doesNotHaveBean(DomainCounts.class));
    }

    @Configuration(proxyBeanMethods = false)
    static class HostsOwnShutter {
        static final Shutter SHUTTER = Shutter.builder(new InMemoryStorage()).build();

        @Bean
        Shutter hostsShutter() {
            return SHUTTER;
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class HostsOwnStorage {
        static final InMemoryStorage STORAGE = new InMemoryStorage();

        @Bean
        Storage hostsStorage() {
            return STORAGE;
        }
    }
}
