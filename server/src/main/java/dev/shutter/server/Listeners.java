package dev.shutter.server;

import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.server.logging.RequestIds;
import dev.shutter.server.metrics.ScrapeHandler;
import dev.shutter.server.metrics.ServerMetrics;
import dev.shutter.server.web.AccessLog;
import dev.shutter.server.web.HeaderLimit;
import dev.shutter.server.web.RequestMetrics;
import dev.shutter.server.web.StrictTransport;
import io.micrometer.core.instrument.MeterRegistry;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import io.undertow.server.HttpHandler;
import io.undertow.server.handlers.GracefulShutdownHandler;
import io.vavr.control.Option;
import java.net.InetSocketAddress;
import java.util.List;
import javax.net.ssl.SSLContext;
import org.xnio.Options;

/**
 * The bundled server's Undertow: the HTTPS listener with {@link ShutterHttp#handler()} behind the
 * server-only middleware (header limit, Strict-Transport-Security, access log, request metrics, graceful
 * drain), the plain-HTTP listener if asked, and the Prometheus scrape listener if metrics are on.
 */
final class Listeners {

    /**
     * Undertow caps an HTTP/2 header block at this system property (20,000 bytes unless set), read once when
     * its HTTP/2 classes load, and ends the connection over it with no status; raised to the backstop of
     * HTTP/1.1 so that {@link HeaderLimit} answers 431 on both. Only the bundled server sets it; a host that
     * mounts the handlers keeps its own.
     */
    private static final String HTTP2_HEADER_PROPERTY = "io.undertow.http2-max-header-size";

    static {
        if (System.getProperty(HTTP2_HEADER_PROPERTY) == null) {
            System.setProperty(HTTP2_HEADER_PROPERTY, Integer.toString(HeaderLimit.PARSER_LIMIT));
        }
    }

    private Listeners() {}

    /** Undertow with the HTTPS listener and, if asked, the plain one; started. */
    static Undertow listen(
            ServerOptions options,
            SSLContext tls,
            ShutterHttp http,
            RequestIds requestIds,
            Option<ServerMetrics> metrics,
            List<GracefulShutdownHandler> drains) {
        Option<MeterRegistry> registry = metrics.map(ServerMetrics::registry);
        Undertow.Builder builder = Undertow.builder()
                .setServerOption(UndertowOptions.ENABLE_HTTP2, true)
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setServerOption(UndertowOptions.REQUEST_PARSE_TIMEOUT, 10_000)
                .setServerOption(UndertowOptions.NO_REQUEST_TIMEOUT, 60_000)
                // The same backstop for both protocols; HeaderLimit answers far below it.
                .setServerOption(UndertowOptions.MAX_HEADER_SIZE, HeaderLimit.PARSER_LIMIT)
                // A body that stops arriving would otherwise hold its connection for as long as the client likes.
                .setSocketOption(
                        Options.READ_TIMEOUT, (int) options.readTimeout().toMillis())
                .addListener(new Undertow.ListenerBuilder()
                        .setType(Undertow.ListenerType.HTTPS)
                        .setHost(options.bind())
                        .setPort(options.port())
                        .setSslContext(tls)
                        .setRootHandler(drained(
                                new StrictTransport(options.hstsMaxAge(), new HeaderLimit(http.handler())),
                                requestIds,
                                registry,
                                drains)));
        options.httpPort()
                .forEach(port -> builder.addListener(new Undertow.ListenerBuilder()
                        .setType(Undertow.ListenerType.HTTP)
                        .setHost(options.bind())
                        .setPort(port)
                        .setRootHandler(
                                drained(new HeaderLimit(http.plainHttpHandler()), requestIds, registry, drains))));
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
            throw new StartupException(
                    "cannot listen on " + options.bind() + ":" + options.port()
                            + options.httpPort().map(p -> " and " + p).getOrElse("") + " (" + rootMessage(e) + ")",
                    e);
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
