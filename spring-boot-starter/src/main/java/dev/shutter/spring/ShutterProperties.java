package dev.shutter.spring;

import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Shutter's settings in the application's configuration, under shutter.*.
 *
 * @param storage Where Shutter keeps its state: jdbc, on the application's DataSource, or memory,
 *     lost when the application stops.
 * @param schema The schema of Shutter's tables and of its own Flyway history on the application's DataSource,
 *     created when missing: lower-case letters, digits and underscores.
 * @param rateCounts Where requests are counted against the rate limits: storage, or redis, on the
 *     application's Redis (spring.data.redis.*, or shutter.redis.url), with shutter-adapters-redis on the class
 *     path.
 * @param redis The Redis of the counts, when shutter.rate-counts is redis.
 * @param events The application events Shutter publishes.
 * @param metrics Shutter's counters in the application's Micrometer registry.
 * @param housekeeping The deletion, on an interval, of what no rule reads any more.
 * @param adminToken The bearer token of the operator API under /admin in a servlet web application, 16
 *     characters or more; without one, /admin is not registered.
 * @param publicUrl The base URL clients use for the application's root (absolute http or https, no query or
 *     fragment), for the issuer, next_url and the pages' links; by default the scheme, host and port each
 *     request was sent to.
 * @param trustedProxies The addresses of the proxies whose X-Forwarded-Proto: https says a request came over
 *     TLS; none by default.
 * @param rateLimits The requests and writes a token may make in a sliding hour, by the mode of its app, as the
 *     bundled server's --rate-limit-live and --rate-limit-sandbox.
 * @param tokens How long access tokens live, as the bundled server's --token-max-age and --token-idle-time; by
 *     default they do not expire by themselves.
 * @param historicalTimeline Whether the platform's historical shutdown applies, as the bundled server's
 *     --historical-timeline: registration closes on 2019-10-15 and clients stop on 2020-03-02.
 * @param health The shutter health contributor, when Spring Boot's health support is on the class path.
 */
@ConfigurationProperties("shutter")
public record ShutterProperties(
        @DefaultValue("jdbc") Storage storage,
        @DefaultValue("shutter") String schema,
        @DefaultValue("storage") RateCounts rateCounts,
        @DefaultValue Redis redis,
        @DefaultValue Events events,
        @DefaultValue Metrics metrics,
        @DefaultValue Housekeeping housekeeping,
        String adminToken,
        String publicUrl,
        @DefaultValue List<InetAddress> trustedProxies,
        @DefaultValue RateLimits rateLimits,
        @DefaultValue TokenLifetimes tokens,
        @DefaultValue("false") boolean historicalTimeline,
        @DefaultValue Health health) {

    /** Where Shutter keeps its state. */
    public enum Storage {
        /** Tables on the application's DataSource, in their own schema, migrated by their own Flyway history. */
        JDBC,
        /** In memory, lost when the application stops: for tests and demos. */
        MEMORY
    }

    /** Where requests are counted against the rate limits. */
    public enum RateCounts {
        /** In Shutter's storage, beside its other state. */
        STORAGE,
        /** In Redis, so that every node spends from one budget and a read writes nothing to the database. */
        REDIS
    }

    /**
     * The Redis of the counts.
     *
     * @param url The Redis to count in (redis://host:port, rediss:// for TLS); by default the
     *     application's, from spring.data.redis.url or spring.data.redis.host, port, username, password, database
     *     and ssl.enabled.
     * @param keyPrefix Every key Shutter writes starts with it, so that a Redis shared with the application is not
     *     stepped on.
     * @param timeout How long connecting and each count wait for Redis.
     */
    public record Redis(
            String url,
            @DefaultValue("shutter:rate:") String keyPrefix,
            @DefaultValue("2s") Duration timeout) {}

    /**
     * The application events: each of Shutter's events (a DomainEvent such as Followed or CommentPosted) published
     * to the application's listeners, in order, at least once.
     *
     * @param publish Whether Shutter's events are published to the application's listeners.
     * @param reader The name under which Shutter's storage keeps how far the application has been told.
     * @param lease How long one process of the application holds the reader: the events are published by one
     *     process at a time, and a process that stops renewing is taken over after this; longer than the
     *     application's listeners take on one event.
     */
    public record Events(
            @DefaultValue("true") boolean publish,
            @DefaultValue("spring-application-events") String reader,
            @DefaultValue("1m") Duration lease) {}

    /**
     * Shutter's counters (codes and tokens issued and revoked, comments, relationship actions, rate-limit
     * refusals, failed logins).
     *
     * @param enabled Whether Shutter's counters are counted in the application's MeterRegistry, when it has one.
     */
    public record Metrics(@DefaultValue("true") boolean enabled) {}

    /**
     * Housekeeping, as the bundled server runs it.
     *
     * @param enabled Whether this application sweeps (any number of its processes may).
     * @param interval How long between two sweeps, the first an interval after the start.
     * @param grace How long an ended token, code or session is kept before it is deleted.
     * @param eventRetention How long Shutter's events are kept; a reader further behind loses events.
     */
    public record Housekeeping(
            @DefaultValue("true") boolean enabled,
            @DefaultValue("10m") Duration interval,
            @DefaultValue("1d") Duration grace,
            @DefaultValue("30d") Duration eventRetention) {}

    /**
     * The rate limits per token and sliding hour, by the mode of the token's app.
     *
     * @param live The limits of a Live app's tokens.
     * @param sandbox The limits of a Sandbox app's tokens.
     */
    public record RateLimits(
            @DefaultValue Live live, @DefaultValue Sandbox sandbox) {

        /**
         * The limits of a Live app's tokens.
         *
         * @param requests The requests (each /v1 request, each operation of shutter.as(token)) a token may make in
         *     a sliding hour, 1 or more.
         * @param writes The comment writes a token may make in a sliding hour, and as many relationship changes
         *     apart from them, 1 or more.
         */
        public record Live(
                @DefaultValue("5000") int requests,
                @DefaultValue("60") int writes) {}

        /**
         * The limits of a Sandbox app's tokens.
         *
         * @param requests The requests (each /v1 request, each operation of shutter.as(token)) a token may make in
         *     a sliding hour, 1 or more.
         * @param writes The comment writes a token may make in a sliding hour, and as many relationship changes
         *     apart from them, 1 or more.
         */
        public record Sandbox(
                @DefaultValue("500") int requests,
                @DefaultValue("30") int writes) {}
    }

    /**
     * How long access tokens live; each is positive and at most 36500d when given.
     *
     * @param maxAge A token expires this long after it was issued (30d, 12h, 45m, 90s or PT2H); none by default.
     * @param idleTime A token expires after this long unused; none by default.
     */
    public record TokenLifetimes(Duration maxAge, Duration idleTime) {}

    /**
     * Shutter's health in the application's health endpoint.
     *
     * @param enabled Whether the shutter health contributor says whether Shutter's storage answers, when Spring
     *     Boot's health support (spring-boot-health) is on the class path.
     * @param timeout How long a health check waits for Shutter's storage to answer; past it, the contributor is
     *     down, the storage unreachable. Keep it below the timeout of what reads the health (a load balancer's
     *     check, a Kubernetes probe's timeoutSeconds).
     */
    public record Health(
            @DefaultValue("true") boolean enabled,
            @DefaultValue("2s") Duration timeout) {}
}
