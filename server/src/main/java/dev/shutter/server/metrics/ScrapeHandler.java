package dev.shutter.server.metrics;

import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.undertow.util.Methods;
import java.nio.charset.StandardCharsets;

/**
 * The root of the {@code --metrics-port} listener: {@code GET /metrics} answers the Prometheus text format;
 * anything else 404. A scrape formats every meter, so it runs on a worker thread.
 */
public final class ScrapeHandler implements HttpHandler {

    /** Prometheus' text exposition format. */
    static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final PrometheusMeterRegistry registry;

    public ScrapeHandler(PrometheusMeterRegistry registry) {
        this.registry = registry;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        if (exchange.isInIoThread()) {
            exchange.dispatch(this);
            return;
        }
        if (!exchange.getRequestPath().equals("/metrics")
                || !exchange.getRequestMethod().equals(Methods.GET)) {
            exchange.setStatusCode(404);
            exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/plain; charset=utf-8");
            exchange.getResponseSender().send("not found: the metrics are at GET /metrics\n");
            return;
        }
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, CONTENT_TYPE);
        exchange.getResponseSender().send(registry.scrape(), StandardCharsets.UTF_8);
    }
}
