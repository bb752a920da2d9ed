package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import io.undertow.util.AttachmentKey;

/**
 * The route template an exchange was routed to ({@code /v1/users/{id}/relationship}, {@code /oauth/authorize}),
 * set by the routers: what request metrics are tagged with, since raw paths would make a new time series of
 * every id.
 */
public final class RouteTemplates {

    /** What a request no route took is tagged with. */
    public static final String UNROUTED = "UNROUTED";

    private static final AttachmentKey<String> KEY = AttachmentKey.create(String.class);

    private RouteTemplates() {}

    /** Records the template of {@code exchange}; a later, finer router replaces a coarser one's. */
    public static void set(HttpServerExchange exchange, String template) {
        exchange.putAttachment(KEY, template);
    }

    /** The template of {@code exchange}, or {@link #UNROUTED}. */
    public static String of(HttpServerExchange exchange) {
        String template = exchange.getAttachment(KEY);
        return template == null ? UNROUTED : template;
    }
}
