package dev.shutter.bench.boot;

import dev.shutter.adapters.http.admin.FixturesReader;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.ports.Settings;
import dev.shutter.ports.Shutter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * Shutter in a Spring Boot application, as bench/run measures it beside the bundled server: the starter's servlet on
 * Tomcat over HTTPS, seeded from the bench's fixtures file ({@code bench.fixtures}) before it says where it serves,
 * with the rate limits as high as bench/run sets the bundled server's. Everything else is the starter's and Boot's
 * defaults, configured in application.properties and on the command line.
 */
@SpringBootApplication
public class BenchBootApplication {

    /** As bench/run's {@code --rate-limit-live} and {@code --rate-limit-sandbox} for the bundled server. */
    private static final int NO_LIMIT = 2_000_000_000;

    private static final Logger LOG = LoggerFactory.getLogger(BenchBootApplication.class);

    public static void main(String[] args) {
        SpringApplication.run(BenchBootApplication.class, args);
    }

    /** The starter's default settings, with the rate limits out of the way of a load test. */
    @Bean
    Settings shutterSettings() {
        return Settings.defaults().withRateLimits(new RateLimits(NO_LIMIT, NO_LIMIT, NO_LIMIT, NO_LIMIT));
    }

    /**
     * Seeds the fixtures, then prints the line bench/run waits for ("... is serving https://127.0.0.1:PORT"),
     * as the bundled server does once it takes requests.
     */
    @Bean
    ApplicationRunner seedThenAnnounce(Shutter shutter, Environment environment, WebServerApplicationContext web) {
        return arguments -> {
            String fixtures = environment.getProperty("bench.fixtures");
            if (fixtures != null && !fixtures.isEmpty()) {
                long started = System.nanoTime();
                seed(shutter, Path.of(fixtures));
                LOG.info("seeded {} in {} ms", fixtures, (System.nanoTime() - started) / 1_000_000);
            }
            LOG.info(
                    "Shutter (Spring Boot, Tomcat) is serving https://127.0.0.1:{}",
                    web.getWebServer().getPort());
        };
    }

    private static void seed(Shutter shutter, Path file) throws IOException {
        FixturesReader.read(Files.readAllBytes(file))
                .flatMap(seed -> shutter.operator().seed(seed).mapLeft(failure -> failure.describe()))
                .getOrElseThrow(why -> new IllegalStateException("the fixtures file " + file + " was refused: " + why));
    }
}
