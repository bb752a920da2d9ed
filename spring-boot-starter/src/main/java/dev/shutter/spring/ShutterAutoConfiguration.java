package dev.shutter.spring;

import dev.shutter.ports.Settings;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.DomainCounts;
import dev.shutter.ports.in.OperationObserver;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Storage;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The {@link Shutter} facade on the storage of {@link ShutterStorageAutoConfiguration}: its settings, its counts,
 * every {@link OperationObserver} bean of the application (Shutter's counters in the application's Micrometer
 * registry among them), its events published to the application's listeners, and its health. Each bean is the
 * host's to replace with its own.
 */
@AutoConfiguration(
        after = ShutterStorageAutoConfiguration.class,
        afterName = {
            "org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration",
            "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration",
            "org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration"
        })
@EnableConfigurationProperties(ShutterProperties.class)
public class ShutterAutoConfiguration {

    /**
     * The rules of DECISIONS.md with the rate limits, token lifetimes and timeline of {@code shutter.*}; a host's
     * own {@code Settings} bean (code and session lifetimes, a sealing key) wins, and a warning names the properties
     * set that it does not carry ({@link IgnoredSettingsProperties}).
     */
    @Bean
    @ConditionalOnMissingBean
    Settings shutterSettings(ShutterProperties properties) {
        return ConfiguredSettings.of(properties);
    }

    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBean(Storage.class)
    Shutter shutter(
            Storage storage,
            Settings settings,
            ObjectProvider<RateCounters> rateCounters,
            ObjectProvider<OperationObserver> observers,
            ObjectProvider<ShutterBuilderCustomizer> customizers,
            ShutterProperties properties,
            Environment environment) {
        RequiredLibraries.onTheClassPath().require(RequiredLibraries.SPRING_BOOT);
        IgnoredSettingsProperties.warn(settings, properties, environment);
        Shutter.Builder builder = Shutter.builder(storage).settings(settings);
        rateCounters.ifAvailable(builder::rateCounters);
        builder.observer(ObservingAll.of(observers.orderedStream().toList()));
        customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
        return builder.build();
    }

    /** Shutter's counters in the application's registry, under the names of docs/production.md (Metrics). */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "io.micrometer.core.instrument.MeterRegistry")
    @ConditionalOnProperty(name = "shutter.metrics.enabled", havingValue = "true", matchIfMissing = true)
    static class Metrics {

        @Bean
        @ConditionalOnSingleCandidate(MeterRegistry.class)
        @ConditionalOnMissingBean(name = "shutterDomainCounts")
        DomainCounts shutterDomainCounts(MeterRegistry registry) {
            RequiredLibraries.onTheClassPath().require(RequiredLibraries.MICROMETER);
            return new DomainCounts((name, tags) -> registry.counter(name, tags).increment());
        }
    }

    /**
     * The {@code shutter} health contributor, with Spring Boot's health support, unless {@code
     * shutter.health.enabled=false}; it waits for the storage at most {@code shutter.health.timeout}.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.health.contributor.HealthIndicator")
    @ConditionalOnProperty(name = "shutter.health.enabled", havingValue = "true", matchIfMissing = true)
    static class Health {

        @Bean
        @ConditionalOnBean(Storage.class)
        @ConditionalOnMissingBean(name = {"shutterHealthIndicator", "shutterHealthContributor"})
        StorageHealthIndicator shutterHealthContributor(
                Storage storage, ObjectProvider<RateCounters> rateCounters, ShutterProperties properties) {
            RateCounters counters = rateCounters.getIfAvailable();
            return new StorageHealthIndicator(
                    counters == null ? storage : storage.withRateCounters(counters),
                    properties.health().timeout());
        }
    }

    /** Shutter's events to the application's listeners, unless {@code shutter.events.publish=false}. */
    @Bean
    @ConditionalOnBean(Shutter.class)
    @ConditionalOnMissingBean(name = "shutterApplicationEvents")
    @ConditionalOnProperty(name = "shutter.events.publish", havingValue = "true", matchIfMissing = true)
    ApplicationEventsBridge shutterApplicationEvents(
            Shutter shutter, ApplicationEventPublisher publisher, ShutterProperties properties) {
        return new ApplicationEventsBridge(shutter, publisher, properties.events());
    }

    /** Housekeeping every {@code shutter.housekeeping.interval}, unless {@code shutter.housekeeping.enabled=false}. */
    @Bean
    @ConditionalOnBean(Shutter.class)
    @ConditionalOnMissingBean(name = "shutterHousekeeping")
    @ConditionalOnProperty(name = "shutter.housekeeping.enabled", havingValue = "true", matchIfMissing = true)
    HousekeepingSchedule shutterHousekeeping(Shutter shutter, ShutterProperties properties) {
        return new HousekeepingSchedule(shutter, properties.housekeeping());
    }
}
