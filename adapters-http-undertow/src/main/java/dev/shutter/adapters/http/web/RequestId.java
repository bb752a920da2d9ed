package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import io.undertow.util.AttachmentKey;
import org.slf4j.MDC;

/**
 * The request's id, when whatever runs in front of the handlers gave it one (the bundled server's access
 * log does): {@link OnWorkerThread} puts it in the logging context while a handler runs, and {@link
 * Incidents} names an incident by it.
 */
public final class RequestId {

    /** Where the exchange carries the id. */
    public static final AttachmentKey<String> ATTACHMENT = AttachmentKey.create(String.class);

    /** The logging context's key (SLF4J's MDC). */
    public static final String LOG_KEY = Incidents.REQUEST_ID_LOG_KEY;

    private RequestId() {}

    /** The id of {@code exchange}, or null. */
    public static String of(HttpServerExchange exchange) {
        return exchange.getAttachment(ATTACHMENT);
    }

    /** Runs {@code work} with the request's id, if it has one, in the logging context (SLF4J's MDC). */
    public static void inLoggingContext(HttpServerExchange exchange, Runnable work) {
        String id = of(exchange);
        if (id == null) {
            work.run();
            return;
        }
        MDC.put(LOG_KEY, id);
        try {
            work.run();
        } finally {
            MDC.remove(LOG_KEY);
        }
    }
}
