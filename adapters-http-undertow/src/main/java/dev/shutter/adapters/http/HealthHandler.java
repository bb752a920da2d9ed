package dev.shutter.adapters.http;

import dev.shutter.adapters.http.web.Json;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;

/** {@code GET /health}: 200 {@code {"status":"up"}} once the server takes requests. */
final class HealthHandler implements HttpHandler {

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        var body = Json.object();
        body.put("status", "up");
        Json.send(exchange, 200, body);
    }
}
