package dev.shutter.server.web;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.HttpString;
import java.time.Duration;

/**
 * Adds {@code Strict-Transport-Security} (RFC 6797) to every answer of the HTTPS listener, so that a browser
 * that has reached the server once never tries plain HTTP on it again, where a code or token could be read.
 */
public final class StrictTransport implements HttpHandler {

    private static final HttpString HEADER = new HttpString("Strict-Transport-Security");

    private final String value;
    private final HttpHandler next;

    /** {@code maxAge}: how long browsers keep to HTTPS; zero withdraws the policy. */
    public StrictTransport(Duration maxAge, HttpHandler next) {
        this.value = "max-age=" + maxAge.toSeconds();
        this.next = next;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        exchange.getResponseHeaders().put(HEADER, value);
        next.handleRequest(exchange);
    }
}
