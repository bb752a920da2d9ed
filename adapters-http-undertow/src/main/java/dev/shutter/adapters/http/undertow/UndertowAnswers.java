package dev.shutter.adapters.http.undertow;

import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.WebAnswer;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.HeaderMap;
import io.undertow.util.Headers;
import io.undertow.util.HttpString;
import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/** Writes a {@link WebAnswer} to an exchange: status, header fields, and the body sent from the IO thread. */
public final class UndertowAnswers {

    private UndertowAnswers() {}

    /**
     * Writes {@code answer}. A field the answer names replaces any the exchange had (an earlier handler's); a
     * name the answer repeats is added again. {@code Set-Cookie} is always added: each sets one cookie
     * (RFC 6265 section 3), so a host's own cookies stay beside the surface's.
     */
    public static void write(HttpServerExchange exchange, WebAnswer answer) {
        exchange.setStatusCode(answer.status());
        HeaderMap headers = exchange.getResponseHeaders();
        Set<String> named = new HashSet<>();
        for (WebAnswer.Header header : answer.headers()) {
            HttpString name = HttpString.tryFromString(header.name());
            if (named.add(name.toString().toLowerCase(Locale.ROOT)) && !Headers.SET_COOKIE.equals(name)) {
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
}
