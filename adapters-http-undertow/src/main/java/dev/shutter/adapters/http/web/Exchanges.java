package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import java.util.Locale;

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
        String header = exchange.getRequestHeaders().getFirst(Headers.AUTHORIZATION);
        if (header == null) {
            return null;
        }
        String prefix = scheme.toLowerCase(Locale.ROOT) + " ";
        if (header.length() > prefix.length() && header.toLowerCase(Locale.ROOT).startsWith(prefix)) {
            return header.substring(prefix.length()).trim();
        }
        return null;
    }

    /** A redirect to {@code location}. */
    public static void redirect(HttpServerExchange exchange, int status, String location) {
        exchange.setStatusCode(status);
        exchange.getResponseHeaders().put(Headers.LOCATION, location);
        exchange.getResponseHeaders().put(Headers.CACHE_CONTROL, "no-store");
        exchange.endExchange();
    }
}
