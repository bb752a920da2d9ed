package dev.shutter.server.logging;

import dev.shutter.adapters.http.web.RequestId;
import dev.shutter.ports.out.Randomness;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.AttachmentKey;
import io.undertow.util.HttpString;
import java.net.InetSocketAddress;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * The id of each request: the {@code X-Request-Id} a trusted proxy sent, else a new one (a random prefix
 * drawn once per server, then a counter: unique without a random draw per request). It goes to the answer's
 * {@code X-Request-Id}, to the exchange and, while the request's code runs, to the logging context.
 */
public final class RequestIds {

    /** The logging context's key, and the field of JSON lines. */
    public static final String MDC_KEY = RequestId.LOG_KEY;

    /** The header a proxy sends and the answer carries. */
    public static final HttpString HEADER = new HttpString("X-Request-Id");

    private static final AttachmentKey<String> KEY = RequestId.ATTACHMENT;

    /** What a proxy's id may be: short and printable, so that it cannot forge log lines. */
    private static final Pattern ACCEPTED = Pattern.compile("[A-Za-z0-9._:+/=-]{1,128}");

    private final Set<String> trustedProxies;
    private final String prefix;
    private final AtomicLong counter = new AtomicLong();

    /** {@code trustedProxies}: IP addresses in {@code InetAddress.getHostAddress()} form. */
    public RequestIds(Set<String> trustedProxies, Randomness randomness) {
        this.trustedProxies = Set.copyOf(trustedProxies);
        this.prefix = HexFormat.of().formatHex(randomness.bytes(6));
    }

    /** Gives {@code exchange} its id (once) and answers it. */
    public String assign(HttpServerExchange exchange) {
        String id = exchange.getAttachment(KEY);
        if (id != null) {
            return id;
        }
        String sent = exchange.getRequestHeaders().getFirst(HEADER);
        id = sent != null
                        && fromTrustedProxy(exchange)
                        && ACCEPTED.matcher(sent).matches()
                ? sent
                : prefix + "-" + Long.toHexString(counter.incrementAndGet());
        exchange.putAttachment(KEY, id);
        exchange.getResponseHeaders().put(HEADER, id);
        return id;
    }

    /** The id {@link #assign} gave {@code exchange}, or null. */
    public static String of(HttpServerExchange exchange) {
        return exchange.getAttachment(KEY);
    }

    private boolean fromTrustedProxy(HttpServerExchange exchange) {
        InetSocketAddress source = exchange.getSourceAddress();
        return source != null
                && source.getAddress() != null
                && trustedProxies.contains(source.getAddress().getHostAddress());
    }
}
