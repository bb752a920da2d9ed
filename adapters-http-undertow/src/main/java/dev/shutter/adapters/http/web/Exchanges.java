package dev.shutter.adapters.http.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.undertow.UndertowRequest;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import java.nio.ByteBuffer;

/** Small readings and writings of an exchange that several handlers share. */
public final class Exchanges {

    private Exchanges() {}

    /** The raw query string as sent (not decoded), or null. */
    public static String rawQuery(HttpServerExchange exchange) {
        String query = exchange.getQueryString();
        return query == null || query.isEmpty() ? null : query;
    }

    /** The credentials of an {@code Authorization} header with {@code scheme}, or null. */
    public static String authorization(HttpServerExchange exchange, String scheme) {
        return AuthorizationHeader.credentials(UndertowRequest.of(exchange), scheme)
                .getOrNull();
    }

    /** Sends {@code body} with {@code status} as UTF-8 JSON. */
    public static void json(HttpServerExchange exchange, int status, JsonNode body) {
        json(exchange, status, Json.bytes(body));
    }

    /** Sends {@code body} with {@code status} as UTF-8 JSON, written without a tree. */
    public static void json(HttpServerExchange exchange, int status, JsonOut body) {
        json(exchange, status, Json.bytes(body));
    }

    private static void json(HttpServerExchange exchange, int status, byte[] body) {
        exchange.setStatusCode(status);
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, WebAnswer.JSON_TYPE);
        send(exchange, ByteBuffer.wrap(body));
    }

    /**
     * Whether {@code failure} is the storage being out of reach ({@link Incidents#unavailable}); if so {@code
     * exchange}, if not answered yet, gets {@code Retry-After}, and the caller answers 503 in its own vocabulary.
     */
    public static boolean unavailable(Incidents incidents, Throwable failure, HttpServerExchange exchange) {
        if (!incidents.unavailable(failure)) {
            return false;
        }
        if (!exchange.isResponseStarted()) {
            exchange.getResponseHeaders().put(Headers.RETRY_AFTER, Incidents.RETRY_AFTER_SECONDS);
        }
        return true;
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
