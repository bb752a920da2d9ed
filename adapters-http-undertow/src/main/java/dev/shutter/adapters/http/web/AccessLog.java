package dev.shutter.adapters.http.web;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import java.util.function.LongSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One log line per request: method, path without the query, status and duration. Never the query,
 * headers or body, where tokens, codes, secrets and passwords travel.
 */
public final class AccessLog implements HttpHandler {

    /** The logger the lines go to. */
    public static final Logger LOG = Logger.getLogger("dev.shutter.access");

    private static final int MAX_PATH = 200;
    private static final String SOURCE = AccessLog.class.getName();

    private final HttpHandler next;
    private final LongSupplier nanoTime;

    /** {@code nanoTime}: a monotonic clock for durations, from the composition root. */
    public AccessLog(HttpHandler next, LongSupplier nanoTime) {
        this.next = next;
        this.nanoTime = nanoTime;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        long start = nanoTime.getAsLong();
        exchange.addExchangeCompleteListener((done, nextListener) -> {
            try {
                if (LOG.isLoggable(Level.INFO)) {
                    long millis = (nanoTime.getAsLong() - start) / 1_000_000;
                    // logp names the source, so that no stack walk looks for it on every request.
                    LOG.logp(
                            Level.INFO,
                            SOURCE,
                            "handleRequest",
                            done.getRequestMethod() + " " + printable(done.getRequestPath()) + " "
                                    + done.getStatusCode() + " " + millis + "ms");
                }
            } finally {
                nextListener.proceed();
            }
        });
        next.handleRequest(exchange);
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
