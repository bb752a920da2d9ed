package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import io.undertow.util.AttachmentKey;

/**
 * The request's id, when whatever runs in front of the handlers gave it one (the bundled server's access
 * log does): {@link OnWorkerThread} puts it in the logging context while a handler runs, and {@link
 * Incidents} names an incident by it.
 */
public final class RequestId {

    /** Where the exchange carries the id. */
    public static final AttachmentKey<String> ATTACHMENT = AttachmentKey.create(String.class);

    /** The logging context's key (SLF4J's MDC). */
    public static final String LOG_KEY = "request_id";

    private RequestId() {}

    /** The id of {@code exchange}, or null. */
    public static String of(HttpServerExchange exchange) {
        return exchange.getAttachment(ATTACHMENT);
    }
}
