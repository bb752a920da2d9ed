package dev.shutter.server;

import dev.shutter.adapters.bcrypt.BcryptPasswordHashing;
import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.OnWorkerThread;
import dev.shutter.ports.Settings;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.DomainCounts;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.Seed;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageOptions;
import dev.shutter.server.demo.DemoApp;
import dev.shutter.server.demo.DemoCallbackHandler;
import dev.shutter.server.events.ServerEvents;
import dev.shutter.server.logging.RequestIds;
import dev.shutter.server.metrics.ServerMetrics;
import dev.shutter.server.web.ApiReference;
import io.undertow.Undertow;
import io.undertow.server.handlers.GracefulShutdownHandler;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import javax.net.ssl.SSLContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The composition root at run time: storage found by {@link StorageLoader}, keys beside the data, the
 * use cases wired with the wall clock and a {@link SecureRandom}, fixtures and demo data loaded, and
 * Undertow listening. {@link #close()} drains the requests in flight, then closes the storage.
 */
public final class RunningServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("dev.shutter.server");
    private static final long DRAIN_MILLIS = 10_000;
    private static final long PROBE_MILLIS = 1_000;

    private final Undertow undertow;
    private final List<GracefulShutdownHandler> drains;
    private final Storage storage;
    private final StorageProbe probe;
    private final Option<HousekeepingJob> housekeeping;
    private final Option<ServerMetrics> metrics;
    private final Shutter shutter;
    private final ServerEvents events;
    private final String baseUrl;
    private final Option<String> demoLink;
    private final Option<DemoData.Credentials> demo;
    private boolean closed;

    private RunningServer(
            Undertow undertow,
            List<GracefulShutdownHandler> drains,
            Storage storage,
            StorageProbe probe,
            Option<HousekeepingJob> housekeeping,
            Option<ServerMetrics> metrics,
            Shutter shutter,
            ServerEvents events,
            String baseUrl,
            Option<String> demoLink,
            Option<DemoData.Credentials> demo) {
        this.undertow = undertow;
        this.drains = drains;
        this.storage = storage;
        this.probe = probe;
        this.housekeeping = housekeeping;
        this.metrics = metrics;
        this.shutter = shutter;
        this.events = events;
        this.baseUrl = baseUrl;
        this.demoLink = demoLink;
        this.demo = demo;
    }

    /** Starts a server, or says why it cannot. Nothing is left running or open on failure. */
    public static RunningServer start(ServerOptions options, ServerTuning tuning) {
        Path dataDir = options.dataDir();
        try {
            Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new StartupException("cannot create the data directory " + dataDir + ": " + e.getMessage(), e);
        }
        Option<Seed> fixtures = options.fixtures().map(FixturesFile::read);
        return start(
                options,
                tuning,
                fixtures,
                StorageLoader.open(
                        options.storage(), new StorageOptions(options.eventLoops(), options.databaseTimeout())));
    }

    /**
     * Starts a server on {@code given} instead of the one the options name (its rate counts in the options'
     * rate store, if they name one); closes it on failure.
     */
    static RunningServer start(ServerOptions options, ServerTuning tuning, Option<Seed> fixtures, Storage given) {
        Storage storage = StorageLoader.withRateStore(given, options.rateStore());
        SecureRandom random = new SecureRandom();
        Path dataDir = options.dataDir();
        StorageProbe probe = null;
        Option<ServerMetrics> metrics = Option.none();
        try {
            SSLContext tls = options.keystore().isDefined()
                    ? Keystores.load(
                            options.keystore().get(), options.keystorePassword().getOrElse(""))
                    : Keystores.selfSigned(dataDir, random);
            Settings settings = Settings.defaults()
                    .withSealingKey(SealingKeys.loadOrCreate(dataDir, random))
                    .withRateLimits(options.rateLimits())
                    .withTokens(options.tokens())
                    .withTimeline(options.timeline());
            Option<DemoData.Credentials> demo =
                    options.demo() ? Option.some(DemoData.credentials(dataDir, random)) : Option.none();
            Randomness randomness = Randomness.from(random);
            metrics = options.operations().metricsPort().map(p -> ServerMetrics.start());
            Shutter.Builder builder = Shutter.builder(storage)
                    .clock(tuning.clock())
                    .randomness(randomness)
                    .passwordHashing(new BcryptPasswordHashing(tuning.bcryptCost(), randomness))
                    .settings(settings);
            metrics.map(m -> new DomainCounts(
                            (name, tags) -> m.registry().counter(name, tags).increment()))
                    .forEach(builder::observer);
            Shutter shutter = builder.build();
            fixtures.forEach(seed -> shutter.operator()
                    .seed(seed)
                    .getOrElseThrow(failure -> new StartupException(
                            "the fixtures file " + options.fixtures().get() + " was refused: " + failure.describe())));
            List<GracefulShutdownHandler> drains = new ArrayList<>();
            ShutterHttp.Builder http = ShutterHttp.builder(shutter)
                    .storageThreads(storage.threads())
                    .randomness(randomness)
                    .trustedProxies(OptionValues.addresses(options.trustedProxies()));
            demo.forEach(credentials -> http.route(
                    DemoApp.CALLBACK_PATH,
                    new OnWorkerThread(new DemoCallbackHandler(credentials.app(), new BaseUrl(options.publicUrl())))));
            ApiReference reference = new ApiReference();
            ApiReference.paths().forEach(path -> http.route(path, reference));
            options.adminToken().forEach(http::adminToken);
            options.publicUrl().forEach(http::publicUrl);
            RequestIds requestIds = new RequestIds(new HashSet<>(options.trustedProxies()), randomness);
            StorageProbe started = StorageProbe.start(storage, PROBE_MILLIS);
            probe = started;
            http.storageReachable(started::reachable);
            Undertow undertow = Listeners.listen(
                    options, tls, http.build(), requestIds, metrics, drains, Listeners.workers(storage.threads()));
            int port = Listeners.portOf(undertow, "https");
            String base = options.publicUrl().getOrElse("https://localhost:" + port);
            RunningServer server = new RunningServer(
                    undertow,
                    drains,
                    storage,
                    probe,
                    options.operations()
                            .housekeepingInterval()
                            .map(interval -> HousekeepingJob.start(
                                    shutter.housekeeping(), options.operations().retention(), interval)),
                    metrics,
                    shutter,
                    ServerEvents.start(
                            shutter.events(),
                            options.events(),
                            tuning.clock(),
                            "node-" + HexFormat.of().formatHex(randomness.bytes(8))),
                    base,
                    demo.map(c -> DemoData.authorizeLink(base, base + DemoApp.CALLBACK_PATH)),
                    demo);
            demo.forEach(credentials -> server.seedDemo(credentials, port, options.publicUrl()));
            if (options.publicUrl().isEmpty()) {
                LOG.warn("no --public-url: the OAuth issuer and every absolute URL follow each request's Host"
                        + " header; set --public-url to the address clients use");
            }
            return server;
        } catch (RuntimeException e) {
            if (probe != null) {
                probe.close();
            }
            metrics.forEach(ServerMetrics::close);
            storage.close();
            throw e;
        }
    }

    /** Where clients reach it: the public URL, or {@code https://localhost:<port>}. */
    public String baseUrl() {
        return baseUrl;
    }

    /** The HTTPS port it listens on. */
    public int httpsPort() {
        return Listeners.portOf(undertow, "https");
    }

    /** The plain-HTTP port, if that listener is on. */
    public Option<Integer> httpPort() {
        List<Integer> plain = plainPorts();
        return metrics.isDefined()
                ? Option.ofOptional(plain.stream().limit(plain.size() - 1L).findFirst())
                : Option.ofOptional(plain.stream().findFirst());
    }

    /** The port of the Prometheus scrape listener ({@code --metrics-port}), if it is on: the last one added. */
    public Option<Integer> metricsPort() {
        List<Integer> plain = plainPorts();
        return metrics.isDefined() ? Option.of(plain.get(plain.size() - 1)) : Option.none();
    }

    private List<Integer> plainPorts() {
        return undertow.getListenerInfo().stream()
                .filter(l -> l.getProtcol().equals("http"))
                .map(l -> ((InetSocketAddress) l.getAddress()).getPort())
                .toList();
    }

    /** The use cases it serves, for a test that must reach behind the HTTP surface. */
    public Shutter shutter() {
        return shutter;
    }

    /** With {@code --demo}: a ready authorization link. */
    public Option<String> demoLink() {
        return demoLink;
    }

    /** With {@code --demo}: the password of alice, bob and carol. */
    public Option<String> demoPassword() {
        return demo.map(DemoData.Credentials::password);
    }

    /** With {@code --demo}: the demo app's secret, for the terminal only. */
    public Option<String> demoSecret() {
        return demo.map(credentials -> credentials.app().clientSecret());
    }

    /**
     * Stops taking requests, lets those in flight finish (up to ten seconds), stops the webhooks after the
     * delivery in hand, and closes the storage.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        drains.forEach(GracefulShutdownHandler::shutdown);
        for (GracefulShutdownHandler drain : drains) {
            try {
                if (!drain.awaitShutdown(DRAIN_MILLIS)) {
                    LOG.warn("requests still in flight after {} ms; stopping anyway", DRAIN_MILLIS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        undertow.stop();
        events.close();
        housekeeping.forEach(HousekeepingJob::close);
        metrics.forEach(ServerMetrics::close);
        probe.close();
        storage.close();
        LOG.info("Shutter stopped: requests drained, storage closed");
    }

    private void seedDemo(DemoData.Credentials credentials, int port, Option<String> publicUrl) {
        List<String> callbacks = publicUrl.isDefined()
                ? List.of(publicUrl.get() + DemoApp.CALLBACK_PATH)
                : List.of(
                        "https://localhost:" + port + DemoApp.CALLBACK_PATH,
                        "https://127.0.0.1:" + port + DemoApp.CALLBACK_PATH);
        Either<OperatorFailure, Seed> seeded = shutter.operator().seed(DemoData.seed(credentials, callbacks));
        if (seeded.isLeft() && !credentials.fromFile()) {
            close();
            throw new StartupException(
                    "the demo data was refused: " + seeded.getLeft().describe());
        }
        if (seeded.isLeft()) {
            LOG.info(
                    "demo data is already in storage ({}); not seeded again",
                    seeded.getLeft().describe());
        }
    }
}
