package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import java.nio.ByteBuffer;

/** Small readings and writings of an exchange that several handlers share. */
public final class Exchanges {

    private Exchanges() {}

    /** The raw query string as sent (not decoded), or null. */
    public static String rawQuery(HttpServerExchange exchange) {
        String query = exchange.getQueryString();
        return query == null || query.isEmpty() ? null : query;
    }

    /**
     * Sends {@code body} and ends the exchange from the connection's IO thread. A worker thread that
     * ends an exchange itself re-arms the connection's read listener, and when the IO thread enters that
     * listener meanwhile (it does, as the worker resumes reads) it spins until the worker is done
     * ({@code HttpReadListener.handleEvent}): on two busy cores a worker descheduled there cost the IO
     * thread its time slice, a fifth of the server's samples on PostgreSQL.
     */
    public static void send(HttpServerExchange exchange, ByteBuffer body) {
        onIoThread(exchange, () -> exchange.getResponseSender().send(body));
    }

    /** Ends the exchange, without a body, from the connection's IO thread (see {@link #send}). */
    public static void end(HttpServerExchange exchange) {
        onIoThread(exchange, exchange::endExchange);
    }

    private static void onIoThread(HttpServerExchange exchange, Runnable finish) {
        if (exchange.isInIoThread()) {
            finish.run();
        } else {
            exchange.dispatch(exchange.getIoThread(), finish);
        }
    }
}
