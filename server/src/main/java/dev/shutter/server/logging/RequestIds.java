package dev.shutter.server.logging;

import dev.shutter.adapters.http.web.RequestId;
import dev.shutter.adapters.http.web.RequestIdSource;
import dev.shutter.adapters.http.web.TrustedProxies;
import dev.shutter.ports.out.Randomness;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.AttachmentKey;
import io.undertow.util.HttpString;
import io.vavr.control.Option;
import java.util.Set;

/**
 * The id of each request, as {@link RequestIdSource} gives it on every binding (a trusted proxy's {@code
 * X-Request-Id}, else a new one). It goes to the answer's {@code X-Request-Id}, to the exchange and, while the
 * request's code runs, to the logging context.
 */
public final class RequestIds {

    /** The logging context's key, and the field of JSON lines. */
    public static final String MDC_KEY = RequestId.LOG_KEY;

    /** The header a proxy sends and the answer carries. */
    public static final HttpString HEADER = new HttpString(RequestIdSource.HEADER);

    private static final AttachmentKey<String> KEY = RequestId.ATTACHMENT;

    private final RequestIdSource source;

    /** {@code trustedProxies}: IP addresses in {@code InetAddress.getHostAddress()} form. */
    public RequestIds(Set<String> trustedProxies, Randomness randomness) {
        this.source = new RequestIdSource(TrustedProxies.ofAddresses(trustedProxies), randomness);
    }

    /** Gives {@code exchange} its id (once) and answers it. */
    public String assign(HttpServerExchange exchange) {
        String id = exchange.getAttachment(KEY);
        if (id != null) {
            return id;
        }
        id = source.idOf(Option.of(exchange.getRequestHeaders().getFirst(HEADER)), exchange.getSourceAddress());
        exchange.putAttachment(KEY, id);
        exchange.getResponseHeaders().put(HEADER, id);
        return id;
    }

    /** The id {@link #assign} gave {@code exchange}, or null. */
    public static String of(HttpServerExchange exchange) {
        return exchange.getAttachment(KEY);
    }
}
