package dev.shutter.adapters.http;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Json;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import java.util.function.BooleanSupplier;

/**
 * {@code GET /health}: 200 {@code {"status":"up","storage":"up"}} while the server takes requests and its
 * storage answers; 503 {@code {"status":"unavailable","storage":"unavailable"}} with {@code Retry-After}
 * while the storage cannot be reached, so that a load balancer's readiness check takes the node out.
 */
final class HealthHandler implements HttpHandler {

    private final BooleanSupplier storageReachable;

    HealthHandler(BooleanSupplier storageReachable) {
        this.storageReachable = storageReachable;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        boolean ready = storageReachable.getAsBoolean();
        var body = Json.object();
        body.put("status", ready ? "up" : "unavailable");
        body.put("storage", ready ? "up" : "unavailable");
        if (!ready) {
            exchange.getResponseHeaders().put(Headers.RETRY_AFTER, Incidents.RETRY_AFTER_SECONDS);
        }
        Json.send(exchange, ready ? 200 : 503, body);
    }
}
