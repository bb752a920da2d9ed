package dev.shutter.adapters.http;

import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.adapters.http.undertow.UndertowAnswers;
import dev.shutter.adapters.http.web.RouteTemplates;
import dev.shutter.domain.Failure;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import java.util.LinkedHashMap;
import java.util.Map;

/** Dispatches on the raw path: exact paths, then path prefixes; anything else is the catalogue's 404. */
final class Router implements HttpHandler {

    private final Map<String, HttpHandler> exact = new LinkedHashMap<>();
    private final Map<String, HttpHandler> prefixes = new LinkedHashMap<>();

    /** {@code path} exactly. */
    Router exact(String path, HttpHandler handler) {
        exact.put(path, handler);
        return this;
    }

    /** {@code path} with and without a trailing slash. */
    Router exactWithSlash(String path, HttpHandler handler) {
        return exact(path, handler).exact(path + "/", handler);
    }

    /** {@code prefix} itself and everything under {@code prefix/}. */
    Router prefix(String prefix, HttpHandler handler) {
        prefixes.put(prefix, handler);
        return this;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        String path = exchange.getRequestPath();
        HttpHandler handler = exact.get(path);
        if (handler != null) {
            RouteTemplates.set(
                    exchange, path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path);
        } else {
            for (Map.Entry<String, HttpHandler> entry : prefixes.entrySet()) {
                if (path.equals(entry.getKey()) || path.startsWith(entry.getKey() + "/")) {
                    handler = entry.getValue();
                    RouteTemplates.set(exchange, entry.getKey() + "/**");
                    break;
                }
            }
        }
        if (handler == null) {
            UndertowAnswers.write(exchange, Envelope.answer(new Failure.EndpointNotFound()));
        } else {
            handler.handleRequest(exchange);
        }
    }
}
