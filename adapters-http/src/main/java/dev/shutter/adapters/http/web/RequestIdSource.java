package dev.shutter.adapters.http.web;

import dev.shutter.ports.out.Randomness;
import io.vavr.control.Option;
import java.net.InetSocketAddress;
import java.util.HexFormat;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import org.slf4j.MDC;

/**
 * Where each request's id comes from, on every binding: the {@code X-Request-Id} a trusted proxy sent, else a new
 * one (a random prefix drawn once, then a counter: unique without a random draw per request). A binding sends it
 * back in the answer's {@code X-Request-Id} and keeps it in the logging context (SLF4J's MDC, key {@link
 * #LOG_KEY}) while the request's code runs, where {@link Incidents} names an incident by it.
 */
public final class RequestIdSource {

    /** The header a proxy sends and the answer carries. */
    public static final String HEADER = "X-Request-Id";

    /** The logging context's key. */
    public static final String LOG_KEY = Incidents.REQUEST_ID_LOG_KEY;

    /** What a proxy's id may be: short and printable, so that it cannot forge log lines. */
    private static final Pattern ACCEPTED = Pattern.compile("[A-Za-z0-9._:+/=-]{1,128}");

    private final TrustedProxies trustedProxies;
    private final String prefix;
    private final AtomicLong counter = new AtomicLong();

    /** Ids that {@code trustedProxies} may set, the others drawn after a prefix of {@code randomness}. */
    public RequestIdSource(TrustedProxies trustedProxies, Randomness randomness) {
        this.trustedProxies = trustedProxies;
        this.prefix = HexFormat.of().formatHex(randomness.bytes(6));
    }

    /** The id of a request from {@code source} that carried {@code sent} in its {@code X-Request-Id}. */
    public String idOf(Option<String> sent, InetSocketAddress source) {
        if (sent.isDefined()
                && trustedProxies.trusts(source)
                && ACCEPTED.matcher(sent.get()).matches()) {
            return sent.get();
        }
        return prefix + "-" + Long.toHexString(counter.incrementAndGet());
    }

    /** Runs {@code work} with {@code id} in the logging context, and leaves the context as it found it. */
    public static void inLoggingContext(String id, Runnable work) {
        String previous = MDC.get(LOG_KEY);
        MDC.put(LOG_KEY, id);
        try {
            work.run();
        } finally {
            if (previous == null) {
                MDC.remove(LOG_KEY);
            } else {
                MDC.put(LOG_KEY, previous);
            }
        }
    }
}
