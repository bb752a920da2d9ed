package dev.shutter.examples.spring;

import dev.shutter.adapters.jdbc.JdbcStorage;
import dev.shutter.ports.Shutter;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Shutter on Spring's {@code DataSource}: its tables in their own schema, migrated at open by its own
 * Flyway history, beside the host's. Shutter owns no pool here: closing the storage closes nothing of
 * Spring's.
 */
@Configuration
public class ShutterConfiguration {

    @Bean(destroyMethod = "close")
    public JdbcStorage shutterStorage(DataSource dataSource, @Value("${shutter.schema:shutter}") String schema) {
        return JdbcStorage.on(dataSource).schema(schema).open();
    }

    @Bean
    public Shutter shutter(JdbcStorage shutterStorage) {
        return Shutter.builder(shutterStorage).build();
    }
}
