package dev.shutter.examples.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A host application: its own Flyway migrations and users table, and Shutter on the same DataSource through
 * shutter-spring-boot-starter, which builds the {@code Shutter} bean its services take.
 */
@SpringBootApplication
public class HostApplication {

    public static void main(String[] args) {
        SpringApplication.run(HostApplication.class, args);
    }
}
