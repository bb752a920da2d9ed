package dev.shutter.server;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.server.events.EventOptions;
import io.vavr.control.Option;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * How the server runs, from flags or environment variables ({@link OptionsParser}). Tests build it
 * directly, with port 0 (a free port) and {@code memory} storage.
 */
public record ServerOptions(
        int port,
        String storage,
        Option<Path> fixtures,
        Option<Path> keystore,
        Option<String> keystorePassword,
        Option<Integer> httpPort,
        Option<String> adminToken,
        boolean demo,
        Option<String> publicUrl,
        List<String> trustedProxies,
        String bind,
        Path dataDir,
        RateLimits rateLimits,
        TokenPolicy tokens,
        Timeline timeline,
        OperationsOptions operations,
        Duration hstsMaxAge,
        Duration readTimeout,
        EventOptions events,
        Option<String> rateStore,
        int eventLoops,
        Duration databaseTimeout) {

    /** The HTTPS port by default. */
    public static final int DEFAULT_PORT = 8443;

    /** The storage by default: an embedded H2 database beside the server. */
    public static final String DEFAULT_STORAGE = "h2:./shutter-data";

    /** The address listened on by default: every interface. */
    public static final String DEFAULT_BIND = "0.0.0.0";

    /** Where the keystore, sealing key and demo credentials live when the storage is not H2's directory. */
    public static final Path DEFAULT_DATA_DIR = Path.of("shutter-data");

    /** How long browsers keep to HTTPS for this host after an answer (Strict-Transport-Security): a year. */
    public static final Duration DEFAULT_HSTS_MAX_AGE = Duration.ofDays(365);

    /** How long a request body may make no progress before its connection is closed. */
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(30);

    /**
     * Event loops of a PostgreSQL storage for the {@code /v1} reads by default: one per core, as Undertow has
     * IO threads.
     */
    public static final int DEFAULT_EVENT_LOOPS =
            Math.max(1, Runtime.getRuntime().availableProcessors());

    /**
     * How long a PostgreSQL statement, or a read on an event loop, may take before the request answers 503: a
     * web request's patience, well under a load balancer's.
     */
    public static final Duration DEFAULT_DATABASE_TIMEOUT = Duration.ofSeconds(5);

    public ServerOptions {
        Objects.requireNonNull(storage, "storage");
        Objects.requireNonNull(fixtures, "fixtures");
        Objects.requireNonNull(keystore, "keystore");
        Objects.requireNonNull(keystorePassword, "keystorePassword");
        Objects.requireNonNull(httpPort, "httpPort");
        Objects.requireNonNull(adminToken, "adminToken");
        Objects.requireNonNull(publicUrl, "publicUrl");
        trustedProxies = List.copyOf(trustedProxies);
        Objects.requireNonNull(bind, "bind");
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(rateLimits, "rateLimits");
        Objects.requireNonNull(tokens, "tokens");
        Objects.requireNonNull(timeline, "timeline");
        Objects.requireNonNull(operations, "operations");
        Objects.requireNonNull(hstsMaxAge, "hstsMaxAge");
        Objects.requireNonNull(readTimeout, "readTimeout");
        Objects.requireNonNull(events, "events");
        Objects.requireNonNull(rateStore, "rateStore");
        if (eventLoops < 0) {
            throw new IllegalArgumentException("eventLoops must not be negative");
        }
        Objects.requireNonNull(databaseTimeout, "databaseTimeout");
    }

    /** An in-memory server on a free port, files in {@code dataDir}: what tests start from. */
    public static ServerOptions forTests(Path dataDir) {
        return new ServerOptions(
                0,
                "memory",
                Option.none(),
                Option.none(),
                Option.none(),
                Option.none(),
                Option.none(),
                false,
                Option.none(),
                List.of(),
                "127.0.0.1",
                dataDir,
                RateLimits.defaults(),
                TokenPolicy.noExpiry(),
                Timeline.defaults(),
                OperationsOptions.defaults().withHousekeepingInterval(Option.none()),
                DEFAULT_HSTS_MAX_AGE,
                DEFAULT_READ_TIMEOUT,
                EventOptions.defaults(),
                Option.none(),
                DEFAULT_EVENT_LOOPS,
                DEFAULT_DATABASE_TIMEOUT);
    }

    /** The same options with another storage spec. */
    public ServerOptions withStorage(String spec) {
        return edit(b -> b.storage = spec);
    }

    /** The same options with an admin token. */
    public ServerOptions withAdminToken(String token) {
        return edit(b -> b.adminToken = Option.some(token));
    }

    /** The same options with the plain-HTTP listener on {@code plainPort}. */
    public ServerOptions withHttpPort(int plainPort) {
        return edit(b -> b.httpPort = Option.some(plainPort));
    }

    /** The same options with a fixtures file. */
    public ServerOptions withFixtures(Path file) {
        return edit(b -> b.fixtures = Option.some(file));
    }

    /** The same options with demo data on or off. */
    public ServerOptions withDemo(boolean on) {
        return edit(b -> b.demo = on);
    }

    /** The same options on another HTTPS port. */
    public ServerOptions withPort(int httpsPort) {
        return edit(b -> b.port = httpsPort);
    }

    /** The same options with trusted proxies. */
    public ServerOptions withTrustedProxies(List<String> proxies) {
        return edit(b -> b.trustedProxies = proxies);
    }

    /** The same options with other rate limits. */
    public ServerOptions withRateLimits(RateLimits limits) {
        return edit(b -> b.rateLimits = limits);
    }

    /** The same options with another token expiry policy. */
    public ServerOptions withTokens(TokenPolicy policy) {
        return edit(b -> b.tokens = policy);
    }

    /** The same options with other platform dates. */
    public ServerOptions withTimeline(Timeline dates) {
        return edit(b -> b.timeline = dates);
    }

    /** The same options with other operations options. */
    public ServerOptions withOperations(OperationsOptions options) {
        return edit(b -> b.operations = options);
    }

    /** The same options with another read timeout of request bodies. */
    public ServerOptions withReadTimeout(Duration timeout) {
        return edit(b -> b.readTimeout = timeout);
    }

    /** The same options with the rate counts in the store {@code spec} ({@code redis://host:port}). */
    public ServerOptions withRateStore(String spec) {
        return edit(b -> b.rateStore = Option.some(spec));
    }

    /** The same options with {@code loops} event loops for a PostgreSQL storage's reads (0: none). */
    public ServerOptions withEventLoops(int loops) {
        return edit(b -> b.eventLoops = loops);
    }

    /** The same options with another bound on a PostgreSQL statement or event-loop read. */
    public ServerOptions withDatabaseTimeout(Duration timeout) {
        return edit(b -> b.databaseTimeout = timeout);
    }

    /** The same options with other event options (webhooks, retention). */
    public ServerOptions withEvents(EventOptions options) {
        return edit(b -> b.events = options);
    }

    /** A copy with some fields changed: the one place that lists them all. */
    private ServerOptions edit(Consumer<Fields> change) {
        Fields b = new Fields(this);
        change.accept(b);
        return new ServerOptions(
                b.port,
                b.storage,
                b.fixtures,
                b.keystore,
                b.keystorePassword,
                b.httpPort,
                b.adminToken,
                b.demo,
                b.publicUrl,
                b.trustedProxies,
                b.bind,
                b.dataDir,
                b.rateLimits,
                b.tokens,
                b.timeline,
                b.operations,
                b.hstsMaxAge,
                b.readTimeout,
                b.events,
                b.rateStore,
                b.eventLoops,
                b.databaseTimeout);
    }

    /** The fields of a copy being edited. */
    private static final class Fields {
        int port;
        String storage;
        Option<Path> fixtures;
        Option<Path> keystore;
        Option<String> keystorePassword;
        Option<Integer> httpPort;
        Option<String> adminToken;
        boolean demo;
        Option<String> publicUrl;
        List<String> trustedProxies;
        String bind;
        Path dataDir;
        RateLimits rateLimits;
        TokenPolicy tokens;
        Timeline timeline;
        OperationsOptions operations;
        Duration hstsMaxAge;
        Duration readTimeout;
        EventOptions events;
        Option<String> rateStore;
        int eventLoops;
        Duration databaseTimeout;

        Fields(ServerOptions o) {
            port = o.port;
            storage = o.storage;
            fixtures = o.fixtures;
            keystore = o.keystore;
            keystorePassword = o.keystorePassword;
            httpPort = o.httpPort;
            adminToken = o.adminToken;
            demo = o.demo;
            publicUrl = o.publicUrl;
            trustedProxies = o.trustedProxies;
            bind = o.bind;
            dataDir = o.dataDir;
            rateLimits = o.rateLimits;
            tokens = o.tokens;
            timeline = o.timeline;
            operations = o.operations;
            hstsMaxAge = o.hstsMaxAge;
            readTimeout = o.readTimeout;
            events = o.events;
            rateStore = o.rateStore;
            eventLoops = o.eventLoops;
            databaseTimeout = o.databaseTimeout;
        }
    }

    @Override
    public String toString() {
        return "ServerOptions[port=" + port + ", storage=" + Redaction.spec(storage) + ", httpPort=" + httpPort
                + ", demo=" + demo + ", dataDir=" + dataDir + ", rateLimits=" + rateLimits + ", tokens=" + tokens
                + ", timeline=" + timeline + ", operations=" + operations + ", hstsMaxAge=" + hstsMaxAge
                + ", readTimeout=" + readTimeout + ", events=" + events + ", rateStore="
                + rateStore.map(Redaction::spec) + ", eventLoops=" + eventLoops
                + ", databaseTimeout=" + databaseTimeout + "]";
    }
}
