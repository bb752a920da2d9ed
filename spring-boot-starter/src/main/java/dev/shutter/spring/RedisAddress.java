package dev.shutter.spring;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.springframework.core.env.PropertyResolver;

/**
 * The URI of the application's Redis, read from Spring Boot's own properties ({@code spring.data.redis.*}) so
 * that Shutter counts where the application already connects, without a second address to keep in step.
 */
final class RedisAddress {

    private static final String PREFIX = "spring.data.redis.";

    private RedisAddress() {}

    /** {@code shutter.redis.url} when given, else {@code spring.data.redis.url}, else one built from its parts. */
    static String of(ShutterProperties.Redis shutter, PropertyResolver environment) {
        if (shutter.url() != null && !shutter.url().isBlank()) {
            return shutter.url();
        }
        String url = environment.getProperty(PREFIX + "url");
        if (url != null && !url.isBlank()) {
            return url;
        }
        boolean ssl = environment.getProperty(PREFIX + "ssl.enabled", Boolean.class, false);
        StringBuilder uri = new StringBuilder(ssl ? "rediss://" : "redis://");
        String username = environment.getProperty(PREFIX + "username");
        String password = environment.getProperty(PREFIX + "password");
        if (password != null && !password.isEmpty()) {
            if (username != null && !username.isEmpty()) {
                uri.append(encoded(username)).append(':');
            }
            uri.append(encoded(password)).append('@');
        }
        uri.append(environment.getProperty(PREFIX + "host", "localhost"))
                .append(':')
                .append(environment.getProperty(PREFIX + "port", Integer.class, 6379))
                .append('/')
                .append(environment.getProperty(PREFIX + "database", Integer.class, 0));
        return uri.toString();
    }

    private static String encoded(String part) {
        return URLEncoder.encode(part, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
