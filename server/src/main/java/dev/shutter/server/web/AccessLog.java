package dev.shutter.server.web;

import dev.shutter.adapters.http.web.OnWorkerThread;
import dev.shutter.server.logging.RequestIds;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * One log line per request: method, path without the query, status and duration (also as key-value pairs,
 * fields of a JSON line), with the request's id; the id is in the logging context while the request's code
 * runs on this thread ({@link OnWorkerThread} carries it to a worker). Never the query, headers or body,
 * where tokens, codes, secrets and passwords travel.
 */
public final class AccessLog implements HttpHandler {

    /** The logger the lines go to. */
    public static final Logger LOG = LoggerFactory.getLogger("dev.shutter.access");

    private static final int MAX_PATH = 200;

    private final HttpHandler next;
    private final LongSupplier nanoTime;
    private final RequestIds requestIds;

    /** {@code nanoTime}: a monotonic clock for durations, from the composition root. */
    public AccessLog(HttpHandler next, LongSupplier nanoTime, RequestIds requestIds) {
        this.next = next;
        this.nanoTime = nanoTime;
        this.requestIds = requestIds;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        long start = nanoTime.getAsLong();
        String id = requestIds.assign(exchange);
        exchange.addExchangeCompleteListener((done, nextListener) -> {
            try {
                if (LOG.isInfoEnabled()) {
                    log(done, id, (nanoTime.getAsLong() - start) / 1_000_000);
                }
            } finally {
                nextListener.proceed();
            }
        });
        MDC.put(RequestIds.MDC_KEY, id);
        try {
            next.handleRequest(exchange);
        } finally {
            MDC.remove(RequestIds.MDC_KEY);
        }
    }

    private static void log(HttpServerExchange done, String id, long millis) {
        String path = printable(done.getRequestPath());
        String previous = MDC.get(RequestIds.MDC_KEY);
        MDC.put(RequestIds.MDC_KEY, id);
        try {
            LOG.atInfo()
                    .addKeyValue("method", done.getRequestMethod().toString())
                    .addKeyValue("path", path)
                    .addKeyValue("status", done.getStatusCode())
                    .addKeyValue("duration_ms", millis)
                    .log(done.getRequestMethod() + " " + path + " " + done.getStatusCode() + " " + millis + "ms");
        } finally {
            if (previous == null) {
                MDC.remove(RequestIds.MDC_KEY);
            } else {
                MDC.put(RequestIds.MDC_KEY, previous);
            }
        }
    }

    /** The path with control and non-ASCII characters escaped, so that a request cannot forge log lines. */
    static String printable(String path) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < path.length() && out.length() < MAX_PATH; i++) {
            char c = path.charAt(i);
            if (c < 0x20 || c >= 0x7F) {
                out.append(String.format("%%%02X", (int) c & 0xFF));
            } else {
                out.append(c);
            }
        }
        return path.length() > MAX_PATH ? out + "..." : out.toString();
    }
}
