package dev.shutter.adapters.http.undertow;

import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.WebAnswer;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.HeaderMap;
import io.undertow.util.Headers;
import io.undertow.util.HttpString;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Writes a {@link WebAnswer} to an exchange: status, header fields, and the body sent from the IO thread. */
public final class UndertowAnswers {

    /** The names the surface writes, each made once: a few constants (more are made afresh, never kept). */
    private static final Map<String, HttpString> NAMES = new ConcurrentHashMap<>();

    private static final int MOST_NAMES = 64;

    private UndertowAnswers() {}

    /**
     * Writes {@code answer}. A field the answer names replaces any the exchange had (an earlier handler's); a
     * name the answer repeats is added again. {@code Set-Cookie} is always added: each sets one cookie
     * (RFC 6265 section 3), so a host's own cookies stay beside the surface's.
     */
    public static void write(HttpServerExchange exchange, WebAnswer answer) {
        exchange.setStatusCode(answer.status());
        HeaderMap headers = exchange.getResponseHeaders();
        List<WebAnswer.Header> fields = answer.headers();
        for (int i = 0; i < fields.size(); i++) {
            WebAnswer.Header header = fields.get(i);
            HttpString name = name(header.name());
            if (!Headers.SET_COOKIE.equals(name) && !namedBefore(fields, i)) {
                headers.put(name, header.value());
            } else {
                headers.add(name, header.value());
            }
        }
        if (answer.body().isDefined()) {
            Exchanges.send(exchange, ByteBuffer.wrap(answer.body().get()));
        } else {
            Exchanges.end(exchange);
        }
    }

    private static HttpString name(String name) {
        HttpString known = NAMES.get(name);
        if (known != null) {
            return known;
        }
        HttpString made = HttpString.tryFromString(name);
        if (NAMES.size() < MOST_NAMES) {
            NAMES.putIfAbsent(name, made);
        }
        return made;
    }

    /** Whether a field before the {@code index}-th has its name (a handful of fields: no set is worth making). */
    private static boolean namedBefore(List<WebAnswer.Header> fields, int index) {
        String name = fields.get(index).name();
        for (int i = 0; i < index; i++) {
            if (fields.get(i).name().equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }
}
