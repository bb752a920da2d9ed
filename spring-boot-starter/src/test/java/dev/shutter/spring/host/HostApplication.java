package dev.shutter.spring.host;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A host application as a Spring Boot team writes one: its DataSource, its Flyway, its members, the starter. */
@SpringBootApplication
public class HostApplication {}
