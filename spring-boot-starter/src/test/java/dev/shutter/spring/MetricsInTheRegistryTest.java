package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.ports.Shutter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** Shutter's counters land in the application's Micrometer registry, under the bundled server's names. */
@DisplayName("Metrics in the application's registry")
class MetricsInTheRegistryTest {

    @Test
    @DisplayName("a code flow and a follow are counted in the registry Spring Boot made")
    void countedInBootsRegistry() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(
                        MetricsAutoConfiguration.class,
                        CompositeMeterRegistryAutoConfiguration.class,
                        SimpleMetricsExportAutoConfiguration.class,
                        ShutterStorageAutoConfiguration.class,
                        ShutterAutoConfiguration.class))
                .withPropertyValues("shutter.storage=memory")
                .run(context -> {
                    // given the application's registry, with nothing of Shutter's in it yet
                    MeterRegistry registry = context.getBean(MeterRegistry.class);
                    assertThat(registry.find("shutter.codes.issued").counter()).isNull();

                    // when Alice approves an app, the app exchanges the code and Alice follows Bob
                    Tokens.aliceFollowsBob(context.getBean(Shutter.class));

                    // then each is counted once, with the server's tags
                    assertThat(registry.get("shutter.codes.issued").counter().count())
                            .isEqualTo(1.0);
                    assertThat(registry.get("shutter.tokens.issued")
                                    .tag("grant", "code")
                                    .counter()
                                    .count())
                            .isEqualTo(1.0);
                    assertThat(registry.get("shutter.relationship.actions")
                                    .tag("action", "follow")
                                    .counter()
                                    .count())
                            .isEqualTo(1.0);
                });
    }

    @Test
    @DisplayName("a host's own registry bean is the one counted in")
    void countedInTheHostsRegistry() {
        SimpleMeterRegistry hosts = new SimpleMeterRegistry();
        new ApplicationContextRunner()
                .withConfiguration(
                        AutoConfigurations.of(ShutterStorageAutoConfiguration.class, ShutterAutoConfiguration.class))
                .withPropertyValues("shutter.storage=memory")
                .withBean(MeterRegistry.class, () -> hosts)
                .run(context -> {
                    Shutter shutter = context.getBean(Shutter.class);
                    Tokens.of(shutter, Tokens.user(shutter, "alice"));

                    assertThat(hosts.get("shutter.codes.exchanged").counter().count())
                            .isEqualTo(1.0);
                });
    }
}
