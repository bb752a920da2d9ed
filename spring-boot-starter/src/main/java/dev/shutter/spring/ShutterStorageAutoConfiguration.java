package dev.shutter.spring;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.adapters.jdbc.JdbcStorage;
import dev.shutter.adapters.redis.RedisRateCounters;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Storage;
import javax.sql.DataSource;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Shutter's storage and rate counters: its tables on the application's {@code DataSource} (after the
 * application's own Flyway or other database initialisation, in a schema of Shutter's with its own Flyway
 * history), or in memory; the counts in the application's Redis when {@code shutter.rate-counts=redis}. A host
 * that declares its own {@link Storage} or {@link RateCounters} bean replaces these.
 */
@AutoConfiguration(
        afterName = {
            "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
            "org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration"
        })
@EnableConfigurationProperties(ShutterProperties.class)
public class ShutterStorageAutoConfiguration {

    /** Shutter's tables on the application's DataSource: Shutter borrows its connections and closes none. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(JdbcStorage.class)
    @ConditionalOnBean(DataSource.class)
    @ConditionalOnProperty(name = "shutter.storage", havingValue = "jdbc", matchIfMissing = true)
    static class OnTheDataSource {

        @Bean(destroyMethod = "close")
        @ConditionalOnMissingBean(Storage.class)
        @DependsOnDatabaseInitialization
        JdbcStorage shutterStorage(DataSource dataSource, ShutterProperties properties) {
            RequiredLibraries.onTheClassPath()
                    .require(
                            RequiredLibraries.FLYWAY,
                            RequiredLibraries.POSTGRESQL,
                            RequiredLibraries.HIBERNATE_VALIDATOR);
            return JdbcStorage.on(dataSource).schema(properties.schema()).open();
        }
    }

    /** Shutter in memory ({@code shutter.storage=memory}): nothing survives the application. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(InMemoryStorage.class)
    @ConditionalOnProperty(name = "shutter.storage", havingValue = "memory")
    static class InMemory {

        @Bean
        @ConditionalOnMissingBean(Storage.class)
        InMemoryStorage shutterStorage() {
            RequiredLibraries.onTheClassPath().require(RequiredLibraries.HIBERNATE_VALIDATOR);
            return new InMemoryStorage();
        }
    }

    /** The counts in the application's Redis ({@code shutter.rate-counts=redis}), with shutter-adapters-redis. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"dev.shutter.adapters.redis.RedisRateCounters", "io.lettuce.core.RedisClient"})
    @ConditionalOnProperty(name = "shutter.rate-counts", havingValue = "redis")
    static class CountsInRedis {

        @Bean(destroyMethod = "close")
        @ConditionalOnMissingBean(RateCounters.class)
        RedisRateCounters shutterRateCounters(ShutterProperties properties, Environment environment) {
            RequiredLibraries.onTheClassPath().require(RequiredLibraries.LETTUCE);
            ShutterProperties.Redis redis = properties.redis();
            return RedisRateCounters.at(RedisAddress.of(redis, environment))
                    .keyPrefix(redis.keyPrefix())
                    .timeout(redis.timeout())
                    .connect();
        }
    }
}
