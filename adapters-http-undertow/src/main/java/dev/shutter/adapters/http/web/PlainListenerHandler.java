package dev.shutter.adapters.http.web;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.HttpString;
import java.net.InetSocketAddress;
import java.util.Set;

/**
 * The root of the plain-HTTP listener (docs/spec/DECISIONS.md section 8): a request counts as HTTPS only when it comes
 * from a configured TLS-terminating proxy and carries {@code X-Forwarded-Proto: https}; every other one is
 * refused.
 */
public final class PlainListenerHandler implements HttpHandler {

    private static final HttpString FORWARDED_PROTO = new HttpString("X-Forwarded-Proto");

    private final Set<String> trustedProxies;
    private final HttpHandler secure;
    private final HttpHandler refuse;

    /** {@code trustedProxies}: IP addresses in {@code InetAddress.getHostAddress()} form. */
    public PlainListenerHandler(Set<String> trustedProxies, HttpHandler secure, HttpHandler refuse) {
        this.trustedProxies = Set.copyOf(trustedProxies);
        this.secure = secure;
        this.refuse = refuse;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        InetSocketAddress source = exchange.getSourceAddress();
        boolean fromProxy = source != null
                && source.getAddress() != null
                && trustedProxies.contains(source.getAddress().getHostAddress());
        if (fromProxy && "https".equalsIgnoreCase(exchange.getRequestHeaders().getFirst(FORWARDED_PROTO))) {
            exchange.setRequestScheme("https");
            secure.handleRequest(exchange);
        } else {
            refuse.handleRequest(exchange);
        }
    }
}
