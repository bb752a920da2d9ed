package dev.shutter.server.web;

import dev.shutter.adapters.http.web.RouteTemplates;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * {@code http.server.requests}: a timer with a latency histogram per method, route template ({@link
 * RouteTemplates}, never the raw path) and status. Methods outside HTTP's usual few count as {@code OTHER},
 * so that a client cannot make new time series at will.
 */
public final class RequestMetrics implements HttpHandler {

    private static final Set<String> METHODS = Set.of("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS");

    private final HttpHandler next;
    private final MeterRegistry registry;
    private final LongSupplier nanoTime;
    private final ConcurrentMap<String, Timer> timers = new ConcurrentHashMap<>();

    /** {@code nanoTime}: a monotonic clock for durations, from the composition root. */
    public RequestMetrics(HttpHandler next, MeterRegistry registry, LongSupplier nanoTime) {
        this.next = next;
        this.registry = registry;
        this.nanoTime = nanoTime;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        long start = nanoTime.getAsLong();
        exchange.addExchangeCompleteListener((done, nextListener) -> {
            try {
                timer(done).record(nanoTime.getAsLong() - start, TimeUnit.NANOSECONDS);
            } finally {
                nextListener.proceed();
            }
        });
        next.handleRequest(exchange);
    }

    private Timer timer(HttpServerExchange done) {
        String method = done.getRequestMethod().toString();
        String shownMethod = METHODS.contains(method) ? method : "OTHER";
        String uri = RouteTemplates.of(done);
        String status = Integer.toString(done.getStatusCode());
        return timers.computeIfAbsent(
                shownMethod + " " + uri + " " + status,
                key -> Timer.builder("http.server.requests")
                        .tag("method", shownMethod)
                        .tag("uri", uri)
                        .tag("status", status)
                        .publishPercentileHistogram()
                        .register(registry));
    }
}
