package dev.shutter.adapters.http.web;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;

/**
 * Runs a handler on a worker thread, since storage may block, but leaves the exchange non-blocking
 * (unlike Undertow's {@code BlockingHandler}): answers go out through the asynchronous sender, so a
 * worker hands its bytes to the IO thread and moves on instead of waiting for the client to take them.
 * The requests that carry a body switch to blocking mode to read it ({@link RequestBody}).
 */
public final class OnWorkerThread implements HttpHandler {

    private final HttpHandler next;

    public OnWorkerThread(HttpHandler next) {
        this.next = next;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        if (exchange.isInIoThread()) {
            exchange.dispatch(this);
            return;
        }
        next.handleRequest(exchange);
    }
}
