package dev.shutter.server;

import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.ports.out.StorageThreads;
import dev.shutter.server.logging.RequestIds;
import dev.shutter.server.metrics.ScrapeHandler;
import dev.shutter.server.metrics.ServerMetrics;
import dev.shutter.server.web.AccessLog;
import dev.shutter.server.web.ParserLimits;
import dev.shutter.server.web.RequestMetrics;
import dev.shutter.server.web.StrictTransport;
import io.micrometer.core.instrument.MeterRegistry;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import io.undertow.server.HttpHandler;
import io.undertow.server.handlers.GracefulShutdownHandler;
import io.vavr.control.Option;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLContext;
import org.xnio.Options;

/**
 * The bundled server's Undertow, with its parser's limits ({@link ParserLimits}): the HTTPS listener with {@link
 * ShutterHttp#handler()} behind the server-only middleware (Strict-Transport-Security, access log, request
 * metrics, graceful drain), the plain-HTTP listener if asked, and the Prometheus scrape listener if metrics are on.
 */
final class Listeners {

    /**
     * Undertow caps an HTTP/2 header block at this system property (20,000 bytes unless set), read once when
     * its HTTP/2 classes load, and ends the connection over it with no status; raised to the backstop of
     * HTTP/1.1 ({@link ParserLimits}) so that the handlers answer an oversized head on both. Only the bundled server sets it; a host that
     * mounts the handlers keeps its own.
     */
    private static final String HTTP2_HEADER_PROPERTY = "io.undertow.http2-max-header-size";

    static {
        if (System.getProperty(HTTP2_HEADER_PROPERTY) == null) {
            System.setProperty(HTTP2_HEADER_PROPERTY, Integer.toString(ParserLimits.HEAD_BYTES));
        }
    }

    private Listeners() {}

    /**
     * As many worker threads as the storage has connections, when it may wait on I/O and says how many: more
     * would queue for a connection inside the pool (a wait and a context switch more a request), fewer would
     * leave connections idle. Otherwise Undertow's default (eight per IO thread).
     */
    static Option<Integer> workers(StorageThreads threads) {
        return threads.mayBlock() && threads.connections() > 0 ? Option.some(threads.connections()) : Option.none();
    }

    /** Undertow with the HTTPS listener and, if asked, the plain one; started. */
    static Undertow listen(
            ServerOptions options,
            SSLContext tls,
            ShutterHttp http,
            RequestIds requestIds,
            Option<ServerMetrics> metrics,
            List<GracefulShutdownHandler> drains,
            Option<Integer> workers) {
        Option<MeterRegistry> registry = metrics.map(ServerMetrics::registry);
        Undertow.Builder builder = Undertow.builder();
        workers.forEach(builder::setWorkerThreads);
        ParserLimits.on(builder)
                .setServerOption(UndertowOptions.ENABLE_HTTP2, true)
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setServerOption(UndertowOptions.REQUEST_PARSE_TIMEOUT, 10_000)
                .setServerOption(UndertowOptions.NO_REQUEST_TIMEOUT, 60_000)
                // A body that stops arriving would otherwise hold its connection for as long as the client likes.
                .setSocketOption(
                        Options.READ_TIMEOUT, (int) options.readTimeout().toMillis())
                .addListener(new Undertow.ListenerBuilder()
                        .setType(Undertow.ListenerType.HTTPS)
                        .setHost(options.bind())
                        .setPort(options.port())
                        .setSslContext(tls)
                        .setRootHandler(drained(
                                new StrictTransport(options.hstsMaxAge(), http.handler()),
                                requestIds,
                                registry,
                                drains)));
        options.httpPort()
                .forEach(port -> builder.addListener(new Undertow.ListenerBuilder()
                        .setType(Undertow.ListenerType.HTTP)
                        .setHost(options.bind())
                        .setPort(port)
                        .setRootHandler(drained(http.plainHttpHandler(), requestIds, registry, drains))));
        metrics.forEach(m -> builder.addListener(new Undertow.ListenerBuilder()
                .setType(Undertow.ListenerType.HTTP)
                .setHost(options.bind())
                .setPort(options.operations().metricsPort().get())
                .setRootHandler(new ScrapeHandler(m.registry()))));
        Undertow undertow = builder.build();
        try {
            undertow.start();
            return undertow;
        } catch (RuntimeException e) {
            // A failed start has already shut Undertow's worker down, which closes the listeners it opened;
            // stop() would then wait for that worker's IO threads to close them again, for ever.
            throw new StartupException("cannot listen on " + failedListener(options) + " (" + rootMessage(e) + ")", e);
        }
    }

    /**
     * Which listener could not open, for the message: Undertow does not say. They open in the order added
     * (HTTPS, plain HTTP, metrics) and the start stops at the first that fails, so the last one still busy,
     * probed in reverse, is it; the ones after it were never opened. All of them when none is busy now.
     */
    private static String failedListener(ServerOptions options) {
        List<Map.Entry<String, Integer>> ports = new ArrayList<>();
        ports.add(Map.entry("--port", options.port()));
        options.httpPort().forEach(p -> ports.add(Map.entry("--http-port", p)));
        options.operations().metricsPort().forEach(p -> ports.add(Map.entry("--metrics-port", p)));
        for (int i = ports.size() - 1; i >= 0; i--) {
            var listener = ports.get(i);
            if (listener.getValue() != 0 && busy(options.bind(), listener.getValue())) {
                return options.bind() + ":" + listener.getValue() + " for " + listener.getKey();
            }
        }
        return options.bind() + ":"
                + String.join(
                        " or ", ports.stream().map(p -> p.getValue().toString()).toList());
    }

    private static boolean busy(String host, int port) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(host, port));
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    private static GracefulShutdownHandler drained(
            HttpHandler handler,
            RequestIds requestIds,
            Option<MeterRegistry> registry,
            List<GracefulShutdownHandler> drains) {
        HttpHandler measured =
                registry.isDefined() ? new RequestMetrics(handler, registry.get(), System::nanoTime) : handler;
        GracefulShutdownHandler drain =
                new GracefulShutdownHandler(new AccessLog(measured, System::nanoTime, requestIds));
        drains.add(drain);
        return drain;
    }

    static int portOf(Undertow undertow, String protocol) {
        return undertow.getListenerInfo().stream()
                .filter(l -> l.getProtcol().equals(protocol))
                .map(l -> ((InetSocketAddress) l.getAddress()).getPort())
                .findFirst()
                .orElseThrow();
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getClass().getSimpleName() + ": " + root.getMessage();
    }
}
