package dev.shutter.adapters.http.web;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import org.slf4j.MDC;

/**
 * Runs a handler that may block (on storage, on a password hash) on a worker thread, but leaves the
 * exchange non-blocking (unlike Undertow's {@code BlockingHandler}): answers go out through the
 * asynchronous sender, so a worker hands its bytes to the IO thread and moves on instead of waiting for the
 * client to take them. The body has been read before ({@link ReadBodyFirst}). The request's id goes with
 * it into the worker's logging context.
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
        String id = RequestId.of(exchange);
        if (id == null) {
            next.handleRequest(exchange);
            return;
        }
        MDC.put(RequestId.LOG_KEY, id);
        try {
            next.handleRequest(exchange);
        } finally {
            MDC.remove(RequestId.LOG_KEY);
        }
    }
}
